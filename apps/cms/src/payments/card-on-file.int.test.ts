import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import type { PaymentGateway, SaveCardRequest } from './gateway.ts'
import { PaymentInputError } from './gateway.ts'
import { createSandboxGateway } from './sandbox-gateway.ts'

let payload: Payload
/** Two gateways over one database, as two site processes have: neither may answer from its own memory. */
let first: PaymentGateway
let second: PaymentGateway

beforeAll(async () => {
  payload = await getTestPayload()
  first = createSandboxGateway(async () => payload)
  second = createSandboxGateway(async () => payload)
})

const card = (number: string) => ({ kind: 'sandbox_card' as const, number, expMonth: 11, expYear: 2031, cvc: '123', postalCode: '78701' })
let counter = 0
const key = (what: string) => `${what}-${++counter}-${Date.now()}`

const saveRequest = (number: string, idempotencyKey = key('save'), reference: string | null = null): SaveCardRequest => ({
  card: card(number),
  customer: { reference },
  idempotencyKey,
  metadata: { patient: '1' },
})

async function saved(number: string) {
  const result = await first.saveCard(saveRequest(number))
  if (result.status !== 'saved') throw new Error(`expected ${number} to be kept`)
  return result
}

const charge = (on: { customerRef: string; paymentMethodRef: string }, idempotencyKey: string, amountCents = 44999) => ({
  customerRef: on.customerRef,
  paymentMethodRef: on.paymentMethodRef,
  amountCents,
  idempotencyKey,
  metadata: { subscription: '7', period: '2027-01-01' },
})

async function ledger(where: { idempotencyKey: string } | { reference: string }) {
  const field: Where = 'idempotencyKey' in where ? { idempotencyKey: { equals: where.idempotencyKey } } : { reference: { equals: where.reference } }
  return (await payload.find({ collection: 'sandbox-payments', where: field, overrideAccess: true, depth: 0 })).docs
}

describe('sandbox: a card kept on file', () => {
  it('keeps a card for a new customer and answers its references and what the patient is shown, never the number', async () => {
    const idempotencyKey = key('save')
    const result = await first.saveCard(saveRequest('4242 4242 4242 4242', idempotencyKey))
    expect(result).toMatchObject({ status: 'saved', brand: 'visa', last4: '4242', expMonth: 11, expYear: 2031 })
    if (result.status !== 'saved') return
    expect(result.customerRef).toMatch(/^sandbox_cus_/)
    expect(result.paymentMethodRef).toMatch(/^sandbox_pm_/)
    // The other process answers the same key with the same card, not a second one.
    expect(await second.saveCard(saveRequest('4242424242424242', idempotencyKey))).toEqual(result)
    const rows = await ledger({ idempotencyKey })
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows[0])).not.toContain('4242424242424242')
  })

  it('keeps a second card for the customer given, not a new one', async () => {
    const one = await saved('4242424242424242')
    const two = await first.saveCard(saveRequest('5555555555554444', key('save'), one.customerRef))
    expect(two).toMatchObject({ status: 'saved', customerRef: one.customerRef, brand: 'mastercard', last4: '4444' })
  })

  it.each([
    ['4000000000000002', 'generic_decline'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4111111111111112', 'card_not_supported'],
  ])('a declining card %s is kept nowhere (%s)', async (number, declineCode) => {
    const idempotencyKey = key('save-declined')
    const result = await first.saveCard(saveRequest(number, idempotencyKey))
    expect(result).toMatchObject({ status: 'declined', declineCode })
    const rows = await ledger({ idempotencyKey })
    expect(rows.map((row) => [row.status, row.reference ?? null, row.customerRef ?? null])).toEqual([['declined', null, null]])
  })

  it('refuses a card form it does not take', async () => {
    await expect(first.saveCard({ ...saveRequest('4242424242424242'), card: { kind: 'payment_method', paymentMethodId: 'pm_x' } })).rejects.toBeInstanceOf(
      PaymentInputError,
    )
  })
})

