import { getTestPayload } from '@telehealth/cms/testing'
import { prescriptionMessages, type RowId } from '@telehealth/domain'
import type { CollectionBeforeChangeHook, Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { answerPrescription } from './prescription.server.ts'

/**
 * The patient's answer is recorded, then the order moves (ADR 085). A failure planted between the
 * two (the move's history row) leaves the answer recorded and the order where it was; the patient's
 * next click finishes the move instead of being told the answer was already given (ADR 090).
 */
let payload: Payload
let counter = 0
const failing = { to: null as string | null }
const plantedFailure: CollectionBeforeChangeHook = ({ data }) => {
  if (failing.to !== null && data.to === failing.to) throw new Error('planted: the order history write fails')
  return data
}

beforeAll(async () => {
  payload = await getTestPayload()
  const hooks = payload.collections['order-status-changes'].config.hooks
  hooks.beforeChange = [...(hooks.beforeChange ?? []), plantedFailure]
})

afterEach(() => {
  failing.to = null
})

const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

/** An order at prescription_received with a live sandbox hold and a pending prescription. */
async function prescribed(patient: SignedInPatient) {
  const reference = `sandbox_pi_retry_${++counter}_${Date.now()}`
  await payload.create({
    collection: 'sandbox-payments',
    data: { idempotencyKey: `hold-${reference}`, reference, amountCents: 74700, status: 'authorized' },
    overrideAccess: true,
  })
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'prescription_received',
      medication: 'tirzepatide',
      paymentTerms: '3',
      amountCents: 74700,
      payment_intent_id: reference,
      shippingAddress,
    },
    overrideAccess: true,
    depth: 0,
  })
  const prescription = await payload.create({
    collection: 'prescriptions',
    data: { patient: patient.id, order: order.id, status: 'pending', items: [{ name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg' }] },
    overrideAccess: true,
    depth: 0,
  })
  return { order, prescription }
}

async function stateOf(orderId: RowId, prescriptionId: RowId) {
  const [order, prescription, captures, moves] = await Promise.all([
    payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true }),
    payload.findByID({ collection: 'prescriptions', id: prescriptionId, depth: 0, overrideAccess: true }),
    payload.count({ collection: 'transactions', where: { and: [{ order: { equals: orderId } }, { status: { equals: 'captured' } }] }, overrideAccess: true }),
    payload.find({ collection: 'order-status-changes', where: { order: { equals: orderId } }, sort: 'createdAt', depth: 0, overrideAccess: true }),
  ])
  return { order: order.status, prescription: prescription.status, captures: captures.totalDocs, moves: moves.docs.map((row) => row.to) }
}

describe('a prescription answer whose move failed after the answer was recorded', () => {
  it('Approve again places the order, capturing once', async () => {
    const patient = await signedInPatient(payload)
    const { order, prescription } = await prescribed(patient)
    failing.to = 'order_placed'
    await expect(answerPrescription(patient, String(order.id), true)).rejects.toThrow('planted')
    expect(await stateOf(order.id, prescription.id)).toMatchObject({ order: 'prescription_received', prescription: 'approved' })

    failing.to = null
    expect(await answerPrescription(patient, String(order.id), true)).toMatchObject({ ok: true })
    // The gateway saw the same key twice: one capture.
    expect(await stateOf(order.id, prescription.id)).toEqual({
      order: 'order_placed',
      prescription: 'approved',
      captures: 1,
      moves: ['prescription_received', 'order_placed'],
    })
    // Now it is done: a further click is told so.
    expect(await answerPrescription(patient, String(order.id), true)).toEqual({ ok: false, status: 409, message: prescriptionMessages.alreadyApproved })
  })

  it('Decline again returns the order to the clinician; the other answer is refused and changes nothing', async () => {
    const patient = await signedInPatient(payload)
    const { order, prescription } = await prescribed(patient)
    failing.to = 'needs_review'
    await expect(answerPrescription(patient, String(order.id), false)).rejects.toThrow('planted')
    expect(await stateOf(order.id, prescription.id)).toMatchObject({ order: 'prescription_received', prescription: 'declined' })

    failing.to = null
    expect(await answerPrescription(patient, String(order.id), true)).toMatchObject({ ok: false, status: 409 })
    expect(await stateOf(order.id, prescription.id)).toMatchObject({ order: 'prescription_received', prescription: 'declined', captures: 0 })
    expect(await answerPrescription(patient, String(order.id), false)).toMatchObject({ ok: true })
    expect(await stateOf(order.id, prescription.id)).toMatchObject({ order: 'needs_review', prescription: 'declined', captures: 0 })
  })
})
