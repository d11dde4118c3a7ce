import { getTestPayload } from '@telehealth/cms/testing'
import type { Subscription } from '@telehealth/cms/payload-types'
import { billingMessages, paymentErrorMessage, paymentMessages } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loader as blockLoader } from '~/routes/resources/api/block-user-payment.ts'
import { action as payNowAction } from '~/routes/resources/api/process-subs-payment.ts'
import { sandboxGateway } from '~/services/payments/sandbox-gateway.server.ts'
import { sessionCookie, testContext as context } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { loadBillingTab } from './billing.server.ts'

/** Pay Now and the block state through their routes, as the Billing tab's modal posts them (ADR 094). */

let payload: Payload
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
const billing = { 'billing.address_line_1': '12 Elm St', 'billing.city': 'Austin', 'billing.state': 'TX', 'billing.zip': '78701' }
const newCard = (number: string) => ({ card_number: number, card_exp: '12/30', card_cvc: '123', card_zip: '78701', ...billing })
let saves = 0

beforeAll(async () => {
  payload = await getTestPayload()
})

/** A patient whose quarterly plan is Past Due (bought with a $50 coupon on the first payment), its card on file. */
async function pastDuePlan(cardNumber: string) {
  const patient = await signedInPatient(payload)
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'order_delivered',
      medication: 'tirzepatide',
      paymentTerms: '3',
      amountCents: 69900,
      discountCents: 5000,
      shippingAddress,
    },
  })
  const kept = await sandboxGateway.saveCard({
    card: { kind: 'sandbox_card', number: cardNumber, expMonth: 12, expYear: 2031, cvc: '123', postalCode: '78701' },
    customer: { reference: null },
    idempotencyKey: `pay-now-test-save-${++saves}-${Date.now()}`,
    metadata: {},
  })
  if (kept.status !== 'saved') throw new Error('test card not kept')
  const { status: _saved, ...card } = kept
  const subscription = await payload.create({
    collection: 'subscriptions',
    data: {
      patient: patient.id,
      order: order.id,
      plan_name: 'Tirzepatide Quarterly',
      amountCents: 69900,
      paymentTerms: '3',
      status: 'paused',
      next_billing_date: '2026-11-20T00:00:00.000Z',
      renewal: { pastDueSince: '2026-11-20T00:00:00.000Z', attempts: 1, nextAttemptAt: '2026-11-23T00:00:00.000Z' },
      cardOnFile: { status: 'saved', gateway: 'sandbox', ...card, savedAt: new Date().toISOString() },
    },
  })
  return { patient, subscription, cookie: await sessionCookie(patient) }
}

/** Posts the modal's form (form data) and answers the status and JSON, thrown answers (the 401) included. */
async function post(cookie: string, fields: Record<string, string | number>): Promise<{ status: number; body: { status: string; message: string } }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  const request = new Request('https://care.example.com/api/process-subs-payment', { method: 'POST', headers: cookie ? { Cookie: cookie } : {}, body: form })
  let response: Response
  try {
    response = await payNowAction({ request, params: {}, context })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    response = thrown
  }
  return { status: response.status, body: (await response.json()) as { status: string; message: string } }
}

async function blockState(cookie: string) {
  const response = await blockLoader({
    request: new Request('https://care.example.com/api/block-user-payment', { headers: { Cookie: cookie } }),
    params: {},
    context,
  })
  return (await response.json()) as Record<string, unknown>
}

async function chargesOf(subscription: Pick<Subscription, 'cardOnFile'>) {
  const rows = await payload.find({
    collection: 'sandbox-payments',
    where: { and: [{ kind: { equals: 'charge' } }, { customerRef: { equals: subscription.cardOnFile?.customerRef ?? '-' } }] },
    depth: 0,
    pagination: false,
  })
  return rows.docs
}

const subscriptionNow = (id: Subscription['id']) => payload.findByID({ collection: 'subscriptions', id, depth: 0 })

