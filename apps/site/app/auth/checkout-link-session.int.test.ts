import type { AppLoadContext } from '@remix-run/node'
import { relationValue } from '@telehealth/cms/site'
import { getTestPayload, issueCheckoutLink } from '@telehealth/cms/testing'
import type { Cart } from '@telehealth/cms/payload-types'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { action as loginAction, loader as loginLoader } from '~/routes/auth/login/route.tsx'
import { checkoutLoader } from '~/routes/checkout/weight-loss-payment/checkout.server.ts'
import { loader as thanksLoader } from '~/routes/checkout/payment-thanks/route.tsx'
import { loader as statusLoader } from '~/routes/checkout/status-progress/route.tsx'
import { loader as homeLoader } from '~/routes/portal/home/route.tsx'
import { runLoader, testContext } from '../../test/home-routes.ts'

/**
 * ADR 103: a staff checkout link's session opens the checkout and thank-you pages, and nothing of
 * the portal: every portal page, the medical form, prescription answers, form submits, contact and
 * password changes and the portal's JSON resources answer it exactly as they answer a visitor with
 * no session at all (pages: the sign-in and back; resources: 401). A sign-in with the password then
 * makes a full session in its place.
 */

type Handler = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown
interface RouteModule {
  loader?: Handler
  action?: Handler
}

/** Every route module of the patient portal, the verify page and the JSON resources (listed by file, so a new one is covered without edits). */
const guarded: Record<string, () => Promise<unknown>> = {
  ...import.meta.glob(['../routes/portal/**/*.tsx', '!../routes/portal/**/*-runner.tsx', '!../routes/portal/**/*.test.tsx']),
  // Log Out ends any session, a checkout link's included.
  ...import.meta.glob(['../routes/resources/api/*.ts', '!../routes/resources/api/*.test.ts', '!../routes/resources/api/logout.ts']),
  ...import.meta.glob(['../routes/funnel/verify/route.tsx', '../routes/resources/verify-api.ts', '../routes/resources/forms-orders.ts']),
}

/** Places the issue names, answered by a sign-in page (pages) or a 401 (resources). */
const NAMED_PAGES = [
  'portal/home/route.tsx',
  'portal/home/profile.tsx',
  'portal/medical-form/route.tsx',
  'portal/prescription/route.tsx',
  'funnel/verify/route.tsx',
]
const NAMED_RESOURCES = [
  'api/prescription-update.ts',
  'api/submit-md-form.ts',
  'api/submit-bare-form.ts',
  'api/update-profile.ts',
  'api/update-password.ts',
  'api/order-items.ts',
  'api/chat-token.ts',
  'api/questionnaire-draft.ts',
]

