import { getTestPayload } from '@telehealth/cms/testing'
import { initialProducts } from '@telehealth/cms/seed'
import { checkoutOutcomeMessages, paymentMessages, type CheckoutPaymentForm } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { findOpenCart, saveCart } from './cart.server.ts'
import { trackConversion } from '~/services/conversions/index.server.ts'
import type { PaymentGateway } from '~/services/payments/gateway.ts'
import { sandboxGateway } from '~/services/payments/sandbox-gateway.server.ts'
import { placeOrder } from './place-order.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
  await payload.create({ collection: 'coupons', data: { code: 'SAVE50', kind: 'fixed', amountCents: 5000, active: true } })
})

let counter = 0
async function patientWithCart(drug: 'semaglutide' | 'tirzepatide' = 'semaglutide', conversionId: string | null = null) {
  counter += 1
  const doc = await payload.create({
    collection: 'patients',
    data: { email: `buyer${counter}@example.com`, password: 'a-long-test-password', first_name: 'Buy', last_name: 'Er' },
  })
  const patient: SignedInPatient = { ...doc, collection: 'patients' }
  const publicId = await saveCart({ patient, drug, paymentTerms: 6, offers: null, conversionId })
  const cart = await findOpenCart(publicId, patient)
  if (!cart) throw new Error('cart not saved')
  return { patient, cart }
}

