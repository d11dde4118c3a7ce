import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import crypto from 'node:crypto'
import compression from 'compression'
import express from 'express'
import { newCorrelationId, withCorrelationId } from '@telehealth/cms/site'
import { statementCountingOn } from '@telehealth/cms/statement-counter'
import { env } from '../app/env.server.ts'
import { refuseDeclaredTooLarge } from './body-limits.ts'
import { BAD_TARGET_MESSAGE, FORWARDED_HOST_MESSAGE, forwardedHostMismatch, isOriginFormTarget } from './forwarded.ts'
import { remixHandler } from './remix-handler.ts'
import { createNonce, FORBIDDEN_ORIGIN_MESSAGE, isAllowedRequestOrigin, QUESTIONNAIRE_PREVIEW_PATH, securityHeaders } from './security.ts'

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const viteDevServer = env.isProduction
  ? undefined
  : await import('vite').then((vite) => vite.createServer({ root: siteRoot, server: { middlewareMode: true } }))

const app = express()
app.disable('x-powered-by')
// The bench's count of SQL statements per request (ADR 080): only when it starts the site with
// BENCH_COUNT_STATEMENTS=1; otherwise the module is not even loaded.
if (statementCountingOn()) app.use((await import('./statement-header.ts')).statementHeaders())
// Forwarded headers (X-Forwarded-For, -Proto) only from the proxies TRUST_PROXY names; by default
// nobody's, so the client address that every per-address limit counts is the one that connected.
app.set('trust proxy', env.TRUST_PROXY)
app.use(compression())

// One of several site processes (server/cluster.ts): which one answered, by its number only, so
// a test or an operator can see that the answers were spread across them.
const siteProcess = cluster.isWorker ? cluster.worker : undefined
if (siteProcess) {
  app.use((_req, res, next) => {
    res.setHeader('X-Site-Process', String(siteProcess.id))
    next()
  })
}

// Every request's correlation id, made here and never taken from the client (ADR 101): in the
// answer's header, on the error page and in every error the request logs.
app.use((_req, res, next) => {
  const correlationId = newCorrelationId()
  res.locals.correlationId = correlationId
  res.setHeader('X-Correlation-Id', correlationId)
  withCorrelationId(correlationId, next)
})

const servedOverHttps = env.publicOrigin.startsWith('https:')
app.use((req, res, next) => {
  const nonce = createNonce()
  res.locals.cspNonce = nonce
  // Only the questionnaire preview may be framed, and only by the CMS admin (its live preview).
  const frameAncestors = req.path === QUESTIONNAIRE_PREVIEW_PATH ? env.cmsOrigins : undefined
  for (const [name, value] of Object.entries(
    securityHeaders({
      nonce,
      isProduction: env.isProduction,
      isHttps: req.secure || servedOverHttps,
      stripe: Boolean(env.STRIPE_SECRET_KEY),
      frameAncestors,
    }),
  )) {
    res.setHeader(name, value)
  }
  next()
})

// A request for another host (through a proxy header) or not for a path of this site: 400, before
// anything reads it. Links never come from a request anyway (SITE_ORIGIN, remix-handler.ts).
app.use((req, res, next) => {
  if (!isOriginFormTarget(req.originalUrl)) {
    res.status(400).type('text/plain').send(BAD_TARGET_MESSAGE)
    return
  }
  if (forwardedHostMismatch({ xForwardedHost: req.headers['x-forwarded-host'], forwarded: req.headers.forwarded, publicOrigin: env.publicOrigin })) {
    res.status(400).type('text/plain').send(FORWARDED_HOST_MESSAGE)
    return
  }
  next()
})

// A body declared larger than its path's cap: 413 before a byte is read (body-limits.ts); one
// without a length is counted as Remix reads it.
app.use(refuseDeclaredTooLarge())

// A random per-browser id for conversion tracking (the spec's tracking_session_id).
const TRACKING_COOKIE = 'tsid'
app.use((req, res, next) => {
  const existing = /(?:^|;\s*)tsid=([A-Za-z0-9_-]{16,64})/.exec(req.headers.cookie ?? '')?.[1]
  const trackingSessionId = existing ?? crypto.randomBytes(16).toString('base64url')
  res.locals.trackingSessionId = trackingSessionId
  if (!existing) {
    res.cookie(TRACKING_COOKIE, trackingSessionId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.isProduction,
      maxAge: 365 * 24 * 60 * 60 * 1000,
      path: '/',
    })
  }
  next()
})

app.use((req, res, next) => {
  if (isAllowedRequestOrigin({ method: req.method, origin: req.get('origin'), allowedOrigins: env.allowedRequestOrigins })) return next()
  res.status(403).type('text/plain').send(FORBIDDEN_ORIGIN_MESSAGE)
})

if (viteDevServer) {
  app.use(viteDevServer.middlewares)
} else {
  // Fingerprinted assets never change; everything else in public may.
  app.use('/assets', express.static(path.join(siteRoot, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(path.join(siteRoot, 'build/client'), { maxAge: '1h' }))
}

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  : // The build is plain JavaScript made by `remix vite:build`.
    ((await import(path.join(siteRoot, 'build/server/index.js'))) as ServerBuild)

const handleRemix = remixHandler({
  build,
  mode: env.NODE_ENV,
  publicOrigin: env.publicOrigin,
  allowedOrigins: env.allowedRequestOrigins,
  getLoadContext: (req, res) => ({
    cspNonce: String(res.locals.cspNonce),
    // The address that connected, or the nearest one TRUST_PROXY does not vouch for.
    clientIp: req.ip ?? '',
    trackingSessionId: String(res.locals.trackingSessionId),
    correlationId: String(res.locals.correlationId),
  }),
})
// The handler never rejects: its own failures go to next(error).
app.all('*', (req, res, next) => void handleRemix(req, res, next))

const server = app.listen(env.SITE_PORT, env.SITE_HOST, () => {
  console.log(
    siteProcess
      ? `Site process ${siteProcess.id} serving (pid ${process.pid})`
      : `Site ready on ${env.publicOrigin} (listening on ${env.SITE_HOST}:${env.SITE_PORT})`,
  )
})

// An idle keep-alive connection stays open longer than a load balancer's or a client's idle
// timeout (AWS's is 60 s). With Node's 5 s, a client that reuses a connection just as the server
// closes it gets a reset ("socket hang up", a 502 behind a proxy) for a request that never arrived.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

function shutdown() {
  server.close(() => process.exit(0))
  // Open keep-alive connections would hold the process; give them a moment, then go.
  setTimeout(() => process.exit(0), 3_000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