const PARAMS = { id: '1', orderId: '1', encounterId: '1', ticket: 'a'.repeat(32), cartId: 'x', tab: 'orders' }

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function linkSession(): Promise<{ cookie: string; cart: Cart; email: string }> {
  const email = `link-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const patient = await payload.create({
    collection: 'patients',
    data: { email, password: 'a-long-test-password', first_name: 'Lin', last_name: 'K', state: 'TX' },
  })
  const cart = await payload.create({
    collection: 'carts',
    data: { patient: relationValue(patient.id), medication: 'semaglutide', paymentTerms: '6', status: 'open' },
  })
  const link = await issueCheckoutLink(payload, cart)
  const opened = await runLoader(({ request }) => checkoutLoader(request, String(cart.publicId)), link.path, '')
  expect(opened.status).toBe(302)
  expect(opened.setCookie, `${link.path} -> ${opened.location}`).toBeTruthy()
  return { cookie: opened.setCookie!.split(';')[0]!, cart, email }
}

/** What a route answers, as status and where it sends the browser (a thrown Response is its answer). */
async function answer(handler: Handler, method: 'GET' | 'POST', cookie: string): Promise<{ status: number; location: string | null }> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
  const init: RequestInit = method === 'POST' ? { method, headers, body: new FormData() } : { headers }
  try {
    const result = await handler({ request: new Request('https://care.example.com/some/page?x=1', init), params: PARAMS, context: testContext })
    if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') }
    const init2 = typeof result === 'object' && result !== null && 'init' in result ? (result.init as ResponseInit | null) : null
    return { status: init2?.status ?? 200, location: null }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
    throw thrown
  }
}

describe('a checkout link’s session (ADR 103)', () => {
  it('opens the checkout, the thank-you and the status page', async () => {
    const { cookie, cart } = await linkSession()
    const checkout = await runLoader(({ request }) => checkoutLoader(request, String(cart.publicId)), `/weight-loss-payment/${cart.publicId}`, cookie)
    // The checkout opens (or first asks its pre-checkout questions): never the sign-in.
    expect(checkout.location ?? '').not.toMatch(/^\/login/)
    expect([200, 302]).toContain(checkout.status)
    for (const [loader, path] of [
      [thanksLoader, '/payment/thanks'],
      [statusLoader, '/status-progress'],
    ] as const) {
      const page = await runLoader(loader, path, cookie)
      expect(page.status, path).toBe(200)
    }
  })

  it('is sent to the sign-in from /home, and a sign-in with the password upgrades it', async () => {
    const { cookie, email } = await linkSession()
    const home = await runLoader(homeLoader, '/home', cookie)
    expect(home.status).toBe(302)
    expect(home.location).toBe('/login?page_ref=%2Fhome')
    // The sign-in page shows (it does not send a session it counts as none back to /home).
    expect((await runLoader(loginLoader as Handler, '/login?page_ref=%2Fhome', cookie)).status).toBe(200)

    const request = new Request('https://care.example.com/login', {
      method: 'POST',
      headers: { Cookie: cookie },
      body: new URLSearchParams({ email, password: 'a-long-test-password', page_ref: '/home' }),
    })
    const signedIn = (await loginAction({ request, params: {}, context: testContext })) as Response
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('Location')).toBe('/home')
    const full = signedIn.headers.get('Set-Cookie')!.split(';')[0]!
    expect((await runLoader(homeLoader as Handler, '/home', full)).status).toBe(200)
    // The link's session ended when the real one began.
    expect((await runLoader(homeLoader as Handler, '/home', cookie)).location).toBe('/login?page_ref=%2Fhome')
    const rows = await payload.find({ collection: 'patient-sessions', where: { scope: { equals: 'checkout' } }, sort: '-startedAt', limit: 1, depth: 0 })
    expect(rows.docs[0]).toMatchObject({ endedReason: 'replaced' })
  })

  it('answers every portal page and resource exactly as it answers no session: the sign-in (pages) or 401 (resources)', async () => {
    const { cookie } = await linkSession()
    const files = Object.keys(guarded).sort()
    expect(files.length).toBeGreaterThan(40)
    let checked = 0
    for (const file of files) {
      const module = (await guarded[file]!()) as RouteModule
      for (const [method, handler] of [
        ['GET', module.loader],
        ['POST', module.action],
      ] as const) {
        if (!handler) continue
        const asLink = await answer(handler, method, cookie)
        const asVisitor = await answer(handler, method, '')
        expect(asLink, `${method} ${file}`).toEqual(asVisitor)
        expect(asLink.status, `${method} ${file}`).toBeGreaterThanOrEqual(300)
        checked += 1
        const name = file.replace('../routes/', '').replace('resources/', '')
        if (NAMED_PAGES.includes(name))
          expect(asLink, `${method} ${file}`).toMatchObject({ status: 302, location: expect.stringMatching(/^\/login\?page_ref=/) as unknown })
        if (NAMED_RESOURCES.includes(name) && method === 'POST') expect(asLink.status, `${method} ${file}`).toBe(401)
      }
    }
    expect(checked).toBeGreaterThan(40)
  })
})
