import { sampleIntakeForm } from '@telehealth/domain/intake/sample-intake-form.fixture'
import type { Payload } from 'payload'

/**
 * Data the load runs need, made through the Local API on the bench's own database: patients with a
 * known password, each with an open cart (one order per patient is the rule, so every checkout
 * request needs its own patient).
 */
export async function benchPayload(databaseUrl: string, secret: string): Promise<Payload> {
  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_SECRET = secret
  const [{ default: config }, { getPayload }] = await Promise.all([import('@telehealth/cms/config'), import('payload')])
  return getPayload({ config })
}

export const BENCH_PASSWORD = 'bench-password-long-enough'

export async function createPatientsWithCarts(payload: Payload, count: number, label: string) {
  const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'semaglutide' } }, limit: 1 })).docs[0]
  const plan = product?.plans?.find((candidate) => candidate.paymentTerms === '6')
  const made: { email: string; cartPublicId: string }[] = []
  for (let index = 0; index < count; index += 1) {
    const email = `${label}-${index}-${Date.now()}@bench.example.com`
    const patient = await payload.create({
      collection: 'patients',
      data: { email, password: BENCH_PASSWORD, first_name: 'Bench', last_name: `Patient${index}`, state: 'TX' },
    })
    const cart = await payload.create({
      collection: 'carts',
      data: {
        patient: patient.id,
        status: 'open',
        medication: 'semaglutide',
        paymentTerms: '6',
        items: [{ product: product?.id, name: product?.name ?? 'Semaglutide', priceCents: plan?.priceCents ?? 80999, retailPriceCents: plan?.priceCents ?? 80999, quantity: 1 }],
      },
    })
    made.push({ email, cartPublicId: String(cart.publicId) })
  }
  return made
}

/** Signs in through the site like a browser would and returns the session cookie, or null. */
export async function signInCookie(siteUrl: string, email: string): Promise<string | null> {
  const response = await fetch(`${siteUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: BENCH_PASSWORD }),
  })
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).filter(Boolean)
  return response.status === 302 && cookies.length > 0 ? cookies.join('; ') : null
}

/** One complete, valid new-funnel intake as the browser posts it; `index` makes email and phone unique. */
export function intakeBody(siteUrl: string, index: number) {
  return {
    path: '/intake/submit',
    headers: { Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      funnel: 'new',
      ...sampleIntakeForm({ first_name: 'Load', last_name: `Test${index}`, email: `intake-${index}-${Date.now()}@bench.example.com`, phone_line: String(1000 + (index % 9000)) }),
    }).toString(),
  }
}

/** Submits one intake like a browser and returns the session cookie that carries its result, or null. */
export async function intakeCookie(siteUrl: string): Promise<string | null> {
  const { path: route, headers, body } = intakeBody(siteUrl, 9_999)
  const response = await fetch(`${siteUrl}${route}`, { method: 'POST', redirect: 'manual', headers, body })
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).filter(Boolean)
  return response.status < 400 && cookies.length > 0 ? cookies.join('; ') : null
}

/**
 * BUY NOW requests, one per new signed-in patient with an open cart (one active order per patient
 * is the rule), paying with the sandbox's success card. Fewer come back if sign-in is refused.
 */
export async function checkoutRequests(payload: Payload, siteUrl: string, count: number) {
  const buyers = await createPatientsWithCarts(payload, count, 'buyer')
  const requests: { path: string; body: string; headers: Record<string, string> }[] = []
  for (const [index, buyer] of buyers.entries()) {
    const cookie = await signInCookie(siteUrl, buyer.email)
    if (!cookie) break
    requests.push({
      path: `/weight-loss-payment/${buyer.cartPublicId}?index`,
      headers: { Origin: siteUrl, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'pay',
        paymentTerms: '6',
        idempotencyKey: `bench-${index}-${Date.now()}`,
        'shipping.address_line_1': '100 Congress Ave',
        'shipping.city': 'Austin',
        'shipping.state': 'TX',
        'shipping.zip': '78701',
        agreed_to_terms: 'on',
        card_number: '4242424242424242',
        card_exp: '12/30',
        card_cvc: '123',
        card_zip: '78701',
      }).toString(),
    })
  }
  return requests
}
