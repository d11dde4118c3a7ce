import { getTestPayload } from '@telehealth/cms/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import routes from '~/routes.ts'
import { documentHandler, routeIdOf, type RouteEntry } from '../../test/document-handler.ts'
import { THIRD_PARTY_ORIGIN_HEADER, THIRD_PARTY_SCRIPT_ROUTES } from './scripts.ts'

/**
 * Every page of the route table (routes.ts), rendered as a document by the site's own root (its
 * loader reads the container id from Settings, its Layout draws the tag manager) and document
 * renderer (entry.server.tsx, which asks the server to allow the tag manager's origin in the CSP),
 * with the page itself stood in for by an empty one: whatever a page shows, the tag manager comes
 * from the root, so this is where it must be refused. A new page is walked without an edit here.
 */

interface Page {
  id: string
  url: string
}

/** A value for each dynamic segment, so the page's address can be asked for. */
const segment = (part: string) => (part.startsWith(':') ? `${part.slice(1)}-1` : part)

/** Every page of the table (a .tsx route without children; .ts routes are JSON, files or redirects) and an address for it. */
function pagesOf(entries: readonly RouteEntry[], parentPath = ''): Page[] {
  return entries.flatMap((route) => {
    const fullPath = route.path ? `${parentPath}/${route.path.split('/').map(segment).join('/')}` : parentPath
    if (route.children?.length) return pagesOf(route.children, fullPath)
    return route.file.endsWith('.tsx') && !route.path?.includes('*') ? [{ id: routeIdOf(route), url: fullPath || '/' }] : []
  })
}

const pages = pagesOf(routes)
const document = documentHandler(routes)

async function render(url: string) {
  const page = await document(url)
  return { status: page.status, html: page.html, thirdPartyOrigin: page.headers.get(THIRD_PARTY_ORIGIN_HEADER) }
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
