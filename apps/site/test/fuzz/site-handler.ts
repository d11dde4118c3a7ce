import path from 'node:path'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node'
import { bodyLimitFor, TOO_LARGE_MESSAGE } from '../../server/body-limits.ts'
import { remixRequestHeaders, remixRequestMethod } from '../../server/remix-handler.ts'
import { FORBIDDEN_ORIGIN_MESSAGE, isAllowedRequestOrigin } from '../../server/security.ts'
import { env } from '~/env.server.ts'

const appDir = path.resolve(import.meta.dirname, '../../app')

/** One entry of the route table (routes.ts), as @remix-run/route-config makes it. */
interface ConfigEntry {
  id?: string
  path?: string
  file: string
  index?: boolean
  caseSensitive?: boolean
  children?: ConfigEntry[]
}

/** A route of the manifest: its id, its parent, its path pattern and its module's exports. */
export interface ManifestRoute {
  id: string
  parentId: string | undefined
  path: string | undefined
  index: boolean
  file: string
  module: Record<string, unknown>
}

/** Remix's id for a route without one: its file, without the extension (@remix-run/dev's createRouteId). */
const routeIdOf = (entry: ConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')

/**
 * Every route the site answers, read from its route table (routes.ts) as Remix's build reads it,
 * with each route's module: so a route added to the table is in here without anyone listing it.
 */
export async function siteManifest(): Promise<ManifestRoute[]> {
  const table = (await import('~/routes.ts')).default as ConfigEntry[]
  const routes: ManifestRoute[] = []
  const walk = async (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = routeIdOf(entry)
      const module = (await import(/* @vite-ignore */ path.join(appDir, entry.file))) as Record<string, unknown>
      routes.push({ id, parentId, path: entry.path, index: entry.index === true, file: entry.file, module })
      await walk(entry.children ?? [], id)
    }
  }
  await walk(table, 'root')
  return routes
}

/**
 * The site's server build, made of the same modules `remix vite:build` bundles (the entry, the root,
 * every route of the table) and handed to Remix's own request handler. The integration suites run
 * without a build step (turbo's test:int does not depend on build), so the build is put together
 * here instead of read from build/server; the client asset manifest is a stand-in (pages link no
 * real scripts), which nothing on the server reads but the page's <Scripts>.
 */
export async function siteServerBuild(manifest: ManifestRoute[]): Promise<ServerBuild> {
  // entry.server.tsx's exports are what a build's entry module holds (handleRequest, handleDataRequest); its type says so only loosely.
  const entryModule = (await import('~/entry.server.tsx')) as unknown as ServerBuild['entry']['module']
  const rootModule = (await import('~/root.tsx')) as Record<string, unknown>
  const all = [{ id: 'root', parentId: undefined, path: '', index: false, file: 'root.tsx', module: rootModule }, ...manifest]
  const routes: ServerBuild['routes'] = {}
  const assetRoutes: ServerBuild['assets']['routes'] = {}
  for (const route of all) {
    routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index || undefined,
      caseSensitive: undefined,
      // A route module as imported (its exports unknown to TypeScript); Remix reads what it exports.
      module: route.module as unknown as ServerBuild['routes'][string]['module'],
    }
    assetRoutes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index || undefined,
      caseSensitive: undefined,
      module: `/assets/${route.id}.js`,
      hasAction: typeof route.module.action === 'function',
      hasLoader: typeof route.module.loader === 'function',
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: typeof route.module.ErrorBoundary === 'function',
      imports: [],
      css: [],
    }
  }
  return {
    mode: 'production',
    entry: { module: entryModule },
    routes,
    assets: { entry: { module: '/assets/entry.client.js', imports: [] }, routes: assetRoutes, url: '/assets/manifest.js', version: 'fuzz' },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: path.resolve(appDir, '../build/client'),
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      v3_routeConfig: true,
      unstable_optimizeDeps: false,
    },
    isSpaMode: false,
    // The future flags' type names flags this Remix version no longer reads; the values are vite.config.ts's.
  } as ServerBuild
}

/** What the site's server puts in every load context (server/index.ts), for one visitor. */
export const fuzzLoadContext = (): AppLoadContext => ({ cspNonce: 'fuzz-nonce', clientIp: '203.0.113.77', trackingSessionId: 'fuzz-tracking-session' })

/**
 * The site as its server answers in front of Remix (server/index.ts): the Origin check on unsafe
 * methods (403), a declared body over the path's cap (413), the request's method and host headers
 * as remix-handler.ts hands them on, then Remix's request handler with the load context.
 */
export function siteHandler(build: ServerBuild): (request: Request) => Promise<Response> {
  const handle = createRequestHandler(build, 'production')
  return async (request) => {
    const url = new URL(request.url)
    if (!isAllowedRequestOrigin({ method: request.method, origin: request.headers.get('origin') ?? undefined, allowedOrigins: env.allowedRequestOrigins }))
      return new Response(FORBIDDEN_ORIGIN_MESSAGE, { status: 403 })
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : new Uint8Array(await request.arrayBuffer())
    if (body && body.byteLength > bodyLimitFor(url.pathname).maxBytes) return new Response(TOO_LARGE_MESSAGE, { status: 413 })
    const source: Record<string, string> = {}
    request.headers.forEach((value, name) => (source[name] = value))
    const init: RequestInit = {
      method: remixRequestMethod(request.method),
      headers: remixRequestHeaders(source, env.publicOrigin, env.allowedRequestOrigins),
      signal: request.signal,
    }
    if (body) init.body = body
    return handle(new Request(`${env.publicOrigin}${url.pathname}${url.search}`, init), fuzzLoadContext())
  }
}
