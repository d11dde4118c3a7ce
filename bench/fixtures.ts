import crypto from 'node:crypto'
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
        // The pre-checkout questions answered (ADR 064): the bench measures checkout itself.
        currentGLPMed: 'none',
        items: [
          {
            product: product?.id,
            name: product?.name ?? 'Semaglutide',
            priceCents: plan?.priceCents ?? 80999,
            retailPriceCents: plan?.priceCents ?? 80999,
            quantity: 1,
          },
        ],
      },
    })
    made.push({ email, cartPublicId: String(cart.publicId) })
  }
  return made
}

/**
 * A client address of its own for each bench patient, from 198.18.0.0/15 (set aside for benchmarks,
 * RFC 2544), sent as X-Forwarded-For: the bench starts the site with TRUST_PROXY=loopback (servers.ts),
 * so it believes the header from this machine as it would from a proxy in front, and budgets
 * sign-ins (100 per address in 15 minutes) and BUY NOWs (60 per address an hour) per address, as
 * real patients each come from their own. Without it every round of the checkout load after the
 * second would be answered 429.
 */
let addressesHandedOut = 0
export function benchClientAddress(): string {
  addressesHandedOut += 1
  const n = addressesHandedOut % 131_072
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * Signs in through the site like a browser would and returns the session cookie, or null.
 * `clientAddress` is sent as X-Forwarded-For (see benchClientAddress); without it the request
 * comes from loopback like every other.
 */
export async function signInCookie(siteUrl: string, email: string, clientAddress?: string): Promise<string | null> {
  const response = await fetch(`${siteUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded', ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}) },
    body: new URLSearchParams({ email, password: BENCH_PASSWORD }),
  })
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter(Boolean)
  return response.status === 302 && cookies.length > 0 ? cookies.join('; ') : null
}

/** One complete, valid new-funnel intake as the browser posts it; `index` makes email and phone unique. */
export function intakeBody(siteUrl: string, index: number) {
  return {
    path: '/intake/submit',
    headers: { Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      funnel: 'new',
      ...sampleIntakeForm({
        first_name: 'Load',
        last_name: `Test${index}`,
        email: `intake-${index}-${Date.now()}@bench.example.com`,
        phone_line: String(1000 + (index % 9000)),
      }),
    }).toString(),
  }
}

/** Submits one intake like a browser and returns the session cookie that carries its result, or null. */
export async function intakeCookie(siteUrl: string): Promise<string | null> {
  const { path: route, headers, body } = intakeBody(siteUrl, 9_999)
  const response = await fetch(`${siteUrl}${route}`, { method: 'POST', redirect: 'manual', headers, body })
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter(Boolean)
  return response.status < 400 && cookies.length > 0 ? cookies.join('; ') : null
}

/**
 * BUY NOW requests, one per new signed-in patient with one open cart of their own (one active order
 * per patient is the rule, and a BUY NOW claims its patient), paying with the sandbox's success
 * card. Every call makes new patients, so each round of the load has fresh ones; each patient signs
 * in and pays from their own client address. Fewer come back if sign-in is refused.
 */
export async function checkoutRequests(payload: Payload, siteUrl: string, count: number) {
  const buyers = await createPatientsWithCarts(payload, count, 'buyer')
  const requests: { path: string; body: string; headers: Record<string, string> }[] = []
  for (const buyer of buyers) {
    const address = benchClientAddress()
    const cookie = await signInCookie(siteUrl, buyer.email, address)
    if (!cookie) break
    requests.push({
      path: `/weight-loss-payment/${buyer.cartPublicId}?index`,
      headers: { Origin: siteUrl, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
      body: new URLSearchParams({
        intent: 'pay',
        paymentTerms: '6',
        // As the page makes it: a fresh UUID per BUY NOW (the site takes [A-Za-z0-9-]{16,64}).
        idempotencyKey: crypto.randomUUID(),
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

/**
 * A signed-in patient with a paid order waiting for the medical form (`pending_approval`), as the
 * form's submit and autosave loads need: answers the order and the session cookie, or why not.
 */
export async function patientAwaitingForm(payload: Payload, siteUrl: string, label: string, extra: { health_id?: string } = {}) {
  const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'semaglutide' } }, limit: 1, depth: 0 })).docs[0]
  const email = `${label.toLowerCase()}-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@bench.example.com`
  const patient = await payload.create({
    collection: 'patients',
    data: { email, password: BENCH_PASSWORD, first_name: 'Bench', last_name: label, state: 'TX', ...extra },
    depth: 0,
  })
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'pending_approval',
      medication: 'semaglutide',
      product: product?.id,
      paymentTerms: '6',
      amountCents: 80999,
      shippingAddress: { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    },
    overrideAccess: true,
    depth: 0,
  })
  const address = benchClientAddress()
  const cookie = await signInCookie(siteUrl, email, address)
  return { order, cookie, address }
}
