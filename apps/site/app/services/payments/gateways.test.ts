import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HoldNotCapturableError, PaymentInputError } from '@telehealth/cms/site'
import type { PaymentGateway } from './gateway.ts'
import { stripeGateway } from './stripe-gateway.server.ts'

/**
 * A local stand-in of Stripe's PaymentIntents, Customers and SetupIntents APIs. It insists on what
 * our adapter must send: whole cents, capture_method=manual on a hold, an Idempotency-Key on every
 * POST, and for an off-session charge off_session=true, confirm=true and a PaymentMethod attached
 * to the customer named; and it answers like Stripe for the decline and authentication test methods.
 */
const seenKeys = new Map<string, string>()
/** Which customer each PaymentMethod is attached to (by a SetupIntent or a hold with setup_future_usage). */
const attached = new Map<string, string>()
/** What an off-session PaymentIntent answered per key: Stripe replays the first response, errors included. */
const offSessionAnswers = new Map<string, { status: number; json: unknown }>()
const LAST4: Record<string, string> = { pm_card_visa: '4242', pm_card_authenticationRequired: '3184', pm_card_chargeCustomerFail: '0341' }
const paymentMethod = (id: string | null) => ({
  id,
  object: 'payment_method',
  customer: (id && attached.get(id)) ?? null,
  card: { brand: 'visa', last4: LAST4[id ?? ''] ?? '0000', exp_month: 12, exp_year: 2034, fingerprint: id === 'pm_card_visa' ? 'fp_visa' : 'fp_other' },
})
const intents = new Map<string, { id: string; status: string; attemptKey: string | null }>()
const requests: { body: URLSearchParams; idempotencyKey: string | undefined }[] = []
const declines: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  pm_card_chargeDeclinedIncorrectCvc: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
}
const server = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    const body = new URLSearchParams(raw)
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    requests.push({ body, idempotencyKey })
    const reply = (status: number, json: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json))
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const method = /^\/v1\/payment_methods\/([^/]+)$/.exec(url.pathname)
    if (method && req.method === 'GET') {
      if (!method[1]!.startsWith('pm_'))
        return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } })
      return reply(200, { id: method[1], object: 'payment_method', card: { fingerprint: method[1] === 'pm_card_visa' ? 'fp_visa' : 'fp_other' } })
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname)
    if (cancel && req.method === 'POST') {
      const intent = intents.get(cancel[1]!)
      if (!intent) return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentIntent' } })
      if (intent.status !== 'requires_capture')
        return reply(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'already canceled' } })
      intent.status = 'canceled'
      return reply(200, { id: intent.id, object: 'payment_intent', status: 'canceled' })
    }
    const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(url.pathname)
    if (capture && req.method === 'POST') {
      const intent = intents.get(capture[1]!)
      if (!intent) return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentIntent' } })
      if (intent.status !== 'requires_capture')
        return reply(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `status ${intent.status}` } })
      intent.status = 'succeeded'
      return reply(200, { id: intent.id, object: 'payment_intent', status: 'succeeded' })
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)
    if (retrieve && req.method === 'GET' && retrieve[1] !== 'search') {
      const intent = intents.get(retrieve[1]!)
      if (!intent) return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentIntent' } })
      return reply(200, { id: intent.id, object: 'payment_intent', status: intent.status })
    }
    if (url.pathname === '/v1/refunds' && req.method === 'POST') {
      if (!idempotencyKey) return reply(400, { error: { type: 'invalid_request_error', message: 'Idempotency-Key required by this stand-in' } })
      const intent = intents.get(body.get('payment_intent') ?? '')
      if (!intent || intent.status !== 'succeeded')
        return reply(400, { error: { type: 'invalid_request_error', code: 'charge_not_captured', message: 'nothing to refund' } })
      const refundId = seenKeys.get(idempotencyKey) ?? `re_${seenKeys.size + 1}`
      seenKeys.set(idempotencyKey, refundId)
      return reply(200, { id: refundId, object: 'refund', status: 'succeeded' })
    }
    if (url.pathname === '/v1/payment_intents/search' && req.method === 'GET') {
      const wanted = /metadata\['attempt_key'\]:'([^']*)'/.exec(url.searchParams.get('query') ?? '')?.[1]
      const found = [...intents.values()].filter((intent) => intent.attemptKey === wanted)
      return reply(200, {
        object: 'search_result',
        data: found.map((intent) => ({ id: intent.id, object: 'payment_intent', status: intent.status })),
        has_more: false,
      })
    }
    const invalid = (message: string, code?: string) => reply(400, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } })
    if (req.method === 'POST' && !idempotencyKey) return invalid('Idempotency-Key required by this stand-in')
    if (url.pathname === '/v1/customers' && req.method === 'POST') {
      if (body.get('metadata[patient]') === 'no-customer') return invalid('This stand-in makes no customer for this patient')
      const id = seenKeys.get(idempotencyKey!) ?? `cus_${seenKeys.size + 1}`
      seenKeys.set(idempotencyKey!, id)
      return reply(200, { id, object: 'customer' })
    }
    if (url.pathname === '/v1/setup_intents' && req.method === 'POST') {
      const customer = body.get('customer')
      const method = body.get('payment_method')
      if (!customer || !method) return invalid('customer and payment_method required')
      if (body.get('confirm') !== 'true' || body.get('usage') !== 'off_session') return invalid('confirm=true and usage=off_session required')
      const decline = declines[method]
      if (decline) return reply(402, { error: { type: 'card_error', ...decline, setup_intent: { id: 'seti_declined', object: 'setup_intent' } } })
      attached.set(method, customer)
      const id = seenKeys.get(idempotencyKey!) ?? `seti_${seenKeys.size + 1}`
      seenKeys.set(idempotencyKey!, id)
      return reply(200, { id, object: 'setup_intent', status: 'succeeded', customer, payment_method: paymentMethod(method) })
    }
    if (url.pathname !== '/v1/payment_intents' || req.method !== 'POST') return reply(404, { error: { message: 'unknown' } })
    if (!/^\d+$/.test(body.get('amount') ?? '')) return invalid('amount must be integer cents')
    if (body.has('off_session')) {
      const earlier = offSessionAnswers.get(idempotencyKey!)
      if (earlier) return reply(earlier.status, earlier.json)
      const answer = (status: number, json: unknown) => {
        offSessionAnswers.set(idempotencyKey!, { status, json })
        return reply(status, json)
      }
      if (body.get('off_session') !== 'true' || body.get('confirm') !== 'true') return invalid('off_session=true and confirm=true required')
      const customer = body.get('customer')
      const method = body.get('payment_method') ?? ''
      if (!customer || attached.get(method) !== customer) return invalid(`No such PaymentMethod: '${method}' for this customer`, 'resource_missing')
      const id = `pi_${seenKeys.size + 1}`
      seenKeys.set(idempotencyKey!, id)
      if (method === 'pm_card_authenticationRequired') {
        intents.set(id, { id, status: 'requires_payment_method', attemptKey: null })
        return answer(402, {
          error: {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
            payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
          },
        })
      }
      if (method === 'pm_card_chargeCustomerFail') {
        intents.set(id, { id, status: 'requires_payment_method', attemptKey: null })
        return answer(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } })
      }
      intents.set(id, { id, status: 'succeeded', attemptKey: null })
      return answer(200, { id, object: 'payment_intent', amount: Number(body.get('amount')), status: 'succeeded' })
    }
    if (body.get('capture_method') !== 'manual') return reply(400, { error: { type: 'invalid_request_error', message: 'capture_method must be manual' } })
    if (!/^\d+$/.test(body.get('amount') ?? '')) return reply(400, { error: { type: 'invalid_request_error', message: 'amount must be integer cents' } })
    const decline = declines[body.get('payment_method') ?? '']
    if (decline) {
      return reply(402, {
        error: {
          type: 'card_error',
          ...decline,
          payment_method: { id: body.get('payment_method'), object: 'payment_method', card: { fingerprint: 'fp_declined' } },
        },
      })
    }
    const id = seenKeys.get(idempotencyKey!) ?? `pi_${seenKeys.size + 1}`
    seenKeys.set(idempotencyKey!, id)
    if (!intents.has(id)) intents.set(id, { id, status: 'requires_capture', attemptKey: body.get('metadata[attempt_key]') })
    // Saving during payment: the PaymentMethod is attached to the customer once the hold is made.
    const customer = body.get('customer')
    if (body.get('setup_future_usage') === 'off_session' && customer) attached.set(body.get('payment_method') ?? '', customer)
    else if (body.has('setup_future_usage')) return invalid('setup_future_usage needs a customer')
    return reply(200, {
      id,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      status: 'requires_capture',
      payment_method: { ...paymentMethod(body.get('payment_method')), card: { ...paymentMethod(body.get('payment_method')).card, fingerprint: 'fp_visa' } },
    })
  })
})

