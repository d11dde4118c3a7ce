import { createStaff, getTestPayload } from '@telehealth/cms/testing'
import { orderTransitionMessages, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { cmsOrderTransitions, type SignedInPatient } from '~/cms.server.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { ordersAction } from './cancel-order.server.ts'

let payload: Payload
let counter = 0

beforeAll(async () => {
  payload = await getTestPayload()
})

const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

/** An order waiting for its prescription, with a live sandbox hold. */
async function waitingOrder(patient: SignedInPatient) {
  const reference = `sandbox_pi_cancel_${++counter}_${Date.now()}`
  await payload.create({
    collection: 'sandbox-payments',
    data: { idempotencyKey: `hold-${reference}`, reference, amountCents: 24999, status: 'authorized' },
    overrideAccess: true,
  })
  return payload.create({
    collection: 'orders',
    data: { patient: patient.id, status: 'waiting_prescription', medication: 'semaglutide', amountCents: 24999, payment_intent_id: reference, shippingAddress },
    overrideAccess: true,
    depth: 0,
  })
}

function cancelForm(orderId: RowId, from?: string) {
  const form = new FormData()
  form.set('intent', 'orders.cancel')
  form.set('orderId', String(orderId))
  if (from !== undefined) form.set('from', from)
  return form
}

const statusOf = async (id: RowId) => (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })).status

describe('the Orders tab’s cancel', () => {
  it('cancels from the status the page showed, recorded as the patient’s', async () => {
    const alice = await signedInPatient(payload)
    const order = await waitingOrder(alice)
    const answer = await ordersAction({ patient: alice, form: cancelForm(order.id, 'waiting_prescription'), intent: 'orders.cancel' })
    expect(answer.data).toMatchObject({ ok: true, message: orderTransitionMessages.cancelled })
    expect(await statusOf(order.id)).toBe('cancelled')
  })

  it('refuses in plain words, changing nothing, when the order moved on after the page was built', async () => {
    const alice = await signedInPatient(payload)
    const order = await waitingOrder(alice)
    const clinician = await createStaff(payload, 'clinical')
    // The clinician sends it back for review while the patient's page still shows waiting_prescription.
    const moved = await (
      await cmsOrderTransitions()
    ).transition({
      orderId: order.id,
      from: 'waiting_prescription',
      to: 'needs_review',
      actor: { kind: 'staff', id: clinician.id, role: 'clinical' },
      reason: 'Labs',
    })
    expect(moved.ok).toBe(true)
    const answer = await ordersAction({ patient: alice, form: cancelForm(order.id, 'waiting_prescription'), intent: 'orders.cancel' })
    expect(answer.init?.status).toBe(409)
    expect(answer.data).toMatchObject({ ok: false, message: orderTransitionMessages.movedOnForPatient })
    expect(await statusOf(order.id)).toBe('needs_review')
  })
})