describe('POST /api/process-subs-payment', () => {
  it('20 concurrent Pay Nows with tampered amounts charge the plan’s price once, and the plan is active again', async () => {
    const { patient, subscription, cookie } = await pastDuePlan('4242424242424242')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(cookie, { subscription_id: subscription.id, amount: index % 2 ? '1' : '0.01', details: '{}' })),
    )
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { status: 'success', message: billingMessages.paymentProcessed } })
    const charges = await chargesOf(subscription)
    expect(charges).toHaveLength(1)
    // The server's amount, never the browser's: the plan's price as bought (the coupon was for the first payment).
    expect(charges[0]).toMatchObject({ status: 'charged', amountCents: 74900 })
    const paid = await payload.find({ collection: 'transactions', where: { subscription: { equals: subscription.id } }, depth: 0 })
    expect(paid.docs).toHaveLength(1)
    expect(paid.docs[0]).toMatchObject({ status: 'success', amountCents: 74900, product_name: 'Tirzepatide Quarterly' })
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'active', next_billing_date: '2027-02-20T00:00:00.000Z' })
    // What the patient sees: the plan active again, the payment paid.
    const tab = await loadBillingTab(patient)
    expect(tab.subscriptions.find((row) => String(row.id) === String(subscription.id))).toMatchObject({ status: 'active' })
    expect(tab.transactions.map((row) => row.amountCents)).toContain(74900)
  })

  it('answers another patient’s subscription exactly as an unknown or malformed one (404), and charges nothing', async () => {
    const { subscription } = await pastDuePlan('4242424242424242')
    const other = await pastDuePlan('4242424242424242')
    const theirs = await post(other.cookie, { subscription_id: subscription.id })
    expect(theirs).toEqual({ status: 404, body: { status: 'error', message: 'No subscription was found with that id.' } })
    expect(await post(other.cookie, { subscription_id: 'not-an-id' })).toEqual(theirs)
    expect(await post(other.cookie, {})).toEqual(theirs)
    expect(await chargesOf(subscription)).toHaveLength(0)
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'paused' })
  })

  it('refuses a plan that is not Past Due (409), and asks for a sign-in without a session (401)', async () => {
    const { subscription, cookie } = await pastDuePlan('4242424242424242')
    await payload.update({ collection: 'subscriptions', id: subscription.id, data: { status: 'active' } })
    expect(await post(cookie, { subscription_id: subscription.id })).toEqual({
      status: 409,
      body: { status: 'error', message: paymentErrorMessage('This subscription has nothing to pay now.') },
    })
    expect((await post('', { subscription_id: subscription.id })).status).toBe(401)
    expect(await chargesOf(subscription)).toHaveLength(0)
  })

  it('a declined card answers Payment Error with the bank’s reason, keeps the plan Past Due, and counts toward the checkout’s block', async () => {
    const { patient, subscription, cookie } = await pastDuePlan('4000000000000341')
    expect(await blockState(cookie)).toEqual({ status: 'success', blocked: false, blockedUntil: null, attempts: 0, message: null })
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect(await post(cookie, { subscription_id: subscription.id })).toEqual({
        status: 402,
        body: { status: 'error', message: 'Payment Error: Your card was declined.' },
      })
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'paused', renewal: { attempts: 1 } })
    const declines = await payload.find({ collection: 'payment-declines', where: { patient: { equals: patient.id } }, depth: 0 })
    expect(declines.docs).toHaveLength(3)
    expect(await blockState(cookie)).toMatchObject({ blocked: false, attempts: 3 })
    // The fourth decline blocks, as at checkout; the next Pay Now is refused before the card is tried.
    expect(await post(cookie, { subscription_id: subscription.id })).toEqual({
      status: 402,
      body: { status: 'error', message: paymentMessages.cardTemporarilyBlocked },
    })
    expect(await chargesOf(subscription)).toHaveLength(4)
    expect(await post(cookie, { subscription_id: subscription.id, ...newCard('4242424242424242') })).toEqual({
      status: 402,
      body: { status: 'error', message: paymentMessages.cardTemporarilyBlocked },
    })
    expect(await chargesOf(subscription)).toHaveLength(4)
    const blocked = await blockState(cookie)
    expect(blocked).toMatchObject({ status: 'success', blocked: true, message: paymentMessages.cardTemporarilyBlocked })
    expect(new Date(String(blocked.blockedUntil)).getTime()).toBeGreaterThan(Date.now())
  })

  it('checks a new card’s form first (the spec’s messages, 400), then keeps and charges it as the card on file', async () => {
    const { subscription, cookie } = await pastDuePlan('4000000000000341')
    expect(
      await post(cookie, { subscription_id: subscription.id, card_number: '4242424242424242', card_exp: '12/30', card_cvc: '123', card_zip: '78701' }),
    ).toEqual({
      status: 400,
      body: { status: 'error', message: billingMessages.billingAddressIncomplete },
    })
    expect(await post(cookie, { subscription_id: subscription.id, ...newCard('1234') })).toEqual({
      status: 400,
      body: { status: 'error', message: billingMessages.invalidCardDetails },
    })
    expect(await post(cookie, { subscription_id: subscription.id, amount: 5, ...newCard('5555555555554444') })).toEqual({
      status: 200,
      body: { status: 'success', message: billingMessages.paymentProcessed },
    })
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'active', cardOnFile: { status: 'saved', last4: '4444', brand: 'mastercard' } })
  })
})
