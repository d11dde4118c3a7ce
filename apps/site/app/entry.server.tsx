import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type ActionFunctionArgs, type AppLoadContext, type EntryContext, type LoaderFunctionArgs } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { refreshPatientSession } from './auth/patient-session.server.ts'
import { env } from './env.server.ts'
import { logServerError } from '@telehealth/cms/site'
import { NonceProvider } from './nonce.tsx'
import { THIRD_PARTY_ORIGIN_HEADER, thirdPartyScriptsAllowed } from './third-party/scripts.ts'

const ABORT_DELAY = 5_000

/** Data requests (client navigations, fetchers) keep the session alive as documents do. */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  await refreshPatientSession(request, response.headers)
  return response
}

/**
 * Every error a loader or action throws (a thrown Response is an answer, not an error): its class,
 * frames and this request's correlation id go to the log, never its message (ADR 101). A request
 * the browser gave up on is not an error.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return
  logServerError('loader or action', error, context.correlationId)
}

/**
 * The tag manager's origin, when this document loads it: a page of the allowlist that did not fail,
 * with a container set (the root loader read it). The server allows that origin in this response's
 * CSP only (server/remix-handler.ts).
 */
function thirdPartyOriginOf({ staticHandlerContext: page }: EntryContext): string | null {
  if (page.errors) return null
  if (!thirdPartyScriptsAllowed(page.matches.at(-1)?.route.id)) return null
  const root: unknown = page.loaderData.root
  const tagManager = typeof root === 'object' && root !== null && 'tagManager' in root ? root.tagManager : null
  return tagManager ? env.TAG_MANAGER_ORIGIN : null
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await refreshPatientSession(request, responseHeaders)
  const thirdPartyOrigin = thirdPartyOriginOf(remixContext)
  if (thirdPartyOrigin) responseHeaders.set(THIRD_PARTY_ORIGIN_HEADER, thirdPartyOrigin)
  const nonce = loadContext.cspNonce
  // Bots get the whole page at once; people get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Stops a render still streaming after ABORT_DELAY; cleared once the whole page is written, or
    // every page served would keep its render alive (and fire an abort) for five more seconds.
    const timeout = setTimeout(() => abort(), ABORT_DELAY)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, however large: React otherwise moves
        // big ones (over 12.8 KB) to the end of the stream for a script to put back, and without
        // JavaScript the funnel's steps (drawn inside one, funnel-screens.ts) would stay empty.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          body.on('finish', () => clearTimeout(timeout))
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error instanceof Error ? error : new Error('The page shell failed to render', { cause: error }))
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logServerError('page render', error, loadContext.correlationId)
        },
      },
    )
  })
}