let stripe: PaymentGateway

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stripe = stripeGateway({ secretKey: 'sk_test_standin', host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const base = {
  amountCents: 80999,
  metadata: { order: '1' },
}

describe('Stripe adapter against a stand-in of Stripe', () => {
  it('pre-authorizes the amount in cents with manual capture and the idempotency key', async () => {
    const result = await stripe.authorize({ ...base, idempotencyKey: 'checkout-1', card: { kind: 'payment_method', paymentMethodId: 'pm_card_visa' } })
    expect(result).toEqual({ status: 'authorized', reference: 'pi_1', cardFingerprint: 'fp_visa' })
    const last = requests.at(-1)
    expect(last?.idempotencyKey).toBe('checkout-1')
    expect(last?.body.get('amount')).toBe('80999')
    expect(last?.body.get('currency')).toBe('usd')
  })

  it('a replay with the same key returns the same hold', async () => {
    const again = await stripe.authorize({ ...base, idempotencyKey: 'checkout-1', card: { kind: 'payment_method', paymentMethodId: 'pm_card_visa' } })
    expect(again).toMatchObject({ status: 'authorized', reference: 'pi_1' })
  })

  it('turns a card error into a decline with its code and message', async () => {
    const result = await stripe.authorize({
      ...base,
      idempotencyKey: 'checkout-2',
      card: { kind: 'payment_method', paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' },
    })
    expect(result).toEqual({
      status: 'declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      cardFingerprint: 'fp_declined',
    })
  })
})

describe('Stripe adapter: what checkout needs besides the hold', () => {
  it('reads the card fingerprint before anything is held, and null for an unknown method', async () => {
    expect(await stripe.fingerprint({ kind: 'payment_method', paymentMethodId: 'pm_card_visa' })).toBe('fp_visa')
    expect(await stripe.fingerprint({ kind: 'payment_method', paymentMethodId: 'nope' })).toBeNull()
  })

  it('sends the attempt key in the metadata, finds the hold by it, and voids it once', async () => {
    const held = await stripe.authorize({ ...base, idempotencyKey: 'checkout-void', card: { kind: 'payment_method', paymentMethodId: 'pm_card_visa' } })
    if (held.status !== 'authorized') throw new Error('expected a hold')
    expect(requests.at(-1)?.body.get('metadata[attempt_key]')).toBe('checkout-void')
    expect(await stripe.lookup('checkout-void')).toEqual({ status: 'held', reference: held.reference })
    await stripe.void(held.reference)
    expect(await stripe.lookup('checkout-void')).toEqual({ status: 'settled', reference: held.reference })
    // Voiding again is not an error: the hold is already gone.
    await expect(stripe.void(held.reference)).resolves.toBeUndefined()
    expect(await stripe.lookup('never-sent')).toEqual({ status: 'none' })
  })
})

describe("Stripe adapter: the order's money after checkout", () => {
  it("captures a hold with the order's key, treats a second capture as done, and refunds once per key", async () => {
    const held = await stripe.authorize({ ...base, idempotencyKey: 'checkout-capture', card: { kind: 'payment_method', paymentMethodId: 'pm_card_visa' } })
    if (held.status !== 'authorized') throw new Error('expected a hold')
    await stripe.capture(held.reference, 'capture:order:7')
    expect(requests.at(-1)?.idempotencyKey).toBe('capture:order:7')
    await expect(stripe.capture(held.reference, 'capture:order:7')).resolves.toBeUndefined()
    await stripe.refund(held.reference, 'refund:order:7')
    expect(requests.at(-1)?.body.get('payment_intent')).toBe(held.reference)
    expect(requests.at(-1)?.idempotencyKey).toBe('refund:order:7')
  })

  it('refuses to capture a released hold', async () => {
    const held = await stripe.authorize({ ...base, idempotencyKey: 'checkout-released', card: { kind: 'payment_method', paymentMethodId: 'pm_card_visa' } })
    if (held.status !== 'authorized') throw new Error('expected a hold')
    await stripe.void(held.reference)
    await expect(stripe.capture(held.reference, 'capture:order:8')).rejects.toBeInstanceOf(HoldNotCapturableError)
  })
})

describe('Stripe adapter: a card on file', () => {
  const saveWith = (paymentMethodId: string, idempotencyKey: string, reference: string | null = null) =>
    stripe.saveCard({
      card: { kind: 'payment_method', paymentMethodId },
      customer: { reference },
      idempotencyKey,
      metadata: { patient: '1' },
    })
  const chargeOn = (on: { customerRef: string; paymentMethodRef: string }, idempotencyKey: string, amountCents = 44999) =>
    stripe.chargeSaved({ ...on, amountCents, idempotencyKey, metadata: { subscription: '7', period: '2027-01-01' } })
  async function kept(paymentMethodId: string) {
    const result = await saveWith(paymentMethodId, `save-${paymentMethodId}-${requests.length}`)
    if (result.status !== 'saved') throw new Error('expected the card kept')
    return result
  }

  it('makes a customer and confirms a SetupIntent for off-session use, each POST with an Idempotency-Key', async () => {
    const result = await saveWith('pm_card_visa', 'save-1')
    expect(result).toEqual({
      status: 'saved',
      customerRef: expect.stringMatching(/^cus_/) as unknown,
      paymentMethodRef: 'pm_card_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    })
    const [customer, setup] = requests.slice(-2)
    expect(customer?.idempotencyKey).toBe('save-1:customer')
    // Known to Stripe by our ids only: no email, no name (ADR 101).
    expect(customer?.body.has('email')).toBe(false)
    expect(setup?.idempotencyKey).toBe('save-1')
    expect(Object.fromEntries(['customer', 'payment_method', 'confirm', 'usage'].map((name) => [name, setup?.body.get(name)]))).toEqual({
      customer: result.status === 'saved' ? result.customerRef : '',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      usage: 'off_session',
    })
  })

  it("reuses the patient's customer, and a declined card is kept nowhere", async () => {
    const before = requests.length
    const again = await saveWith('pm_card_visa', 'save-2', 'cus_known')
    expect(again).toMatchObject({ status: 'saved', customerRef: 'cus_known' })
    expect(requests.length - before).toBe(1)
    expect(await saveWith('pm_card_chargeDeclinedInsufficientFunds', 'save-3')).toEqual({
      status: 'declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    })
    expect(attached.has('pm_card_chargeDeclinedInsufficientFunds')).toBe(false)
  })

  it('charges off-session (off_session, confirm, customer, card, whole cents, key); a replay answers the first charge', async () => {
    const on = await kept('pm_card_visa')
    const first = await chargeOn(on, 'renewal:sub-7:2027-01-01')
    expect(first).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^pi_/) as unknown })
    const sent = requests.at(-1)
    expect(sent?.idempotencyKey).toBe('renewal:sub-7:2027-01-01')
    expect(sent?.body.get('metadata[subscription]')).toBe('7')
    expect(await chargeOn(on, 'renewal:sub-7:2027-01-01')).toEqual(first)
    expect(
      [...intents.values()].filter((intent) => first.status === 'succeeded' && intent.id === first.reference && intent.status === 'succeeded'),
    ).toHaveLength(1)
  })

  it('answers authentication_required (the 3184 card) as requires_action, and a customer fail card as declined', async () => {
    const needsPatient = await kept('pm_card_authenticationRequired')
    expect(await chargeOn(needsPatient, 'renewal:3184')).toEqual({
      status: 'requires_action',
      reference: expect.stringMatching(/^pi_/) as unknown,
      message: 'Your card was declined. This transaction requires authentication.',
    })
    expect(await chargeOn(needsPatient, 'renewal:3184')).toMatchObject({ status: 'requires_action' })
    const failing = await kept('pm_card_chargeCustomerFail')
    expect(await chargeOn(failing, 'renewal:0341')).toEqual({ status: 'declined', declineCode: 'generic_decline', message: 'Your card was declined.' })
  })

  it('refuses fractions of a cent before asking Stripe, and a card not on file for the customer', async () => {
    const on = await kept('pm_card_visa')
    const before = requests.length
    await expect(chargeOn(on, 'renewal:fraction', 449.99)).rejects.toBeInstanceOf(PaymentInputError)
    expect(requests.length).toBe(before)
    await expect(chargeOn({ customerRef: 'cus_other', paymentMethodRef: on.paymentMethodRef }, 'renewal:other')).rejects.toBeInstanceOf(PaymentInputError)
  })

  it('keeps the card with the checkout hold (setup_future_usage off_session on a customer)', async () => {
    const held = await stripe.authorize({
      ...base,
      idempotencyKey: 'checkout-keep',
      card: { kind: 'payment_method', paymentMethodId: 'pm_card_visa' },
      keepCard: { customerRef: null },
    })
    const sent = requests.at(-1)
    expect(sent?.body.get('setup_future_usage')).toBe('off_session')
    expect(sent?.body.get('capture_method')).toBe('manual')
    expect(held).toMatchObject({
      status: 'authorized',
      savedCard: { customerRef: sent?.body.get('customer'), paymentMethodRef: 'pm_card_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    })
  })

  it('a customer that cannot be made leaves the hold standing, with no card kept', async () => {
    const held = await stripe.authorize({
      ...base,
      metadata: { patient: 'no-customer' },
      idempotencyKey: 'checkout-no-customer',
      card: { kind: 'payment_method', paymentMethodId: 'pm_card_visa' },
      keepCard: { customerRef: null },
    })
    expect(held).toMatchObject({ status: 'authorized', savedCard: null })
    const sent = requests.at(-1)
    expect(sent?.body.has('setup_future_usage')).toBe(false)
    expect(sent?.body.get('capture_method')).toBe('manual')
  })
})
