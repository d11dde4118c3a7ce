import type { Config } from 'payload'
import { currentCorrelationId, errorLogEntry } from './error-log.ts'

/** Pino's options, as Payload's config takes them. */
type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']

function errorIn(value: unknown): Error | null {
  if (value instanceof Error) return value
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  if (record.err instanceof Error) return record.err
  if (record.error instanceof Error) return record.error
  return null
}

/** A log line's own text with the error's message taken out (Payload's texts sometimes quote it). */
function textWithout(text: unknown, error: Error): string | undefined {
  if (typeof text !== 'string') return undefined
  return error.message ? text.split(error.message).join('[message withheld]') : text
}

/**
 * Payload's logger (payload.config.ts `logger`), redacting as the site does (error-log.ts, ADR 101):
 * a line about an error keeps its own text (minus the error's message), the error's class, frames
 * and a correlation id (the site request's it happened in, else one of its own), and nothing else: not the error's message, not the objects
 * logged beside it (a job's input, a request's data). Lines without an error are untouched.
 */
export const redactingLoggerOptions: LoggerOptions = {
  hooks: {
    logMethod(inputArgs, method) {
      const [first, second] = inputArgs as unknown[]
      const error = errorIn(first)
      if (!error) return method.apply(this, inputArgs)
      const record = first instanceof Error ? {} : (first as Record<string, unknown>)
      const text = textWithout(typeof second === 'string' ? second : record.msg, error) ?? 'Error'
      return method.apply(this, [{ err: errorLogEntry(error, currentCorrelationId()) }, text])
    },
  },
  // The entry above is already safe: print it as it is (pino's own serializer would read the message).
  serializers: { err: (value: unknown) => value },
}
