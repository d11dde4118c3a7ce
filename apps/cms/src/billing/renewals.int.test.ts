import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { oneRunnerAtATime } from '../jobs/once.ts'
import { transitionOrder } from '../orders/lifecycle.ts'
import { PERIODIC_QUEUE } from '../jobs/tasks.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { createSandboxGateway } from '../payments/sandbox-gateway.ts'
import type { Subscription } from '../payload-types.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { chargeSubscriptionPeriod, type ChargeDeps } from './charge-period.ts'
import { renewSubscriptions } from './renew-subscriptions.ts'

let payload: Payload
/** Two gateways over one database, as two processes have. */
let first: PaymentGateway
let second: PaymentGateway

beforeAll(async () => {
  payload = await getTestPayload()
  first = createSandboxGateway(async () => payload)
  second = createSandboxGateway(async () => payload)
})

// Each test's plans are its own: those of earlier tests end, so a later simulated clock does not charge them.
afterEach(async () => {
  await payload.update({ collection: 'subscriptions', where: { status: { not_equals: 'ended' } }, data: { status: 'ended' }, depth: 0, overrideAccess: true })
})

const DAY = 24 * 60 * 60 * 1000
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
const PLAN = 'Tirzepatide Quarterly'
let saves = 0

const at =
  (when: Date | string): ChargeDeps['now'] =>
  () =>
    new Date(when)

/**
 * A patient who bought a quarterly plan (with a $50 coupon on the first payment) and whose card is
 * on file, due at `due`: the subscription as checkout leaves it.
 */
async function boughtPlan(options: {
  card?: string | null
  due: string
  status?: Subscription['status']
  orderStatus?: 'order_delivered' | 'pending_approval'
}) {
  const patient = await createPatient(payload)
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: options.orderStatus ?? 'order_delivered',
      medication: 'tirzepatide',
      paymentTerms: '3',
      amountCents: 69900,
      discountCents: 5000,
      shippingAddress,
    },
    overrideAccess: true,
  })
  let cardOnFile: Subscription['cardOnFile'] = { status: 'none', gateway: 'sandbox', failure: 'The card could not be kept with the payment.' }
  if (options.card) {
    const kept = await first.saveCard({
      card: { kind: 'sandbox_card', number: options.card, expMonth: 12, expYear: 2031, cvc: '123', postalCode: '78701' },
      customer: { reference: null },
      idempotencyKey: `test-save-${++saves}-${Date.now()}`,
      metadata: {},
    })
    if (kept.status !== 'saved') throw new Error('test card not kept')
    const { status: _saved, ...card } = kept
    cardOnFile = { status: 'saved', gateway: 'sandbox', ...card, savedAt: new Date().toISOString() }
  }
  const subscription = await payload.create({
    collection: 'subscriptions',
    data: {
      patient: patient.id,
      order: order.id,
      plan_name: PLAN,
      amountCents: 69900,
      paymentTerms: '3',
      status: options.status ?? 'active',
      next_billing_date: options.due,
      cardOnFile,
    },
    overrideAccess: true,
  })
  return { patient, order, subscription }
}

const subscriptionNow = (id: Subscription['id']) => payload.findByID({ collection: 'subscriptions', id, depth: 0, overrideAccess: true })

const renewalsOf = (id: Subscription['id']) =>
  payload.find({ collection: 'transactions', where: { subscription: { equals: id } }, depth: 0, overrideAccess: true, pagination: false })

