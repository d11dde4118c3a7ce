import { data } from '@remix-run/node'
import { getTestPayload } from '@telehealth/cms/testing'
import { sql } from '@payloadcms/db-sqlite'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { documentHandler } from '../test/document-handler.ts'

/**
 * What a failing page writes to the log and shows (ADR 101): handleError (entry.server.tsx) logs the
 * error's class, frames and the request's correlation id, never its message; the root's error
 * boundary shows the failure page with that id, or its own 404 page.
 */

const MARKER = 'PHI-CANARY-7f3a9'
let logged: string[] = []

/** A questionnaire answer written to a table that is not there: the database's error quotes the statement and its bound parameters. */
async function failingInsert(): Promise<never> {
  const payload = await getTestPayload()
  const db = payload.db as unknown as { drizzle: { run: (query: ReturnType<typeof sql>) => Promise<unknown> } }
  await db.drizzle.run(sql`insert into questionnaire_answers_missing (answer) values (${MARKER})`)
  throw new Error('The insert was expected to fail')
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
          return await failingInsert()
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
    // The database's own error did quote the parameter: this is what must not reach the log.
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
    expect(line).toMatchObject({ level: 'error', correlationId: 'c0ffee00c0ffee00', errorClass: (thrown as Error).constructor.name })
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
    expect(page.html).not.toContain('questionnaire_answers_missing')
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
