import { reshipReviewMessages, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { lifecycleDeps } from '../../orders/lifecycle.ts'
import { PharmacyUnavailableError, type Pharmacy, type PharmacyOrder } from '../../pharmacy/pharmacy.ts'
import { createPatient, createStaff } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { postReview, receivedRequest, shippingAddress } from './review.fixture.ts'

/**
 * The pharmacy after an approval (ADR 090): what it took stays taken, the rest waits for the next
 * Approve, and the keys it is sent are the orders' references, which no later order can get, even
 * where SQLite gives a deleted row's id to the next one.
 */
const transactional = process.env.TEST_DATABASE_ENGINE === 'postgres'

let payload: Payload
let original: Pharmacy

/** The pharmacy's side: one order per idempotency key, as a real order API keeps them. */
const pharmacyOrders = new Map<string, PharmacyOrder>()
const planted = { refuseCall: 0 }
let calls = 0
const recordingPharmacy: Pharmacy = {
  name: 'test-pharmacy',
  async place(order) {
    calls += 1
    if (planted.refuseCall === calls) throw new PharmacyUnavailableError('planted: the pharmacy answers 503')
    if (!pharmacyOrders.has(order.orderId)) pharmacyOrders.set(order.orderId, order)
    return { reference: `ph-${order.orderId}` }
  },
}

beforeAll(async () => {
  payload = await getTestPayload()
  original = lifecycleDeps(payload).pharmacy
  lifecycleDeps(payload).pharmacy = recordingPharmacy
})

afterEach(() => {
  planted.refuseCall = 0
  calls = 0
  pharmacyOrders.clear()
})

/** A received replacement request for two delivered orders of one patient. */
async function requestForTwoOrders() {
  const { patient, order, request } = await receivedRequest(payload)
  const second = await payload.create({
    collection: 'orders',
    data: { ...order, id: undefined, createdAt: undefined, updatedAt: undefined, reference: undefined },
    depth: 0,
  })
  const both = await payload.update({
    collection: 'reship-requests',
    id: request.id,
    data: { items: [order, second].map((shipped) => ({ itemId: String(shipped.id), name: 'Compounded Semaglutide', shippedOrder: shipped.id })) },
    depth: 0,
  })
  return { patient, request: both }
}

async function stateOf(requestId: RowId, patientEmail: string) {
  const [request, replacements, mail, deletions] = await Promise.all([
    payload.findByID({ collection: 'reship-requests', id: requestId, depth: 0 }),
    payload.find({ collection: 'orders', where: { replacementOf: { equals: requestId } }, sort: 'createdAt', depth: 0, pagination: false }),
    payload.count({ collection: 'outbox', where: { to: { equals: patientEmail } } }),
    payload.count({ collection: 'audit-log', where: { and: [{ resource: { equals: 'orders' } }, { action: { equals: 'delete' } }] } }),
  ])
  return {
    status: request.status,
    linked: (request.replacementOrders ?? []).length,
    replacements: replacements.docs.map((order) => ({ status: order.status, sent: order.pharmacyReference === `ph-${order.reference}` })),
    references: replacements.docs.map((order) => order.reference),
    mail: mail.totalDocs,
    deletions: deletions.totalDocs,
  }
}

describe('approving a replacement of two orders when the pharmacy refuses the second', () => {
  it('keeps the order the pharmacy took, and the next Approve sends only the other', async () => {
    const { patient, request } = await requestForTwoOrders()
    const reviewer = await createStaff(payload, 'clinical')
    planted.refuseCall = 2

    const first = await postReview(payload, reviewer, request.id, { decision: 'approve' })
    expect(first).toMatchObject({ status: 502, body: { message: reshipReviewMessages.pharmacyPending(1, 2) } })
    const partly = await stateOf(request.id, patient.email)
    expect(partly).toMatchObject({
      status: 'approved',
      linked: 2,
      replacements: [
        { status: 'order_placed', sent: true },
        { status: 'order_placed', sent: false },
      ],
      // Nothing the pharmacy has is taken back, and the patient hears nothing until it has them all.
      deletions: 0,
      mail: 0,
    })
    expect([...pharmacyOrders.keys()]).toEqual([partly.references[0]])

    // The pharmacy is back: Approve again sends the one it did not take, once.
    const retried = await postReview(payload, reviewer, request.id, { decision: 'approve' })
    expect(retried).toMatchObject({ status: 200, body: { request: { status: 'approved' } } })
    const done = await stateOf(request.id, patient.email)
    expect(done).toMatchObject({
      replacements: [
        { status: 'order_placed', sent: true },
        { status: 'order_placed', sent: true },
      ],
      deletions: 0,
      mail: 1,
    })
    expect([...pharmacyOrders.keys()].sort()).toEqual([...done.references].sort())
    expect(calls).toBe(3)

    // Everything is with the pharmacy: a further Approve changes nothing.
    expect(await postReview(payload, reviewer, request.id, { decision: 'approve' })).toMatchObject({
      status: 409,
      body: { message: reshipReviewMessages.alreadyReviewed },
    })
    expect(calls).toBe(3)
    expect((await stateOf(request.id, patient.email)).mail).toBe(1)
  })

  it('finishes an approval whose process stopped before the pharmacy was called', async () => {
    const { patient, request } = await requestForTwoOrders()
    const reviewer = await createStaff(payload, 'clinical')
    // The pharmacy refuses the first call: as if the process had stopped after the decision's commit.
    planted.refuseCall = 1
    expect(await postReview(payload, reviewer, request.id, { decision: 'approve' })).toMatchObject({
      status: 502,
      body: { message: reshipReviewMessages.pharmacyPending(0, 2) },
    })
    expect(pharmacyOrders.size).toBe(0)
    expect(await postReview(payload, reviewer, request.id, { decision: 'approve' })).toMatchObject({ status: 200 })
    const done = await stateOf(request.id, patient.email)
    expect(done.replacements).toEqual([
      { status: 'order_placed', sent: true },
      { status: 'order_placed', sent: true },
    ])
    expect(pharmacyOrders.size).toBe(2)
  })
})

describe('the keys an order is known by outside', () => {
  it('are never a row id: an order made after another was deleted gets a key of its own, on every engine', async () => {
    const patient = await createPatient(payload)
    const data = { patient: patient.id, status: 'order_placed' as const, medication: 'semaglutide' as const, amountCents: 0, shippingAddress }
    const gone = await payload.create({ collection: 'orders', data, depth: 0 })
    await recordingPharmacy.place({
      orderId: gone.reference!,
      medication: 'semaglutide',
      prescription: [],
      shipTo: { name: 'A', address_line_1: 'x', address_line_2: null, city: 'Austin', state: 'TX', zip: '78701' },
      replacement: true,
    })
    await payload.delete({ collection: 'orders', id: gone.id, depth: 0 })
    const next = await payload.create({ collection: 'orders', data, depth: 0 })
    // SQLite hands the deleted row's id to the next row; PostgreSQL's ids are uuids.
    if (!transactional) expect(next.id).toBe(gone.id)
    expect(next.reference).toMatch(/^[0-9a-f-]{36}$/)
    expect(next.reference).not.toBe(gone.reference)
    expect(pharmacyOrders.has(next.reference!)).toBe(false)
  })

  it('cannot be written: not at creation, not by an update', async () => {
    const patient = await createPatient(payload)
    const data = { patient: patient.id, status: 'order_placed' as const, medication: 'semaglutide' as const, amountCents: 0, shippingAddress }
    const taken = await payload.create({ collection: 'orders', data, depth: 0 })
    const made = await payload.create({ collection: 'orders', data: { ...data, reference: taken.reference }, depth: 0 })
    expect(made.reference).not.toBe(taken.reference)
    const updated = await payload.update({ collection: 'orders', id: made.id, data: { reference: 'chosen-by-hand' }, depth: 0 })
    expect(updated.reference).toBe(made.reference)
  })
})

afterAll(() => {
  lifecycleDeps(payload).pharmacy = original
})