/** The sandbox's charges of this customer: what actually left the card. */
async function chargesOf(subscription: Pick<Subscription, 'cardOnFile'>) {
  const rows = await payload.find({
    collection: 'sandbox-payments',
    where: { and: [{ kind: { equals: 'charge' } }, { customerRef: { equals: subscription.cardOnFile?.customerRef ?? '-' } }] },
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return rows.docs
}

async function emailsTo(email: unknown) {
  return (
    await payload.find({ collection: 'outbox', where: { to: { equals: String(email) } }, depth: 0, overrideAccess: true, pagination: false, sort: 'createdAt' })
  ).docs
}

/** No medication, no plan name, no dose in what the patient is emailed about money. */
function expectNoMedicationNamed(text: string) {
  expect(text).not.toMatch(/tirzepatide|semaglutide|quarterly|glp|mg\b/i)
}

describe('the renewal job', () => {
  it('charges a due plan once, whichever of two processes runs it at once, and moves it on by the plan’s interval', async () => {
    const due = '2027-01-10T00:00:00.000Z'
    const { patient, subscription } = await boughtPlan({ card: '4242424242424242', due })
    const now = at('2027-01-10T06:00:00.000Z')
    await Promise.all([renewSubscriptions({ payload }, { gateway: first, now }), renewSubscriptions({ payload }, { gateway: second, now })])
    await renewSubscriptions({ payload }, { gateway: first, now })

    const charges = await chargesOf(subscription)
    expect(charges).toHaveLength(1)
    // The plan's price as bought: the coupon paid toward the first payment only.
    expect(charges[0]).toMatchObject({ status: 'charged', amountCents: 74900 })
    const paid = await renewalsOf(subscription.id)
    expect(paid.docs).toHaveLength(1)
    expect(paid.docs[0]).toMatchObject({ status: 'success', amountCents: 74900, product_name: PLAN, gatewayReference: charges[0]?.reference })
    expect(paid.docs[0]?.idempotencyKey).toBe(`renewal:subscription:${subscription.reference}:2027-01-10`)

    const after = await subscriptionNow(subscription.id)
    expect(after).toMatchObject({ status: 'active', next_billing_date: '2027-04-10T00:00:00.000Z', amountCents: 74900 })
    expect(after.renewal).toMatchObject({ attempts: 0, pastDueSince: null, inFlight: null })
    // The next order is open, waiting for the refill questions; it carries no card hold.
    const next = await payload.findByID({ collection: 'orders', id: paid.docs[0]!.order as number, depth: 0, overrideAccess: true })
    expect(next).toMatchObject({ status: 'pending_approval', medication: 'tirzepatide', paymentTerms: '3', amountCents: 74900, payment_intent_id: null })
    expect(after.order).toBe(next.id)
    const emails = await emailsTo(patient.email)
    expect(emails.map((email) => email.subject)).toEqual(['Your plan has renewed'])
    expectNoMedicationNamed(String(emails[0]?.body))

    // The next period is the next run's: nothing more is charged before it.
    await renewSubscriptions({ payload }, { gateway: first, now: at('2027-04-09T23:00:00.000Z') })
    expect(await chargesOf(subscription)).toHaveLength(1)
  })

  it('charges an add-on chosen from the portal offer once, with the next period, and it names the order it ships with', async () => {
    const due = '2027-02-10T00:00:00.000Z'
    const { patient, subscription } = await boughtPlan({ card: '4242424242424242', due })
    const product = await payload.create({
      collection: 'products',
      data: { name: 'GLP Energy', slug: `energy-${Date.now()}`, kind: 'addon', monthlyPriceCents: 1997 },
      overrideAccess: true,
    })
    const promotion = await payload.create({
      collection: 'promotions',
      data: {
        name: 'Offer',
        active: true,
        startsAt: '2027-01-01T00:00:00.000Z',
        endsAt: '2027-03-01T00:00:00.000Z',
        addOnPercentOff: 40,
        plans: [{ label: '3 months of tirzepatide', medication: 'tirzepatide', paymentTerms: '3', priceCents: 74997 }],
      },
      overrideAccess: true,
    })
    const addOn = await payload.create({
      collection: 'promotion-add-ons',
      data: {
        patient: patient.id,
        promotion: promotion.id,
        product: product.id,
        name: 'GLP Energy',
        listPriceCents: 1997,
        percentOff: 40,
        priceCents: 1198,
        status: 'selected',
        key: `${patient.id}:${promotion.id}:${product.id}`,
      },
      overrideAccess: true,
    })
    await renewSubscriptions({ payload }, { gateway: first, now: at('2027-02-10T06:00:00.000Z') })

    // The plan's price as bought, and the add-on for the plan's three months at its offer price.
    const charges = await chargesOf(subscription)
    expect(charges.map((charge) => charge.amountCents)).toEqual([74900 + 3 * 1198])
    const [paid] = (await renewalsOf(subscription.id)).docs
    const chosen = await payload.findByID({ collection: 'promotion-add-ons', id: addOn.id, depth: 0, overrideAccess: true })
    expect(chosen).toMatchObject({ status: 'ordered', order: paid?.order })
    // The subscription keeps the plan's own price: the next period charges no add-on again.
    expect(await subscriptionNow(subscription.id)).toMatchObject({ amountCents: 74900, next_billing_date: '2027-05-10T00:00:00.000Z' })
    await renewSubscriptions({ payload }, { gateway: first, now: at('2027-05-10T06:00:00.000Z') })
    expect((await chargesOf(subscription)).map((charge) => charge.amountCents).sort()).toEqual([74900, 74900 + 3 * 1198])
  })

  it('charges once when its job is queued twice and two runners run the queue at once', async () => {
    const { subscription } = await boughtPlan({ card: '4242424242424242', due: new Date(Date.now() - DAY).toISOString() })
    await payload.jobs.queue({ task: 'renew-subscriptions', queue: PERIODIC_QUEUE, input: {} })
    await payload.jobs.queue({ task: 'renew-subscriptions', queue: PERIODIC_QUEUE, input: {} })
    const tick = async () => {
      if (await oneRunnerAtATime(payload)) await payload.jobs.run({ queue: PERIODIC_QUEUE, limit: 10 })
    }
    await Promise.all([tick(), payload.jobs.run({ queue: PERIODIC_QUEUE, limit: 10 })])
    await payload.jobs.run({ queue: PERIODIC_QUEUE, limit: 10 })
    expect(await chargesOf(subscription)).toHaveLength(1)
    expect((await renewalsOf(subscription.id)).docs).toHaveLength(1)
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'active' })
    await payload.delete({ collection: 'claims', where: { key: { equals: 'jobs-runner' } }, overrideAccess: true })
  })

  it('a card that needs the patient’s authentication off-session ends Past Due with the email, never silently', async () => {
    const { patient, subscription } = await boughtPlan({ card: '4000002760003184', due: '2027-02-01T00:00:00.000Z' })
    const counts = await renewSubscriptions({ payload }, { gateway: first, now: at('2027-02-01T01:00:00.000Z') })
    expect(counts).toMatchObject({ paid: 0, pastDue: 1 })
    const after = await subscriptionNow(subscription.id)
    expect(after.status).toBe('paused')
    expect(after.renewal).toMatchObject({ attempts: 1, pastDueSince: '2027-02-01T00:00:00.000Z', nextAttemptAt: '2027-02-04T00:00:00.000Z' })
    expect(after.renewal?.lastFailure).toMatch(/authentication/)
    expect((await renewalsOf(subscription.id)).docs).toHaveLength(0)
    const emails = await emailsTo(patient.email)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ subject: 'Your renewal payment did not go through' })
    expect(emails[0]?.body).toMatch(/confirm the payment/)
    expect(emails[0]?.body).toMatch(/Pay Now/)
    expectNoMedicationNamed(String(emails[0]?.body))
  })

  it('a declined card makes the plan Past Due and emails the patient; retried on days 3, 5 and 7, then the plan ends', async () => {
    const due = '2027-03-01T00:00:00.000Z'
    const { patient, subscription } = await boughtPlan({ card: '4000000000000341', due })
    const run = (when: string) => renewSubscriptions({ payload }, { gateway: first, now: at(when) })

    expect(await run('2027-03-01T02:00:00.000Z')).toMatchObject({ pastDue: 1 })
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'paused', renewal: { attempts: 1, nextAttemptAt: '2027-03-04T00:00:00.000Z' } })
    // Between retries nothing is tried.
    expect(await run('2027-03-03T23:00:00.000Z')).toMatchObject({ pastDue: 0, ended: 0 })
    expect(await run('2027-03-04T01:00:00.000Z')).toMatchObject({ pastDue: 1 })
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'paused', renewal: { attempts: 2, nextAttemptAt: '2027-03-06T00:00:00.000Z' } })
    expect(await run('2027-03-06T01:00:00.000Z')).toMatchObject({ pastDue: 1 })
    expect(await run('2027-03-08T01:00:00.000Z')).toMatchObject({ ended: 1 })
    const ended = await subscriptionNow(subscription.id)
    expect(ended).toMatchObject({ status: 'ended', next_billing_date: due, renewal: { attempts: 4, nextAttemptAt: null, pastDueSince: due } })
    expect(ended.renewal?.endedAt).toBeTruthy()
    // Ended: never tried again.
    expect(await run('2027-04-01T01:00:00.000Z')).toMatchObject({ pastDue: 0, ended: 0, paid: 0 })

    const charges = await chargesOf(subscription)
    expect(charges.map((charge) => charge.status)).toEqual(['declined', 'declined', 'declined', 'declined'])
    // Four different keys: a gateway answers a key it has seen with its first answer.
    expect(new Set(charges.map((charge) => charge.idempotencyKey)).size).toBe(4)
    expect((await renewalsOf(subscription.id)).docs).toHaveLength(0)
    const emails = await emailsTo(patient.email)
    expect(emails.map((email) => email.subject)).toEqual([
      'Your renewal payment did not go through',
      'Your renewal payment did not go through',
      'Your renewal payment did not go through',
      'Your plan has ended',
    ])
    expect(emails[0]?.body).toMatch(/declined/)
    expect(emails[0]?.body).toMatch(/March 4, 2027/)
    for (const email of emails) expectNoMedicationNamed(`${email.subject} ${email.body}`)
  })

  it('a plan with no card on file is Past Due with the email, and nothing reaches the gateway', async () => {
    const { patient, subscription } = await boughtPlan({ card: null, due: '2027-05-01T00:00:00.000Z' })
    expect(await renewSubscriptions({ payload }, { gateway: first, now: at('2027-05-01T05:00:00.000Z') })).toMatchObject({ pastDue: 1 })
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'paused', renewal: { attempts: 1 } })
    expect((await emailsTo(patient.email))[0]?.body).toMatch(/no card on file/)
  })

  it('does not charge a plan whose order was cancelled, denied or refunded: it ends', async () => {
    const { subscription, order } = await boughtPlan({ card: '4242424242424242', due: '2027-06-01T00:00:00.000Z', orderStatus: 'pending_approval' })
    const denied = await transitionOrder(payload, {
      orderId: order.id,
      from: 'pending_approval',
      to: 'disqualified',
      actor: { kind: 'system' },
      reason: 'Not a candidate',
    })
    expect(denied).toMatchObject({ ok: true })
    expect(await renewSubscriptions({ payload }, { gateway: first, now: at('2027-06-01T05:00:00.000Z') })).toMatchObject({ ended: 1, paid: 0 })
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'ended' })
    expect(await chargesOf(subscription)).toHaveLength(0)
  })

  it('a charge whose answer was lost is asked again with its key: the retry finishes it, one charge', async () => {
    const { subscription } = await boughtPlan({ card: '4242424242424242', due: '2027-07-01T00:00:00.000Z' })
    const now = at('2027-07-01T05:00:00.000Z')
    // The gateway charges, then the answer never arrives (a time-out, a process that died).
    const losing: PaymentGateway = {
      ...first,
      async chargeSaved(request) {
        await first.chargeSaved(request)
        throw new Error('socket hang up')
      },
    }
    expect(await renewSubscriptions({ payload }, { gateway: losing, now })).toMatchObject({ unanswered: 1, paid: 0 })
    const waiting = await subscriptionNow(subscription.id)
    expect(waiting.status).toBe('active')
    expect(waiting.renewal?.inFlight).toBeTruthy()
    expect(await renewSubscriptions({ payload }, { gateway: second, now })).toMatchObject({ paid: 1 })
    expect(await chargesOf(subscription)).toHaveLength(1)
    expect((await renewalsOf(subscription.id)).docs).toHaveLength(1)
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'active', next_billing_date: '2027-10-01T00:00:00.000Z' })
  })
  it('a write that fails after the charge leaves nothing half-written, and the next run finishes it with the same charge', async () => {
    const { patient, subscription } = await boughtPlan({ card: '4242424242424242', due: '2027-07-15T00:00:00.000Z' })
    // Planted: no order to copy and no shipping address on file, so opening the next order fails inside the unit.
    await payload.update({ collection: 'subscriptions', id: subscription.id, data: { order: null }, depth: 0, overrideAccess: true })
    const now = at('2027-07-15T05:00:00.000Z')
    expect(await renewSubscriptions({ payload }, { gateway: first, now })).toMatchObject({ unfinished: 1, paid: 0 })
    expect(await chargesOf(subscription)).toHaveLength(1)
    expect((await renewalsOf(subscription.id)).docs).toHaveLength(0)
    expect((await payload.find({ collection: 'orders', where: { patient: { equals: patient.id } }, depth: 0, overrideAccess: true })).docs).toHaveLength(1)
    const waiting = await subscriptionNow(subscription.id)
    expect(waiting).toMatchObject({ status: 'active', next_billing_date: '2027-07-15T00:00:00.000Z' })
    expect(waiting.renewal?.inFlight).toBeTruthy()

    await payload.create({ collection: 'addresses', data: { patient: patient.id, kind: 'shipping', ...shippingAddress }, overrideAccess: true })
    expect(await renewSubscriptions({ payload }, { gateway: second, now })).toMatchObject({ paid: 1 })
    expect(await chargesOf(subscription)).toHaveLength(1)
    expect((await renewalsOf(subscription.id)).docs).toHaveLength(1)
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'active', next_billing_date: '2027-10-15T00:00:00.000Z' })
  })
})

