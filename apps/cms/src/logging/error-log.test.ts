import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import config from '../payload.config.ts'
import { errorLogEntry, logServerError, withCorrelationId } from './error-log.ts'
import { redactingLoggerOptions } from './payload-logger.ts'

const MARKER = 'PHI-CANARY-c41d2'

/** An error as drizzle throws it: the statement and its bound parameters in the message, the driver's error as its cause. */
class DrizzleQueryError extends Error {}
const failedQuery = () =>
  new DrizzleQueryError(`Failed query: insert into "questionnaire_responses" ("answers") values (?)\nparams: ${MARKER}`, {
    cause: new Error(`SQLITE_CONSTRAINT: NOT NULL constraint failed (${MARKER})`),
  })

afterEach(() => vi.restoreAllMocks())

describe('error log lines (ADR 101)', () => {
  it("keep the class, the stack's frames and the causes' classes, never a message", () => {
    const entry = errorLogEntry(failedQuery(), 'abcdef0123456789')
    expect(entry.errorClass).toBe('DrizzleQueryError')
    expect(entry.correlationId).toBe('abcdef0123456789')
    expect(entry.stack.length).toBeGreaterThan(0)
    expect(entry.stack.every((frame) => frame.startsWith('at '))).toBe(true)
    expect(entry.causes?.[0]?.errorClass).toBe('Error')
    expect(JSON.stringify(entry)).not.toContain(MARKER)
    expect(JSON.stringify(entry)).not.toContain('questionnaire_responses')
  })

  it('carry the correlation id of the request being served, or a new one outside any', () => {
    const lines: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line))
    withCorrelationId('0011223344556677', () => logServerError('a request', failedQuery()))
    logServerError('a job', failedQuery())
    const [inRequest, outside] = lines.map((line) => JSON.parse(line) as { where: string; correlationId: string; errorClass: string })
    expect(inRequest).toMatchObject({ where: 'a request', correlationId: '0011223344556677', errorClass: 'DrizzleQueryError' })
    expect(outside?.correlationId).toMatch(/^[0-9a-f]{16}$/)
    expect(outside?.correlationId).not.toBe('0011223344556677')
    expect(lines.join('\n')).not.toContain(MARKER)
  })
})

describe("Payload's logger (payload.config.ts)", () => {
  function capturedLogger() {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'))
        done()
      },
    })
    return { logger: pino(redactingLoggerOptions, destination), lines }
  }

  it('is configured with the redacting options', async () => {
    expect((await config).logger).toEqual({ options: redactingLoggerOptions })
  })

  it("writes an error's class, frames and a correlation id, not its message nor what was logged beside it", () => {
    const { logger, lines } = capturedLogger()
    const error = failedQuery()
    withCorrelationId('8899aabbccddeeff', () => {
      logger.error(error)
      logger.error({ err: error, job: { input: { email: MARKER } }, msg: `Error running task: ${error.message}` })
      logger.error({ err: error }, `Could not save: ${error.message}`)
    })
    expect(lines).toHaveLength(3)
    const output = lines.join('\n')
    expect(output).not.toContain(MARKER)
    for (const line of lines) {
      const entry = JSON.parse(line) as { err: { errorClass: string; correlationId: string; stack: string[] }; msg: string }
      expect(entry.err).toMatchObject({ errorClass: 'DrizzleQueryError', correlationId: '8899aabbccddeeff' })
      expect(entry.err.stack.length).toBeGreaterThan(0)
    }
    expect((JSON.parse(lines[1]!) as { msg: string }).msg).toBe('Error running task: [message withheld]')
  })

  it('leaves lines without an error as they are', () => {
    const { logger, lines } = capturedLogger()
    logger.info({ orderId: 7 }, 'Order shipped')
    expect(JSON.parse(lines[0]!)).toMatchObject({ orderId: 7, msg: 'Order shipped' })
  })
})
