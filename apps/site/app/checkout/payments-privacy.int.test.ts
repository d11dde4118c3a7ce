import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PAYMENT_DESCRIPTION, stripeGateway } from '@telehealth/cms/site'
import { getTestPayload } from '@telehealth/cms/testing'
import { initialProducts } from '@telehealth/cms/seed'
import type { CheckoutPaymentForm } from '@telehealth/domain'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { sandboxGateway } from '~/services/payments/sandbox-gateway.server.ts'
import { findOpenCart, saveCart } from './cart.server.ts'
import { placeOrder } from './place-order.server.ts'

/**
 * What the payments processor learns of a checkout (ADR 101): a neutral description and opaque ids,
 * never the plan (the medication) nor the patient's name or email. Checked on what the Stripe adapter
 * sends (to a stand-in of Stripe's API that records every request) and on the sandbox's ledger.
 */

const FIRST = 'Ottoline'
const LAST = 'Quarrington'
const EMAIL = 'ottoline.quarrington@example.com'
/** Words of every plan and medication name in the catalogue. */
const PLAN_WORDS = ['semaglutide', 'tirzepatide', 'monthly', 'quarterly', 'yearly', 'plan', 'compounded']

const sent: { path: string; body: URLSearchParams }[] = []
const standIn = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    sent.push({ path: `${req.method} ${url.pathname}${url.search}`, body: new URLSearchParams(raw) })
    const reply = (json: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(json))
    if (url.pathname.startsWith('/v1/payment_methods/')) return reply({ id: 'pm_card_visa', object: 'payment_method', card: { fingerprint: 'fp_visa' } })
    if (url.pathname === '/v1/customers') return reply({ id: 'cus_1', object: 'customer' })
    if (url.pathname === '/v1/payment_intents')
      return reply({
        id: 'pi_1',
        object: 'payment_intent',
        status: 'requires_capture',
        payment_method: {
          id: 'pm_card_visa',
          object: 'payment_method',
          customer: 'cus_1',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, fingerprint: 'fp_visa' },
        },
      })
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'unknown' } }))
  })
})

let payload: Payload
let counter = 0

beforeAll(async () => {
  payload = await getTestPayload()
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

async function patientWithCart(drug: 'semaglutide' | 'tirzepatide') {
  counter += 1
  const email = EMAIL.replace('@', `+${counter}@`)
  const doc = await payload.create({ collection: 'patients', data: { email, password: 'a-long-test-password', first_name: FIRST, last_name: LAST } })
  const patient: SignedInPatient = { ...doc, collection: 'patients' }
  const publicId = await saveCart({ patient, drug, paymentTerms: 6, offers: null, conversionId: null })
  const cart = await findOpenCart(publicId, patient)
  if (!cart) throw new Error('cart not saved')
  return { patient, cart, email }
}

const form: CheckoutPaymentForm = {
  shipping: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  billing: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  agreed_to_terms: true,
}

/** Whatever of the patient or the plan a text gives away. */
function giveaways(text: string, email: string): string[] {
  const lower = text.toLowerCase()
  return [FIRST, LAST, email, email.split('@')[0]!, ...PLAN_WORDS].filter((word) => lower.includes(word.toLowerCase()))
}

describe('the payments processor gets neutral words and opaque ids (ADR 101)', () => {
  it('Stripe: the hold and the customer carry no plan, medication, name or email', async () => {
    const { patient, cart, email } = await patientWithCart('tirzepatide')
    const stripe = stripeGateway({ secretKey: 'sk_test_standin', host: '127.0.0.1', port: (standIn.address() as AddressInfo).port, protocol: 'http' })
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: { kind: 'payment_method', paymentMethodId: 'pm_card_visa' },
      idempotencyKey: 'k-privacy-stripe',
      gateway: stripe,
    })
    expect(result.status).toBe('success')
    const hold = sent.find((request) => request.path === 'POST /v1/payment_intents')
    expect(hold?.body.get('capture_method')).toBe('manual')
    expect(hold?.body.get('description')).toBe(PAYMENT_DESCRIPTION)
    expect(hold?.body.has('receipt_email')).toBe(false)
    const metadataKeys = [...(hold?.body.keys() ?? [])].filter((key) => key.startsWith('metadata[')).sort()
    expect(metadataKeys).toEqual(['metadata[attempt]', 'metadata[attempt_key]', 'metadata[cart]', 'metadata[patient]'])
    for (const request of sent) {
      expect(giveaways(`${request.path} ${decodeURIComponent(request.body.toString())}`, email), request.path).toEqual([])
    }
    expect(sent.some((request) => request.path === 'POST /v1/customers')).toBe(true)
  })

  it("the sandbox's ledger holds no plan, medication, name or email either", async () => {
    const { patient, cart, email } = await patientWithCart('semaglutide')
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: { kind: 'sandbox_card', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' },
      idempotencyKey: 'k-privacy-sandbox',
      gateway: sandboxGateway,
    })
    expect(result.status).toBe('success')
    const ledger = await payload.find({
      collection: 'sandbox-payments',
      where: { idempotencyKey: { like: 'k-privacy-sandbox' } },
      pagination: false,
      overrideAccess: true,
    })
    expect(ledger.docs.length).toBeGreaterThan(0)
    expect(giveaways(JSON.stringify(ledger.docs), email)).toEqual([])
  })
})