const form: CheckoutPaymentForm = {
  shipping: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  billing: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  agreed_to_terms: true,
}
const card = (number: string) => ({ kind: 'sandbox_card' as const, number, expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' })

describe('placing an order', () => {
  it('reports an affiliate sale (c_id) after the order, and records the outcome on the order', async () => {
    const { patient, cart } = await patientWithCart('semaglutide', 'aff-42')
    const result = await placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card: card('4242424242424242'), idempotencyKey: 'k-conversion' })
    if (result.status !== 'success') throw new Error(`expected success, got ${result.status}`)
    expect(result.conversion).toEqual({ c_id: 'aff-42', order_id: result.orderId, amount: '809.99' })
    expect(await payload.findByID({ collection: 'orders', id: result.orderId })).toMatchObject({ conversionId: 'aff-42', conversionStatus: 'pending' })

    const sent: unknown[] = []
    await trackConversion(patient, result.orderId, result.conversion!, { name: 'test', send: async (conversion) => (sent.push(conversion), 'success') })
    expect(sent).toEqual([result.conversion])
    expect(await payload.findByID({ collection: 'orders', id: result.orderId })).toMatchObject({ conversionStatus: 'sent', conversionAttempts: 1 })
  })

  it('counts declines per card and per cart, never both lists together', async () => {
    const x = await patientWithCart()
    const y = await patientWithCart()
    const attempt = (buyer: typeof x, number: string, key: string) =>
      placeOrder({ ...buyer, paymentTerms: 6, couponCode: null, form, card: card(number), idempotencyKey: key })
    // Numbers the sandbox does not know are declined; these two are used by no other test.
    const cardA = '5105105105100001'
    const cardB = '5105105105100002'
    await attempt(x, cardA, 'k-x1')
    await attempt(x, cardA, 'k-x2')
    await attempt(y, cardB, 'k-y1')
    await attempt(y, cardB, 'k-y2')
    // Card A has 3 declines, cart Y has 3: neither has more than 3, so no block.
    const third = await attempt(y, cardA, 'k-y3')
    expect(third).toMatchObject({ status: 'declined', blocked: false })
    const fourth = await attempt(y, cardA, 'k-y4')
    expect(fourth).toMatchObject({ status: 'declined', blocked: true, message: paymentMessages.cardTemporarilyBlocked })
  })

  it('needs no conversion call without c_id', async () => {
    const { patient, cart } = await patientWithCart()
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: card('4242424242424242'),
      idempotencyKey: 'k-no-conversion',
    })
    expect(result).toMatchObject({ status: 'success', conversion: null })
    const orders = await payload.find({ collection: 'orders', where: { patient: { equals: patient.id } } })
    expect(orders.docs[0]?.conversionStatus).toBe('none')
  })

  it('pre-authorizes the CMS price and writes order, subscription, transaction and address together', async () => {
    const { patient, cart } = await patientWithCart()
    const result = await placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card: card('4242424242424242'), idempotencyKey: 'k-success' })
    expect(result).toMatchObject({ status: 'success', amountCents: 80999, paymentTerms: 6 })
    const orders = await payload.find({ collection: 'orders', where: { patient: { equals: patient.id } } })
    expect(orders.docs[0]).toMatchObject({ status: 'pending_approval', amountCents: 80999, medication: 'semaglutide' })
    expect((await payload.count({ collection: 'subscriptions', where: { patient: { equals: patient.id } } })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'addresses', where: { patient: { equals: patient.id } } })).totalDocs).toBe(1)
    const usedCart = await payload.findByID({ collection: 'carts', id: cart.id })
    expect(usedCart.status).toBe('converted')
    expect(usedCart.items).toHaveLength(1)
  })

  it('20 concurrent BUY NOW requests for one cart authorize exactly once and return the same order', async () => {
    const { patient, cart } = await patientWithCart()
    const input = { patient, cart, paymentTerms: 6 as const, couponCode: null, form, card: card('4242424242424242'), idempotencyKey: 'k-double' }
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(input)))
    const successes = results.filter((result) => result.status === 'success')
    expect(successes).toHaveLength(20)
    expect(new Set(successes.map((result) => (result as { orderId: string }).orderId)).size).toBe(1)
    expect((await payload.count({ collection: 'transactions', where: { idempotencyKey: { equals: 'k-double' } } })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'orders', where: { patient: { equals: patient.id } } })).totalDocs).toBe(1)
    const replay = await placeOrder(input)
    expect(replay).toMatchObject({ status: 'success', orderId: (successes[0] as { orderId: string }).orderId })
  })

  it('ignores any amount the page might send: the price comes from the CMS', async () => {
    const { patient, cart } = await patientWithCart()
    const tampered = { ...form, amount: 1, amountCents: 1 } as typeof form
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form: tampered,
      card: card('4242424242424242'),
      idempotencyKey: 'k-tampered',
    })
    expect(result).toMatchObject({ status: 'success', amountCents: 80999 })
  })

  it('a guessed cart id opens nothing', async () => {
    const { patient, cart } = await patientWithCart()
    expect(String(cart.publicId)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    for (const guess of [String(cart.id), String(cart.id + 1), 'AAAAAAAAAAAAAAAAAAAAAA', '../carts/1']) {
      expect(await findOpenCart(guess, patient)).toBeNull()
    }
  })

  it('applies a coupon the server checked, not a number from the page', async () => {
    const { patient, cart } = await patientWithCart('tirzepatide')
    const result = await placeOrder({ patient, cart, paymentTerms: 6, couponCode: 'save50', form, card: card('4242424242424242'), idempotencyKey: 'k-coupon' })
    expect(result).toMatchObject({ status: 'success', amountCents: 134999 - 5000 })
  })

  it('refuses a second order while one is active, with the spec message', async () => {
    const { patient, cart } = await patientWithCart()
    await placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card: card('4242424242424242'), idempotencyKey: 'k-first' })
    const publicId = await saveCart({ patient, drug: 'semaglutide', paymentTerms: 3, offers: null, conversionId: null })
    const secondCart = await findOpenCart(publicId, patient)
    const result = await placeOrder({
      patient,
      cart: secondCart!,
      paymentTerms: 3,
      couponCode: null,
      form,
      card: card('4242424242424242'),
      idempotencyKey: 'k-second',
    })
    expect(result).toEqual({ status: 'refused', message: paymentMessages.activeOrderExists })
  })

  it('maps declines to the spec messages and blocks the card and cart after more than three', async () => {
    const { patient, cart } = await patientWithCart()
    const attempt = (number: string, key: string) =>
      placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card: card(number), idempotencyKey: key })
    expect(await attempt('4000000000009995', 'd1')).toEqual({ status: 'declined', message: paymentMessages.insufficientFunds, blocked: false })
    expect((await attempt('4000000000000127', 'd2')).status).toBe('declined')
    const third = await attempt('4000000000000002', 'd3')
    expect(third.status === 'declined' && third.message).toContain("You've tried this card multiple times without success.")
    expect(await attempt('4000000000000002', 'd4')).toEqual({ status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true })
    // Even a good card is refused on a blocked cart, from any browser.
    expect(await attempt('4242424242424242', 'd5')).toEqual({ status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true })
    expect((await payload.count({ collection: 'orders', where: { patient: { equals: patient.id } } })).totalDocs).toBe(0)
  })

  it('blocks after the number of declines staff set in the CMS, for the hours they set', async () => {
    const { patient, cart } = await patientWithCart()
    const attempt = (key: string, now: Date) =>
      placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card: card('5105105105100003'), idempotencyKey: key, now })
    await payload.updateGlobal({ slug: 'settings', data: { declineLimit: 1, declineBlockHours: 2, companyAddress: '1 Test Way, Austin, TX' } })
    try {
      const start = Date.now()
      const hoursLater = (hours: number) => new Date(start + hours * 3600_000)
      expect(await attempt('s1', hoursLater(0))).toMatchObject({ status: 'declined', blocked: false })
      expect(await attempt('s2', hoursLater(0.1))).toEqual({ status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true })
      expect(await attempt('s3', hoursLater(2))).toMatchObject({ blocked: true })
      // Two hours after the block began it is over, and counting starts afresh.
      expect(await attempt('s4', hoursLater(2.2))).toMatchObject({ status: 'declined', blocked: false })
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { declineLimit: 3, declineBlockHours: 24 } })
    }
  })

  it("cannot open another patient's cart", async () => {
    const { cart } = await patientWithCart()
    const { patient: stranger } = await patientWithCart()
    expect(await findOpenCart(String(cart.publicId), stranger)).toBeNull()
  })

  it('counts a coupon redemption once per order, atomically: its last redemption goes to one patient only', async () => {
    await payload.create({ collection: 'coupons', data: { code: 'LASTONE', kind: 'fixed', amountCents: 2500, maxRedemptions: 1, active: true } })
    const buyers = [await patientWithCart(), await patientWithCart(), await patientWithCart()]
    const results = await Promise.all(
      buyers.map((buyer, index) =>
        placeOrder({ ...buyer, paymentTerms: 6, couponCode: 'LASTONE', form, card: card('4242424242424242'), idempotencyKey: `k-last-${index}-xxxxxxxx` }),
      ),
    )
    expect(results.filter((result) => result.status === 'success')).toHaveLength(1)
    expect(results.filter((result) => result.status === 'refused').map((result) => 'message' in result && result.message)).toEqual([
      checkoutOutcomeMessages.couponNotUsable,
      checkoutOutcomeMessages.couponNotUsable,
    ])
    const coupon = await payload.find({ collection: 'coupons', where: { code: { equals: 'LASTONE' } } })
    expect(coupon.docs[0]?.redemptions).toBe(1)
  })

  it('hands a reserved redemption back when the card is declined', async () => {
    await payload.create({ collection: 'coupons', data: { code: 'GIVEBACK', kind: 'fixed', amountCents: 2500, maxRedemptions: 5, active: true } })
    const buyer = await patientWithCart()
    const result = await placeOrder({
      ...buyer,
      paymentTerms: 6,
      couponCode: 'GIVEBACK',
      form,
      card: card('4000000000000002'),
      idempotencyKey: 'k-giveback-xxxxxxxx',
    })
    expect(result.status).toBe('declined')
    const coupon = await payload.find({ collection: 'coupons', where: { code: { equals: 'GIVEBACK' } } })
    expect(coupon.docs[0]?.redemptions).toBe(0)
  })

  it('refuses, when saved, a coupon that would leave nothing to pay', async () => {
    await expect(payload.create({ collection: 'coupons', data: { code: 'FREEBIE', kind: 'percent', percent: 100, active: true } })).rejects.toMatchObject({
      data: { errors: [{ path: 'percent' }] },
    })
    await expect(
      payload.create({ collection: 'coupons', data: { code: 'FREEBIE2', kind: 'fixed', amountCents: 10_000_000, active: true } }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'amountCents', message: expect.stringMatching(/must leave something to pay/) as unknown }] },
    })
  })

  it('refuses, with a message and no hold, a coupon worth the whole price after the price was lowered', async () => {
    const products = await payload.find({ collection: 'products', pagination: false })
    const cheapest = Math.min(...products.docs.flatMap((doc) => (doc.plans ?? []).map((plan) => plan.priceCents)))
    // Valid when saved (it leaves something to pay on every plan)...
    await payload.create({ collection: 'coupons', data: { code: 'BIGONE', kind: 'fixed', amountCents: cheapest - 1, active: true } })
    const product = products.docs.find((doc) => doc.medication === 'semaglutide')!
    const original = product.plans ?? []
    // ...until marketing lowers a price below it.
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { plans: original.map((plan) => (plan.paymentTerms === '6' ? { ...plan, priceCents: cheapest - 100 } : plan)) },
    })
    try {
      const buyer = await patientWithCart()
      const result = await placeOrder({
        ...buyer,
        paymentTerms: 6,
        couponCode: 'BIGONE',
        form,
        card: card('4242424242424242'),
        idempotencyKey: 'k-bigone-xxxxxxxx',
      })
      expect(result).toEqual({ status: 'refused', message: checkoutOutcomeMessages.couponNotUsable })
      expect((await payload.count({ collection: 'payment-attempts', where: { patient: { equals: buyer.patient.id } } })).totalDocs).toBe(0)
    } finally {
      await payload.update({ collection: 'products', id: product.id, data: { plans: original } })
    }
  })

  it('records every checkout write in the audit log with the patient as the actor', async () => {
    const { patient, cart } = await patientWithCart()
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: card('4242424242424242'),
      idempotencyKey: 'k-audited-xxxxxxxx',
    })
    if (result.status !== 'success') throw new Error(`expected success, got ${result.status}`)
    const entries = await payload.find({ collection: 'audit-log', where: { patient: { equals: String(patient.id) } }, pagination: false })
    const byResource = (resource: string) => entries.docs.filter((entry) => entry.resource === resource)
    for (const resource of ['carts', 'payment-attempts', 'orders', 'subscriptions', 'transactions', 'addresses']) {
      expect(byResource(resource).length, resource).toBeGreaterThan(0)
      for (const entry of byResource(resource)) expect(entry).toMatchObject({ actorCollection: 'patients', actorId: String(patient.id) })
    }
  })
})

