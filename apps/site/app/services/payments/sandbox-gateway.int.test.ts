import { getTestPayload } from '@telehealth/cms/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxGateway } from './sandbox-gateway.server.ts'

beforeAll(async () => {
  await getTestPayload()
})

const base = {
  amountCents: 80999,
  metadata: { order: '1' },
}

const card = (number: string) => ({ kind: 'sandbox_card' as const, number, expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' })

describe('sandbox gateway obeys the same contract', () => {
  it.each([
    ['4242424242424242', 'authorized', undefined],
    ['4000000000009995', 'declined', 'insufficient_funds'],
    ['4000000000000127', 'declined', 'incorrect_cvc'],
    ['4000000000000002', 'declined', 'generic_decline'],
    ['4000000000000010', 'declined', 'incorrect_zip'],
  ])('card %s is %s', async (number, status, declineCode) => {
    const result = await sandboxGateway.authorize({ ...base, idempotencyKey: `sandbox-${number}`, card: card(number) })
    expect(result.status).toBe(status)
    if (result.status === 'declined') expect(result.declineCode).toBe(declineCode)
  })

  it('a replay with the same key returns the same hold, not a second one', async () => {
    const first = await sandboxGateway.authorize({ ...base, idempotencyKey: 'same-key', card: card('4242424242424242') })
    const second = await sandboxGateway.authorize({ ...base, idempotencyKey: 'same-key', card: card('4242424242424242') })
    expect(second).toEqual(first)
  })

  it('refuses amounts that are not whole cents', async () => {
    await expect(sandboxGateway.authorize({ ...base, amountCents: 809.99, idempotencyKey: 'frac', card: card('4242424242424242') })).rejects.toThrow(
      'whole cents',
    )
  })
})

describe('sandbox gateway: holds live in the database, for every process', () => {
  it('answers a key the same way whoever asks, finds the hold by its key, and voids it once', async () => {
    const first = await sandboxGateway.authorize({ ...base, idempotencyKey: 'db-key', card: card('4242424242424242') })
    if (first.status !== 'authorized') throw new Error('expected a hold')
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => sandboxGateway.authorize({ ...base, idempotencyKey: 'db-key-2', card: card('4242424242424242') })),
    )
    expect(new Set(concurrent.map((answer) => (answer.status === 'authorized' ? answer.reference : '')).values()).size).toBe(1)
    expect(await sandboxGateway.lookup('db-key')).toEqual({ status: 'held', reference: first.reference })
    await sandboxGateway.void(first.reference)
    await sandboxGateway.void(first.reference)
    expect(await sandboxGateway.lookup('db-key')).toEqual({ status: 'settled', reference: first.reference })
    expect(await sandboxGateway.lookup('no-such-key')).toEqual({ status: 'none' })
  })

  it('fingerprints a card without holding anything, and refuses a foreign card form', async () => {
    expect(await sandboxGateway.fingerprint(card('4242 4242 4242 4242'))).toBe(await sandboxGateway.fingerprint(card('4242424242424242')))
    await expect(sandboxGateway.fingerprint({ kind: 'payment_method', paymentMethodId: 'pm_x' })).rejects.toThrow('own card form')
  })
})
