import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { createElement } from 'react'
import * as entry from '~/entry.server.tsx'
import * as root from '~/root.tsx'

/**
 * The site's own document renderer (entry.server.tsx) and root (root.tsx: its loader, Layout and
 * error boundary) over a route table of the test's choosing, called in-process as Remix's server
 * calls them: for tests of what every page's document carries whatever the page itself shows.
 */

/** An entry of routes.ts (Remix's route config). */
export interface RouteEntry {
  id?: string
  path?: string
  index?: boolean
  file: string
  children?: RouteEntry[]
}

export type RouteModule = ServerBuild['routes'][string]['module']

/** A page that shows nothing of its own: the root's part of the document alone. */
function Blank() {
  return createElement(Outlet)
}

/** Remix's default route id: the file without its extension. */
export const routeIdOf = (route: RouteEntry) => route.id ?? route.file.replace(/\.[jt]sx?$/, '')

const FUTURE: ServerBuild['future'] = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
}

/** A request handler for `routes` under the real root; a route's module is `modules[id]`, else a blank page. */
export function documentHandler(routes: readonly RouteEntry[], modules: Record<string, RouteModule> = {}) {
  const serverRoutes: ServerBuild['routes'] = { root: { id: 'root', path: '', module: root } }
  const assetRoutes: ServerBuild['assets']['routes'] = {
    root: {
      id: 'root',
      path: '',
      module: '/root.js',
      hasLoader: true,
      hasAction: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: true,
    },
  }
  const add = (list: readonly RouteEntry[], parentId: string) => {
    for (const route of list) {
      const id = routeIdOf(route)
      const module = modules[id] ?? { default: Blank }
      serverRoutes[id] = { id, parentId, path: route.path, index: route.index, module }
      assetRoutes[id] = {
        id,
        parentId,
        path: route.path,
        index: route.index,
        module: `/${id}.js`,
        hasLoader: Boolean(module.loader),
        hasAction: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
      }
      add(route.children ?? [], id)
    }
  }
  add(routes, 'root')
  const build: ServerBuild = {
    mode: 'production',
    entry: { module: entry },
    routes: serverRoutes,
    assets: { entry: { imports: [], module: '/entry.client.js' }, routes: assetRoutes, url: '/manifest.js', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: FUTURE,
    isSpaMode: false,
  }
  const handle = createRequestHandler(build, 'production')
  /** The document for `path`, with this load context's correlation id. */
  return async (path: string, correlationId = '0123456789abcdef') => {
    const response = await handle(new Request(`https://care.example.com${path}`), {
      cspNonce: 'test-nonce',
      clientIp: '203.0.113.9',
      trackingSessionId: 'document-test',
      correlationId,
    })
    return { status: response.status, headers: response.headers, html: await response.text() }
  }
}