describe('the card kept for renewals (ADR 092)', () => {
  const subscriptionOf = async (patient: SignedInPatient) =>
    (await payload.find({ collection: 'subscriptions', where: { patient: { equals: patient.id } }, overrideAccess: true, depth: 0 })).docs

  it('a paid BUY NOW keeps the card on the subscription (references and what the patient sees), and the renewal can charge it', async () => {
    const { patient, cart } = await patientWithCart()
    const result = await placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card: card('4242424242424242'), idempotencyKey: 'k-keep' })
    expect(result.status).toBe('success')
    const [subscription] = await subscriptionOf(patient)
    expect(subscription?.cardOnFile).toMatchObject({ status: 'saved', gateway: 'sandbox', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 })
    const kept = subscription?.cardOnFile
    expect(kept?.customerRef).toMatch(/^sandbox_cus_/)
    expect(kept?.paymentMethodRef).toMatch(/^sandbox_pm_/)
    expect(JSON.stringify(subscription)).not.toContain('4242424242424242')
    // The patient reads what they are shown, not the gateway's references.
    const own = await payload.findByID({
      collection: 'subscriptions',
      id: subscription!.id,
      overrideAccess: false,
      user: { ...patient, collection: 'patients' },
    })
    expect(own.cardOnFile).toMatchObject({ status: 'saved', last4: '4242' })
    expect(own.cardOnFile?.customerRef).toBeUndefined()
    expect(own.cardOnFile?.paymentMethodRef).toBeUndefined()
    // What a renewal will do with it.
    const renewal = await sandboxGateway.chargeSaved({
      customerRef: kept!.customerRef!,
      paymentMethodRef: kept!.paymentMethodRef!,
      amountCents: subscription!.amountCents,
      idempotencyKey: `renewal-test:${subscription!.id}`,
      metadata: { subscription: String(subscription!.id) },
    })
    expect(renewal.status).toBe('succeeded')
  })

  it('a card that cannot be kept leaves the paid order standing and records that no card is on file', async () => {
    const { patient, cart } = await patientWithCart()
    const forgetful: PaymentGateway = { ...sandboxGateway, authorize: async (request) => ({ ...(await sandboxGateway.authorize(request)), savedCard: null }) }
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: card('4242424242424242'),
      idempotencyKey: 'k-keep-failed',
      gateway: forgetful,
    })
    expect(result.status).toBe('success')
    expect((await payload.find({ collection: 'orders', where: { patient: { equals: patient.id } }, overrideAccess: true })).docs[0]?.status).toBe(
      'pending_approval',
    )
    const [subscription] = await subscriptionOf(patient)
    expect(subscription?.cardOnFile).toMatchObject({ status: 'none', gateway: 'sandbox' })
    expect(subscription?.cardOnFile?.paymentMethodRef ?? null).toBeNull()
  })

  it('a declined BUY NOW keeps no card and writes no subscription', async () => {
    const { patient, cart } = await patientWithCart()
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: card('4000000000009995'),
      idempotencyKey: 'k-keep-declined',
    })
    expect(result.status).toBe('declined')
    expect(await subscriptionOf(patient)).toEqual([])
    const kept = await payload.find({ collection: 'sandbox-payments', where: { idempotencyKey: { equals: 'k-keep-declined:card' } }, overrideAccess: true })
    expect(kept.docs).toEqual([])
  })
})
