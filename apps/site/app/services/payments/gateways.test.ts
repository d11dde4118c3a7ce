import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HoldNotCapturableError } from '@telehealth/cms/site'
import type { PaymentGateway } from './gateway.ts'
import { stripeGateway } from './stripe-gateway.server.ts'

/**
 * A local stand-in of Stripe's PaymentIntents API. It insists on what our adapter must send:
 * whole cents, capture_method=manual and an Idempotency-Key; and it answers like Stripe for the
 * decline test methods.
 */
const seenKeys = new Map<string, string>()
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
    if (url.pathname !== '/v1/payment_intents' || req.method !== 'POST') return reply(404, { error: { message: 'unknown' } })
    if (!idempotencyKey) return reply(400, { error: { type: 'invalid_request_error', message: 'Idempotency-Key required by this stand-in' } })
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
    const id = seenKeys.get(idempotencyKey) ?? `pi_${seenKeys.size + 1}`
    seenKeys.set(idempotencyKey, id)
    if (!intents.has(id)) intents.set(id, { id, status: 'requires_capture', attemptKey: body.get('metadata[attempt_key]') })
    return reply(200, {
      id,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      status: 'requires_capture',
      payment_method: { id: body.get('payment_method'), object: 'payment_method', card: { fingerprint: 'fp_visa' } },
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
  customer: { email: 'pat@example.com', name: 'Pat Example' },
  description: 'Compounded Semaglutide, 6 months',
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
