import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import crypto from 'node:crypto'
import compression from 'compression'
import express from 'express'
import { env } from '../app/env.server.ts'
import { startJobs } from '../app/jobs.server.ts'
import { createNonce, FORBIDDEN_ORIGIN_MESSAGE, isAllowedRequestOrigin, securityHeaders } from './security.ts'

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const viteDevServer = env.isProduction
  ? undefined
  : await import('vite').then((vite) =>
      vite.createServer({ root: siteRoot, server: { middlewareMode: true } }),
    )

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', true)
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

app.use((req, res, next) => {
  const nonce = createNonce()
  res.locals.cspNonce = nonce
  for (const [name, value] of Object.entries(securityHeaders({ nonce, isProduction: env.isProduction, isHttps: req.secure, stripe: Boolean(env.STRIPE_SECRET_KEY) }))) {
    res.setHeader(name, value)
  }
  next()
})

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
  const expectedOrigin = env.SITE_ORIGIN ?? `${req.protocol}://${req.get('host') ?? ''}`
  if (isAllowedRequestOrigin({ method: req.method, origin: req.get('origin'), expectedOrigin })) return next()
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

app.all(
  '*',
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => ({
      cspNonce: String(res.locals.cspNonce),
      clientIp: req.ip ?? '',
      trackingSessionId: String(res.locals.trackingSessionId),
    }),
  }),
)

const server = app.listen(env.SITE_PORT, env.SITE_HOST, () => {
  console.log(siteProcess ? `Site process ${siteProcess.id} serving (pid ${process.pid})` : `Site ready on http://localhost:${env.SITE_PORT}`)
  // Periodic jobs run in every site process; each run is claimed in the database (jobs.server.ts).
  startJobs()
})

function shutdown() {
  server.close(() => process.exit(0))
  // Open keep-alive connections would hold the process; give them a moment, then go.
  setTimeout(() => process.exit(0), 3_000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
