import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthorizeRequest, PaymentGateway } from './gateway.ts'
import { sandboxGateway } from './sandbox-gateway.server.ts'
import { stripeGateway } from './stripe-gateway.server.ts'

/**
 * A local stand-in of Stripe's PaymentIntents API. It insists on what our adapter must send:
 * whole cents, capture_method=manual and an Idempotency-Key; and it answers like Stripe for the
 * decline test methods.
 */
const seenKeys = new Map<string, string>()
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
    if (req.url !== '/v1/payment_intents' || req.method !== 'POST') return reply(404, { error: { message: 'unknown' } })
    if (!idempotencyKey) return reply(400, { error: { type: 'invalid_request_error', message: 'Idempotency-Key required by this stand-in' } })
    if (body.get('capture_method') !== 'manual') return reply(400, { error: { type: 'invalid_request_error', message: 'capture_method must be manual' } })
    if (!/^\d+$/.test(body.get('amount') ?? '')) return reply(400, { error: { type: 'invalid_request_error', message: 'amount must be integer cents' } })
    const decline = declines[body.get('payment_method') ?? '']
    if (decline) {
      return reply(402, {
        error: { type: 'card_error', ...decline, payment_method: { id: body.get('payment_method'), object: 'payment_method', card: { fingerprint: 'fp_declined' } } },
      })
    }
    const id = seenKeys.get(idempotencyKey) ?? `pi_${seenKeys.size + 1}`
    seenKeys.set(idempotencyKey, id)
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
    expect(result).toEqual({ status: 'declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.', cardFingerprint: 'fp_declined' })
  })
})

const card = (number: string) => ({ kind: 'sandbox_card' as const, number, expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' })

describe('sandbox gateway obeys the same contract', () => {
  it.each([
    ['4242424242424242', 'authorized', undefined],
    ['4000000000009995', 'declined', 'insufficient_funds'],
    ['4000000000000127', 'declined', 'incorrect_cvc'],
    ['4000000000000002', 'declined', 'generic_decline'],
    ['4000000000000010', 'declined', 'incorrect_zip'],
  ])('card %s is %s', async (number, status, declineCode) => {
    const result = await sandboxGateway.authorize({ ...base, idempotencyKey: `sandbox-${number}`, card: card(number) } as AuthorizeRequest)
    expect(result.status).toBe(status)
    if (result.status === 'declined') expect(result.declineCode).toBe(declineCode)
  })

  it('a replay with the same key returns the same hold, not a second one', async () => {
    const first = await sandboxGateway.authorize({ ...base, idempotencyKey: 'same-key', card: card('4242424242424242') })
    const second = await sandboxGateway.authorize({ ...base, idempotencyKey: 'same-key', card: card('4242424242424242') })
    expect(second).toEqual(first)
  })

  it('refuses amounts that are not whole cents', async () => {
    await expect(sandboxGateway.authorize({ ...base, amountCents: 809.99, idempotencyKey: 'frac', card: card('4242424242424242') })).rejects.toThrow('whole cents')
  })
})
