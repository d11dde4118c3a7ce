import type { IncomingMessage, ServerResponse } from 'node:http'
import { Transform, type TransformCallback } from 'node:stream'
import { createReadableStreamFromReadable } from '@remix-run/node'

/**
 * How large a request body the site accepts, in one place, by path. Forms (urlencoded, multipart,
 * JSON) are small; the portal's uploads have their own cap. The first
 * matching pattern wins; the last one catches everything.
 */
export const KB = 1024
export const MB = 1024 * KB

export interface BodyLimit {
  /** A path pattern: exact, or ending in `*` for a prefix. */
  pattern: string
  maxBytes: number
  what: string
}

export const BODY_LIMITS: readonly BodyLimit[] = [
  // A ticket's file (ADR 041): the largest purpose's cap; each ticket holds its own size.
  { pattern: '/api/uploads/*', maxBytes: 100 * MB, what: 'a file' },
  { pattern: '*', maxBytes: 64 * KB, what: 'a form' },
]

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern
}

/** The limit for a request path (no query). */
export function bodyLimitFor(pathname: string, limits: readonly BodyLimit[] = BODY_LIMITS): BodyLimit {
  const limit = limits.find((candidate) => matches(candidate.pattern, pathname))
  if (!limit) throw new Error(`No body limit matches ${pathname}; the last limit must be '*'`)
  return limit
}

export const TOO_LARGE_MESSAGE = 'This request is too large, so it was not accepted.'

/** The declared length when it is a plain number, else undefined (chunked or absent). */
export function declaredLength(request: IncomingMessage): number | undefined {
  const header = request.headers['content-length']
  if (header === undefined || !/^\d+$/.test(header)) return undefined
  return Number(header)
}

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/**
 * Passes a body through while counting it; past `maxBytes` it stops with BodyTooLargeError and
 * calls `onTooLarge` once, so what was read is never more than the cap plus one chunk.
 */
export class CountingLimit extends Transform {
  private seen = 0
  private stopped = false

  constructor(
    private readonly maxBytes: number,
    private readonly onTooLarge: () => void,
  ) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.stopped) return callback()
    this.seen += chunk.length
    if (this.seen > this.maxBytes) {
      this.stopped = true
      this.onTooLarge()
      return callback(new BodyTooLargeError(this.maxBytes))
    }
    callback(null, chunk)
  }
}

/**
 * After a 413 the rest of the body is not wanted, but closing the connection at once, while the
 * client is still sending, makes its system reset the connection, and the client may lose the 413
 * before reading it. So the answer is written whole (with its length) and kept open for LINGER_MS
 * while what still arrives is discarded, never kept; then the connection is closed. A body that ends
 * meanwhile (a little over the cap) ends the answer normally.
 */
export const LINGER_MS = 1_000

/** Answers 413 with the plain message (once), and ends the connection if the body is still coming. */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return cutOffUnreadBody(req)
  res.statusCode = 413
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(TOO_LARGE_MESSAGE))
  res.setHeader('Cache-Control', 'no-store')
  if (req.complete) {
    res.end(TOO_LARGE_MESSAGE)
    return
  }
  res.write(TOO_LARGE_MESSAGE)
  req.unpipe()
  req.on('data', discard)
  req.resume()
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    clearTimeout(timer)
    res.once('finish', () => {
      if (!req.complete) req.socket.destroy()
    })
    res.end()
  }
  const timer = setTimeout(end, LINGER_MS)
  timer.unref()
  req.once('end', end)
  req.socket.once('close', end)
}

function discard(): void {}

/** Once the answer is out: a body still arriving ends with its connection after LINGER_MS. */
export function cutOffUnreadBody(req: IncomingMessage): void {
  if (req.complete) return
  setTimeout(() => {
    if (!req.complete) req.socket.destroy()
  }, LINGER_MS).unref()
}

/**
 * Express middleware: a body whose declared length is over its path's cap is refused before a byte
 * of it is read. A body without a length (chunked) is counted as it is read (remix-handler.ts).
 */
export function refuseDeclaredTooLarge(limits: readonly BodyLimit[] = BODY_LIMITS) {
  return (req: IncomingMessage & { path?: string }, res: ServerResponse, next: () => void): void => {
    const length = declaredLength(req)
    const pathname = req.path ?? new URL(req.url ?? '/', 'http://x').pathname
    if (length !== undefined && length > bodyLimitFor(pathname, limits).maxBytes) return refuseTooLarge(req, res)
    next()
  }
}

/**
 * The request's body as a web stream that stops past `maxBytes`: then the answer is 413 at once
 * (the reader gets an error, and `onTooLarge` runs, e.g. to abort the handler), the rest is not read,
 * and the connection ends shortly after. An answer given before the body was all read (a handler
 * that never reads it) discards the rest for a moment and then ends the connection too.
 */
export function limitedRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  onTooLarge: () => void = () => undefined,
): ReadableStream<Uint8Array> {
  let tooLarge = false
  const counter = new CountingLimit(maxBytes, () => {
    tooLarge = true
    req.unpipe(counter)
    refuseTooLarge(req, res)
    onTooLarge()
  })
  req.pipe(counter)
  res.once('finish', () => {
    if (req.complete || tooLarge) return
    req.unpipe(counter)
    req.resume()
    cutOffUnreadBody(req)
  })
  return createReadableStreamFromReadable(counter)
}
