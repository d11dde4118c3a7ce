import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { refreshPatientSession } from './auth/patient-session.server.ts'
import { NonceProvider } from './nonce.tsx'

const ABORT_DELAY = 5_000

/** Data requests (client navigations, fetchers) keep the session alive as documents do. */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  await refreshPatientSession(request, response.headers)
  return response
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await refreshPatientSession(request, responseHeaders)
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
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