describe('sandbox: charging a kept card off-session', () => {
  it('charges once for 20 concurrent requests with one key, in two processes, and every one answers that charge', async () => {
    const on = await saved('4242424242424242')
    const idempotencyKey = key('renewal')
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second).chargeSaved(charge(on, idempotencyKey))))
    const references = new Set(answers.map((answer) => (answer.status === 'succeeded' ? answer.reference : answer.status)))
    expect(references.size).toBe(1)
    expect(answers[0]?.status).toBe('succeeded')
    const rows = await ledger({ idempotencyKey })
    expect(rows.map((row) => [row.kind, row.status, row.amountCents])).toEqual([['charge', 'charged', 44999]])
    // Later, the same key again: the first answer.
    expect(await first.chargeSaved(charge(on, idempotencyKey))).toEqual(answers[0])
  })

  it('a new key is a new charge, and a charge can be refunded once', async () => {
    const on = await saved('4242424242424242')
    const one = await first.chargeSaved(charge(on, key('renewal')))
    const two = await first.chargeSaved(charge(on, key('renewal')))
    if (one.status !== 'succeeded' || two.status !== 'succeeded') throw new Error('expected two charges')
    expect(one.reference).not.toBe(two.reference)
    await first.refund(one.reference, key('refund'))
    await second.refund(one.reference, key('refund'))
    expect((await ledger({ reference: one.reference })).map((row) => row.status)).toEqual(['refunded'])
  })

  it('the 3184 card is kept fine, but its off-session charge needs the patient and charges nothing', async () => {
    const on = await saved('4000002760003184')
    const idempotencyKey = key('renewal')
    const answer = await first.chargeSaved(charge(on, idempotencyKey))
    expect(answer).toMatchObject({ status: 'requires_action', message: 'Your card was declined. This transaction requires authentication.' })
    expect(await second.chargeSaved(charge(on, idempotencyKey))).toEqual(answer)
    const rows = await ledger({ idempotencyKey })
    expect(rows.map((row) => row.status)).toEqual(['requires_action'])
    // Nothing was taken: there is nothing to refund.
    if (answer.status === 'requires_action' && answer.reference)
      await expect(first.refund(answer.reference, key('refund'))).rejects.toThrow('Nothing was captured')
  })

  it('the 0341 card is kept, and its charge is declined', async () => {
    const on = await saved('4000000000000341')
    expect(await first.chargeSaved(charge(on, key('renewal')))).toEqual({
      status: 'declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    })
  })

  it("refuses a card that is not this customer's, an amount that is not whole cents, and a key reused for another charge: nothing charged", async () => {
    const mine = await saved('4242424242424242')
    const theirs = await saved('4242424242424242')
    const wrongOwner = key('renewal')
    await expect(first.chargeSaved(charge({ customerRef: mine.customerRef, paymentMethodRef: theirs.paymentMethodRef }, wrongOwner))).rejects.toBeInstanceOf(
      PaymentInputError,
    )
    await expect(first.chargeSaved(charge(mine, key('renewal'), 449.99))).rejects.toThrow('whole cents')
    await expect(first.chargeSaved(charge(mine, key('renewal'), 0))).rejects.toThrow('whole cents')
    const reused = key('renewal')
    await first.chargeSaved(charge(mine, reused))
    await expect(first.chargeSaved(charge(mine, reused, 50000))).rejects.toBeInstanceOf(PaymentInputError)
    expect(await ledger({ idempotencyKey: wrongOwner })).toEqual([])
    expect((await ledger({ idempotencyKey: reused })).map((row) => row.amountCents)).toEqual([44999])
  })
})

describe('sandbox: keeping the card with the checkout hold', () => {
  const hold = (number: string, idempotencyKey: string) => ({
    amountCents: 80999,
    idempotencyKey,
    card: card(number),
    metadata: { attempt: '1' },
    keepCard: { customerRef: null },
  })

  it('an approved hold keeps the card, once per key, and the kept card can be charged later', async () => {
    const idempotencyKey = key('checkout')
    const held = await first.authorize(hold('4242424242424242', idempotencyKey))
    expect(held).toMatchObject({ status: 'authorized', savedCard: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2031 } })
    const again = await second.authorize(hold('4242424242424242', idempotencyKey))
    expect(again).toEqual(held)
    if (held.status !== 'authorized' || !held.savedCard) throw new Error('expected a kept card')
    expect(await first.chargeSaved(charge(held.savedCard, key('renewal')))).toMatchObject({ status: 'succeeded' })
  })

  it('a declined hold keeps nothing', async () => {
    const idempotencyKey = key('checkout')
    expect(await first.authorize(hold('4000000000000002', idempotencyKey))).toMatchObject({ status: 'declined' })
    expect(await ledger({ idempotencyKey: `${idempotencyKey}:card` })).toEqual([])
  })

  it('without keepCard nothing is kept, as before', async () => {
    const idempotencyKey = key('checkout')
    const { keepCard: _keep, ...plain } = hold('4242424242424242', idempotencyKey)
    const held = await first.authorize(plain)
    expect(held.status).toBe('authorized')
    expect(held).not.toHaveProperty('savedCard')
    expect(await ledger({ idempotencyKey: `${idempotencyKey}:card` })).toEqual([])
  })

  it('a key used for a hold cannot be replayed as a charge', async () => {
    const idempotencyKey = key('checkout')
    const held = await first.authorize(hold('4242424242424242', idempotencyKey))
    if (held.status !== 'authorized' || !held.savedCard) throw new Error('expected a kept card')
    await expect(first.chargeSaved(charge(held.savedCard, idempotencyKey, 80999))).rejects.toBeInstanceOf(PaymentInputError)
  })
})

describe("the subscription's card on file", () => {
  it("is written by the server's steps only: an admin's edit is refused and changes nothing; the patient reads no gateway reference", async () => {
    const patient = await createPatient(payload)
    const admin = await createStaff(payload, 'admin')
    const kept = await saved('4242424242424242')
    const { status: _saved, ...card } = kept
    const cardOnFile = { status: 'saved' as const, gateway: 'sandbox' as const, ...card, savedAt: new Date().toISOString() }
    const subscription = await payload.create({
      collection: 'subscriptions',
      data: { patient: patient.id, plan_name: 'Plan', amountCents: 80999, paymentTerms: '6', status: 'active', cardOnFile },
      overrideAccess: true,
      depth: 0,
    })
    await expect(
      payload.update({
        collection: 'subscriptions',
        id: subscription.id,
        data: { cardOnFile: { ...cardOnFile, paymentMethodRef: 'sandbox_pm_someone_else' } },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const stored = await payload.findByID({ collection: 'subscriptions', id: subscription.id, overrideAccess: true, depth: 0 })
    expect(stored.cardOnFile?.paymentMethodRef).toBe(kept.paymentMethodRef)
    const own = await payload.findByID({ collection: 'subscriptions', id: subscription.id, overrideAccess: false, user: patient, depth: 0 })
    expect(own.cardOnFile).toMatchObject({ status: 'saved', brand: 'visa', last4: '4242' })
    expect(own.cardOnFile?.customerRef).toBeUndefined()
    expect(own.cardOnFile?.paymentMethodRef).toBeUndefined()
  })
})
