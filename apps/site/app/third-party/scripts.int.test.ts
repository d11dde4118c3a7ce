import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { getTestPayload } from '@telehealth/cms/testing'
import { createElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import * as entry from '~/entry.server.tsx'
import * as root from '~/root.tsx'
import routes from '~/routes.ts'
import { THIRD_PARTY_ORIGIN_HEADER, THIRD_PARTY_SCRIPT_ROUTES } from './scripts.ts'

/**
 * Every page of the route table (routes.ts), rendered as a document by the site's own root (its
 * loader reads the container id from Settings, its Layout draws the tag manager) and document
 * renderer (entry.server.tsx, which asks the server to allow the tag manager's origin in the CSP),
 * with the page itself stood in for by an empty one: whatever a page shows, the tag manager comes
 * from the root, so this is where it must be refused. A new page is walked without an edit here.
 */

interface RouteEntry {
  id?: string
  path?: string
  index?: boolean
  file: string
  children?: RouteEntry[]
}

interface Page {
  id: string
  url: string
}

/** Remix's default route id: the file without its extension. */
const routeId = (entry: RouteEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')

/** A value for each dynamic segment, so the page's address can be asked for. */
const segment = (part: string) => (part.startsWith(':') ? `${part.slice(1)}-1` : part)

function Blank() {
  return createElement(Outlet)
}

function manifestOf(entries: readonly RouteEntry[]) {
  const serverRoutes: ServerBuild['routes'] = {
    root: { id: 'root', path: '', module: root },
  }
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
  const pages: Page[] = []
  const walk = (list: readonly RouteEntry[], parentId: string, parentPath: string) => {
    for (const entry of list) {
      const id = routeId(entry)
      const fullPath = entry.path ? `${parentPath}/${entry.path.split('/').map(segment).join('/')}` : parentPath
      // A resource route (a .ts module: JSON, files, redirects) draws no document.
      const isPage = entry.file.endsWith('.tsx')
      serverRoutes[id] = { id, parentId, path: entry.path, index: entry.index, module: { default: Blank } }
      assetRoutes[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        module: `/${id}.js`,
        hasLoader: false,
        hasAction: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
      }
      if (isPage && !entry.path?.includes('*') && !entry.children?.length) pages.push({ id, url: fullPath || '/' })
      walk(entry.children ?? [], id, fullPath)
    }
  }
  walk(entries, 'root', '')
  return { serverRoutes, assetRoutes, pages: pages.filter((page, i) => pages.findIndex((other) => other.id === page.id) === i) }
}

const { serverRoutes, assetRoutes, pages } = manifestOf(routes)

const build: ServerBuild = {
  mode: 'production',
  entry: { module: entry },
  routes: serverRoutes,
  assets: { entry: { imports: [], module: '/entry.client.js' }, routes: assetRoutes, url: '/manifest.js', version: 'test' },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  isSpaMode: false,
}
const handle = createRequestHandler(build, 'production')

async function render(url: string) {
  const response = await handle(new Request(`https://care.example.com${url}`), {
    cspNonce: 'test-nonce',
    clientIp: '203.0.113.9',
    trackingSessionId: 'third-party-test',
    correlationId: '0123456789abcdef',
  })
  return { status: response.status, html: await response.text(), thirdPartyOrigin: response.headers.get(THIRD_PARTY_ORIGIN_HEADER) }
}

describe('third-party scripts on the allowlist only (ADR 101)', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'settings', data: { tagManagerContainerId: 'GTM-SIDEDOOR', companyAddress: '1 Test Way, Austin, TX' } })
  })

  it('holds public landing pages only: no portal, sign-in, reset, checkout or staff page, not /sorry, /verify or the report', () => {
    const never = [...THIRD_PARTY_SCRIPT_ROUTES].filter(
      (id) =>
        /^routes\/(portal|auth|checkout|staff)\//.test(id) ||
        ['routes/funnel/sorry/route', 'routes/funnel/verify/route', 'routes/funnel/weight-loss-report/route'].includes(id),
    )
    expect(never).toEqual([])
    expect(THIRD_PARTY_SCRIPT_ROUTES.has('routes/funnel/intake/route')).toBe(true)
  })

  it('walks every page of the route table: the portal, forms, reset, /sorry and checkout among them', () => {
    const ids = pages.map((page) => page.id)
    for (const id of THIRD_PARTY_SCRIPT_ROUTES) expect(ids).toContain(id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'routes/portal/home/index',
        'routes/portal/home/profile',
        'routes/portal/medical-form/route',
        'routes/portal/prescription/route',
        'routes/portal/adjust-doses/route',
        'routes/portal/upload-video/route',
        'routes/portal/replacement-request/route',
        'routes/funnel/sorry/route',
        'routes/auth/password-reset/route',
        'routes/auth/login/route',
        'routes/checkout/weight-loss-payment/route',
        'routes/checkout/payment-thanks/route',
      ]),
    )
    expect(pages.length).toBeGreaterThan(25)
  })

  it.each(pages)('$url ($id): the tag manager only if the page is on the allowlist', async ({ id, url }) => {
    const page = await render(url)
    expect(page.status, url).toBe(200)
    const allowed = THIRD_PARTY_SCRIPT_ROUTES.has(id)
    // A script element that loads the container, and the start snippet that makes window.dataLayer.
    expect(/<script[^>]*src="https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-SIDEDOOR"/.test(page.html), url).toBe(allowed)
    expect(page.html.includes('window.dataLayer=window.dataLayer'), url).toBe(allowed)
    expect(page.thirdPartyOrigin, url).toBe(allowed ? 'https://www.googletagmanager.com' : null)
  })

  it('loads nothing anywhere when no container is set', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'settings', data: { tagManagerContainerId: null, companyAddress: '1 Test Way, Austin, TX' } })
    try {
      const landing = await render('/')
      expect(landing.html).not.toMatch(/<script[^>]*gtm\.js/)
      expect(landing.thirdPartyOrigin).toBeNull()
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { tagManagerContainerId: 'GTM-SIDEDOOR', companyAddress: '1 Test Way, Austin, TX' } })
    }
  })
})
