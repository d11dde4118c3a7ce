import { getTestPayload } from '@telehealth/cms/testing'
import { initialProducts } from '@telehealth/cms/seed'
import { checkoutOutcomeMessages, type CheckoutPaymentForm } from '@telehealth/domain'
import type { CollectionBeforeChangeHook, Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { findOpenCart, saveCart } from './cart.server.ts'
import { placeOrder } from './place-order.server.ts'

/**
 * The checkout's records after the card is held are one unit of work (ADR 079). A write planted to
 * fail in the middle (the shipping address, after the order, subscription and transaction) leaves
 * nothing behind: on PostgreSQL by the transaction's rollback, on SQLite by the compensations.
 */
const transactional = process.env.TEST_DATABASE_ENGINE === 'postgres'

let payload: Payload
const failing = { addresses: false }
const plantedFailure: CollectionBeforeChangeHook = () => {
  if (failing.addresses) throw new Error('planted: the address write fails')
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
  const hooks = payload.collections.addresses.config.hooks
  hooks.beforeChange = [...(hooks.beforeChange ?? []), plantedFailure]
})

afterEach(() => {
  failing.addresses = false
})

let counter = 0
async function patientWithCart() {
  counter += 1
  const doc = await payload.create({
    collection: 'patients',
    data: { email: `unit-buyer${counter}-${Date.now()}@example.com`, password: 'a-long-test-password', first_name: 'Buy', last_name: 'Er' },
  })
  const patient: SignedInPatient = { ...doc, collection: 'patients' }
  const publicId = await saveCart({ patient, drug: 'semaglutide', paymentTerms: 6, offers: null, conversionId: null })
  const cart = await findOpenCart(publicId, patient)
  if (!cart) throw new Error('cart not saved')
  return { patient, cart }
}

const form: CheckoutPaymentForm = {
  shipping: { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  billing: { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  agreed_to_terms: true,
}
const card = { kind: 'sandbox_card' as const, number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' }

async function recordsOf(patient: SignedInPatient) {
  const count = async (collection: 'orders' | 'subscriptions' | 'transactions' | 'addresses') =>
    (await payload.count({ collection, where: { patient: { equals: patient.id } } })).totalDocs
  return {
    orders: await count('orders'),
    subscriptions: await count('subscriptions'),
    transactions: await count('transactions'),
    addresses: await count('addresses'),
  }
}

/** What the audit log says happened to the patient's orders, subscriptions and transactions. */
async function auditedChanges(patient: SignedInPatient) {
  const entries = await payload.find({
    collection: 'audit-log',
    where: { and: [{ patient: { equals: String(patient.id) } }, { resource: { in: ['orders', 'subscriptions', 'transactions'] } }] },
    pagination: false,
    depth: 0,
  })
  // Entries of one millisecond have no order between them: compared as a set.
  return entries.docs.map((entry) => `${entry.action} ${entry.resource}`).sort()
}

describe('a checkout whose records fail half-way after the card is held', () => {
  it('keeps no record, opens the cart again and voids the hold', async () => {
    const { patient, cart } = await patientWithCart()
    failing.addresses = true
    const result = await placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card, idempotencyKey: `unit-fails-${patient.id}-xxxxxxxx` })
    expect(result).toEqual({ status: 'unavailable', message: checkoutOutcomeMessages.notCompleted })

    expect(await recordsOf(patient)).toEqual({ orders: 0, subscriptions: 0, transactions: 0, addresses: 0 })
    expect((await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })).status).toBe('open')
    const attempts = await payload.find({ collection: 'payment-attempts', where: { patient: { equals: patient.id } }, pagination: false, depth: 0 })
    expect(attempts.docs.map((attempt) => attempt.status)).toEqual(['voided'])
    const ledger = await payload.find({ collection: 'sandbox-payments', where: { idempotencyKey: { equals: attempts.docs[0]!.idempotencyKey } }, depth: 0 })
    expect(ledger.docs.map((row) => row.status)).toEqual(['voided'])

    // The engine's own path: rolled back, nothing was ever committed (PostgreSQL); or written and
    // removed again by the compensations, each step in the audit log (SQLite).
    expect(await auditedChanges(patient)).toEqual(
      transactional ? [] : ['create orders', 'create subscriptions', 'create transactions', 'delete orders', 'delete subscriptions', 'delete transactions'],
    )
  })

  it('the same checkout without the planted failure keeps every record', async () => {
    const { patient, cart } = await patientWithCart()
    const result = await placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card, idempotencyKey: `unit-works-${patient.id}-xxxxxxxx` })
    expect(result.status).toBe('success')
    expect(await recordsOf(patient)).toEqual({ orders: 1, subscriptions: 1, transactions: 1, addresses: 1 })
    expect(await auditedChanges(patient)).toEqual(['create orders', 'create subscriptions', 'create transactions'])
  })
})
