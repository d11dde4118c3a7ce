import { data } from '@remix-run/node'
import { getTestPayload } from '@telehealth/cms/testing'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { documentHandler } from '../test/document-handler.ts'

/**
 * What a failing page writes to the log and shows (ADR 101): handleError (entry.server.tsx) logs the
 * error's class, frames and the request's correlation id, never its message; the root's error
 * boundary shows the failure page with that id, or its own 404 page.
 */

const MARKER = 'PHI-CANARY-7f3a9'
let logged: string[] = []

/** Drizzle's error class for a failed statement: the statement and its bound parameters in the message. */
class DrizzleQueryError extends Error {}

/**
 * A questionnaire answer whose insert fails, as drizzle reports it (the site never goes below the
 * Local API, so the test cannot make the database fail on its own): the statement and the answer in
 * the message, the driver's error, quoting it too, as the cause.
 */
function failingInsert(): never {
  throw new DrizzleQueryError(`Failed query: insert into "questionnaire_responses" ("answers") values (?)\nparams: ${MARKER}`, {
    cause: new Error(`SQLITE_CONSTRAINT: NOT NULL constraint failed (${MARKER})`),
  })
}

let thrown: unknown = null
const document = documentHandler(
  [
    { path: 'fails', file: 'fails.tsx' },
    { path: 'not-there', file: 'not-there.tsx' },
  ],
  {
    fails: {
      default: () => null,
      loader: async () => {
        try {
          return await Promise.resolve().then(failingInsert)
        } catch (error) {
          thrown = error
          throw error
        }
      },
    },
    'not-there': {
      default: () => null,
      loader: () => {
        // A loader's "no such page": Remix's thrown 404 answer, not an error.
        throw data(null, { status: 404 })
      },
    },
  },
)

beforeAll(async () => {
  const payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'settings', data: { companyAddress: '1 Test Way, Austin, TX' } })
})

afterEach(() => {
  vi.restoreAllMocks()
  logged = []
})

function captureLogs() {
  const capture = (...args: unknown[]) => void logged.push(args.map((arg) => (typeof arg === 'string' ? arg : (JSON.stringify(arg) ?? String(arg)))).join(' '))
  vi.spyOn(console, 'error').mockImplementation(capture)
  vi.spyOn(console, 'warn').mockImplementation(capture)
  vi.spyOn(console, 'log').mockImplementation(capture)
}

describe('a failing page (ADR 101)', () => {
  it("logs the error's class, frames and the correlation id, never its message (which carries the bound parameters)", async () => {
    captureLogs()
    const page = await document('/fails', 'c0ffee00c0ffee00')
    // The error did quote the parameter: this is what must not reach the log.
    expect(thrown).toBeInstanceOf(Error)
    const causes = [thrown, (thrown as Error).cause].filter((error): error is Error => error instanceof Error)
    expect(causes.map((error) => error.message).join(' ')).toContain(MARKER)

    expect(page.status).toBe(500)
    const output = logged.join('\n')
    expect(output).not.toContain(MARKER)
    const line = logged
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.where === 'loader or action')
    expect(line).toMatchObject({ level: 'error', correlationId: 'c0ffee00c0ffee00', errorClass: 'DrizzleQueryError' })
    expect((line?.stack as string[]).length).toBeGreaterThan(0)
    expect((line?.stack as string[]).every((frame) => frame.startsWith('at '))).toBe(true)
  })

  it('shows the failure page with the correlation id, in the site layout, without the message', async () => {
    captureLogs()
    const page = await document('/fails', 'c0ffee00c0ffee01')
    expect(page.status).toBe(500)
    expect(page.html).toContain('Something went wrong')
    expect(page.html).toContain('c0ffee00c0ffee01')
    expect(page.html).not.toContain('Page not found')
    expect(page.html).not.toContain(MARKER)
    expect(page.html).not.toContain('questionnaire_responses')
  })

  it('an address with no page gets its own 404 page, not the failure page, and logs nothing', async () => {
    captureLogs()
    const page = await document('/not-there')
    expect(page.status).toBe(404)
    expect(page.html).toContain('Page not found')
    expect(page.html).not.toContain('Something went wrong')
    expect(logged.filter((text) => text.includes('"level":"error"'))).toEqual([])
  })
})