describe('Pay Now’s charge', () => {
  it('20 concurrent Pay Nows of a past-due plan charge it once, and all answer paid', async () => {
    const { patient, subscription } = await boughtPlan({ card: '4242424242424242', due: '2027-08-01T00:00:00.000Z', status: 'paused' })
    const now = at('2027-08-03T10:00:00.000Z')
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        chargeSubscriptionPeriod(
          payload,
          { subscriptionId: subscription.id, by: { kind: 'patient', patientId: patient.id } },
          { gateway: index % 2 ? first : second, now },
        ),
      ),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array.from({ length: 20 }, () => 'paid'))
    expect(await chargesOf(subscription)).toHaveLength(1)
    expect((await renewalsOf(subscription.id)).docs).toHaveLength(1)
    expect(await subscriptionNow(subscription.id)).toMatchObject({ status: 'active', next_billing_date: '2027-11-01T00:00:00.000Z' })
  })

  it('is the patient’s own past-due plan only', async () => {
    const { subscription } = await boughtPlan({ card: '4242424242424242', due: '2027-08-01T00:00:00.000Z', status: 'paused' })
    const other = await createPatient(payload)
    const deps = { gateway: first, now: at('2027-08-03T10:00:00.000Z') }
    expect(await chargeSubscriptionPeriod(payload, { subscriptionId: subscription.id, by: { kind: 'patient', patientId: other.id } }, deps)).toMatchObject({
      status: 'refused',
      code: 'not-found',
    })
    expect(await chargeSubscriptionPeriod(payload, { subscriptionId: 'nonsense', by: { kind: 'patient', patientId: other.id } }, deps)).toMatchObject({
      status: 'refused',
      code: 'not-found',
    })
    const active = await boughtPlan({ card: '4242424242424242', due: '2027-09-01T00:00:00.000Z' })
    expect(
      await chargeSubscriptionPeriod(payload, { subscriptionId: active.subscription.id, by: { kind: 'patient', patientId: active.patient.id } }, deps),
    ).toMatchObject({ status: 'refused', code: 'not-past-due' })
    expect(await chargesOf(subscription)).toHaveLength(0)
  })

  it('a new card is kept and charged, and becomes the card on file', async () => {
    const { patient, subscription } = await boughtPlan({ card: '4000000000000341', due: '2027-08-01T00:00:00.000Z', status: 'paused' })
    const card = { kind: 'sandbox_card' as const, number: '5555555555554444', expMonth: 10, expYear: 2032, cvc: '123', postalCode: '78701' }
    const outcome = await chargeSubscriptionPeriod(
      payload,
      { subscriptionId: subscription.id, by: { kind: 'patient', patientId: patient.id, card } },
      { gateway: first, now: at('2027-08-02T10:00:00.000Z') },
    )
    expect(outcome).toMatchObject({ status: 'paid' })
    const after = await subscriptionNow(subscription.id)
    expect(after).toMatchObject({
      status: 'active',
      cardOnFile: { status: 'saved', brand: 'mastercard', last4: '4444', customerRef: subscription.cardOnFile?.customerRef },
    })
  })
})

describe('the renewal record', () => {
  it('is written by the server only: an admin’s edit through the API is refused, and the reference never changes', async () => {
    const { subscription } = await boughtPlan({ card: '4242424242424242', due: '2027-09-01T00:00:00.000Z', status: 'paused' })
    expect(subscription.reference).toMatch(/^[0-9a-f-]{36}$/)
    const admin = await createStaff(payload, 'admin')
    const edit = (data: Record<string, unknown>) =>
      payload.update({ collection: 'subscriptions', id: subscription.id, data, depth: 0, overrideAccess: false, user: admin })
    await expect(edit({ renewal: { attempts: 3, nextAttemptAt: null } })).rejects.toMatchObject({ status: 403 })
    await edit({ reference: 'chosen-by-hand' })
    expect(await subscriptionNow(subscription.id)).toMatchObject({ reference: subscription.reference, renewal: { attempts: 0 } })
  })
})
