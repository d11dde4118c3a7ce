import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'

/**
 * How a server error is written to the logs (ADR 101), on the site (entry.server.tsx's handleError
 * and every catch that logs) and in the CMS (Payload's logger, payload.config.ts): the error's class
 * name, the frames of its stack and a correlation id, never its message. A database driver's message
 * carries the statement's bound parameters (a patient's answers, email, name), and any message may
 * quote what a patient typed; the class and the frames say where, the correlation id finds the
 * request, and the message stays out.
 */
export interface ErrorLogEntry {
  /** `DrizzleQueryError`, `LibsqlError`, `TypeError`...; a thrown non-error is named by its type. */
  errorClass: string
  /** The stack's `at ...` frames only: its first line (which repeats the message) is dropped. */
  stack: string[]
  correlationId: string
  /** The classes and frames of the error's causes (drizzle wraps the driver's error), messages dropped too. */
  causes?: { errorClass: string; stack: string[] }[]
}

/** A new correlation id: 16 random hexadecimal characters, nothing taken from the request. */
export function newCorrelationId(): string {
  return crypto.randomBytes(8).toString('hex')
}

/** The correlation id of the request being served, for errors logged deep in its work. */
const requestCorrelation = new AsyncLocalStorage<string>()

/** Runs a request's work (the site's server, per request) with its correlation id at hand for every error it logs. */
export function withCorrelationId<T>(correlationId: string, work: () => T): T {
  return requestCorrelation.run(correlationId, work)
}

/** The correlation id of the request being served, or a new one outside any (a job, a script). */
export function currentCorrelationId(): string {
  return requestCorrelation.getStore() ?? newCorrelationId()
}

function classOf(error: unknown): string {
  if (error instanceof Error) return error.constructor?.name || error.name || 'Error'
  if (error === null) return 'null'
  return typeof error
}

/** The `at ...` lines of a stack, without its leading "Class: message" line (which may run over several lines). */
function framesOf(error: unknown): string[] {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return []
  return error.stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
}

/** The error as it may be logged: class, frames, causes' classes and frames, the correlation id; no message. */
export function errorLogEntry(error: unknown, correlationId: string): ErrorLogEntry {
  const causes: { errorClass: string; stack: string[] }[] = []
  let cause: unknown = error instanceof Error ? error.cause : undefined
  // A few levels: a cycle of causes must not loop.
  while (cause !== undefined && causes.length < 5) {
    causes.push({ errorClass: classOf(cause), stack: framesOf(cause) })
    cause = cause instanceof Error ? cause.cause : undefined
  }
  return { errorClass: classOf(error), stack: framesOf(error), correlationId, ...(causes.length > 0 ? { causes } : {}) }
}

/**
 * Writes one server error to the log as a JSON line: `where` is a fixed text naming the place
 * (never built from the request or the error), the rest is errorLogEntry's, with the correlation id
 * of the request being served. The one way the site's server code logs an error.
 */
export function logServerError(where: string, error: unknown, correlationId: string = currentCorrelationId()): void {
  console.error(JSON.stringify({ level: 'error', where, ...errorLogEntry(error, correlationId) }))
}
