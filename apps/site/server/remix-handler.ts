import type { IncomingHttpHeaders } from 'node:http'
import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from '@remix-run/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { bodyLimitFor, limitedRequestBody } from './body-limits.ts'
import { FRAME_SOURCE_HEADER } from '../app/http/frame-source.ts'
import { THIRD_PARTY_ORIGIN_HEADER } from '../app/third-party/scripts.ts'
import { allowFrameSource, allowTagManagerOrigin } from './security.ts'

/**
 * Express to Remix, as @remix-run/express does, with two differences:
 * - the Request's URL is SITE_ORIGIN followed by the path: Host and X-Forwarded-Host never reach
 *   the app, so nothing in it can build a link from them, and an odd Host cannot make a 500;
 * - the body is counted as Remix reads it: past the path's cap (body-limits.ts) the read stops, the
 *   answer is 413 at once, and what Remix would have answered is dropped.
 */
export interface RemixHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  publicOrigin: string
  /** The origins the server's Origin check accepts (security.ts): SITE_ORIGIN and its local names. */
  allowedOrigins: readonly string[]
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
}

/** Headers that name a host: the app sees SITE_ORIGIN's instead (the server checked them before). */
const HOST_HEADERS = new Set(['host', 'x-forwarded-host', 'forwarded'])

/**
 * The request's headers as the app sees them: Host is SITE_ORIGIN's host, forwarded host headers
 * are gone (a mismatch was answered 400 before), and an Origin the server's check accepted reads as
 * SITE_ORIGIN. Remix's own action check compares Origin with Host; with these it agrees with the
 * server's check instead of answering a 500 for a Host the server does not trust.
 */
export function remixRequestHeaders(source: IncomingHttpHeaders, publicOrigin: string, allowedOrigins: readonly string[]): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || HOST_HEADERS.has(name.toLowerCase())) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  headers.set('host', new URL(publicOrigin).host)
  const origin = headers.get('origin')
  if (origin && allowedOrigins.some((allowed) => allowed.toLowerCase() === origin.toLowerCase())) headers.set('origin', publicOrigin)
  return headers
}

/**
 * The method Remix is told. Remix takes every method but GET for a form submission, so a HEAD would
 * run a page's action (and its origin check, a 500 for another Origin): a HEAD reaches it as the GET
 * it asks about, and Node leaves the body out of a HEAD's answer (found by the route fuzz suite, ADR 104).
 */
export function remixRequestMethod(method: string): string {
  return method.toUpperCase() === 'HEAD' ? 'GET' : method
}

async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) {
    if (name.toLowerCase() === FRAME_SOURCE_HEADER.toLowerCase() || name.toLowerCase() === THIRD_PARTY_ORIGIN_HEADER.toLowerCase()) continue
    res.append(name, value)
  }
  // A page that frames an outside page names its origin (ADR 098): the policy set before allows that one.
  const frameSource = response.headers.get(FRAME_SOURCE_HEADER)
  const policy = res.getHeader('Content-Security-Policy')
  if (frameSource && typeof policy === 'string') res.setHeader('Content-Security-Policy', allowFrameSource(policy, frameSource))
  // A page of the allowlist that loads the tag manager (ADR 101): its origin, for this response only.
  const thirdPartyOrigin = response.headers.get(THIRD_PARTY_ORIGIN_HEADER)
  const current = res.getHeader('Content-Security-Policy')
  if (thirdPartyOrigin && typeof current === 'string') res.setHeader('Content-Security-Policy', allowTagManagerOrigin(current, thirdPartyOrigin))
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

export function remixHandler({ build, mode, publicOrigin, allowedOrigins, getLoadContext }: RemixHandlerOptions) {
  const handleRequest = createRequestHandler(build, mode)
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    let controller: AbortController | null = new AbortController()
    let tooLarge = false
    try {
      const init: RequestInit & { duplex?: 'half' } = {
        method: remixRequestMethod(req.method),
        headers: remixRequestHeaders(req.headers, publicOrigin, allowedOrigins),
        signal: controller.signal,
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        init.body = limitedRequestBody(req, res, bodyLimitFor(req.path).maxBytes, () => {
          tooLarge = true
          controller?.abort()
        })
        init.duplex = 'half'
      }
      // Stop loaders and actions once no answer can be written (closed before it finished).
      res.on('finish', () => (controller = null))
      res.on('close', () => controller?.abort())
      const request = new Request(`${publicOrigin}${req.originalUrl}`, init)
      const response = await handleRequest(request, getLoadContext(req, res))
      if (tooLarge || res.headersSent) {
        await response.body?.cancel().catch(() => undefined)
        return
      }
      await sendRemixResponse(res, response)
    } catch (error) {
      if (tooLarge) return
      next(error)
    }
  }
}
