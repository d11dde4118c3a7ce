import type { RowId, StoredOrderStatus } from '@telehealth/domain'
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { waitForClaimIn } from '../claims.ts'
import { relationValue } from '../fields/relation-id.ts'
import { prescriptionAnswerClaimKey } from '../jobs/claim-keys.ts'
import { createSandboxGateway } from '../payments/sandbox-gateway.ts'
import type { Pharmacy, PharmacyOrder } from '../pharmacy/pharmacy.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { transitionOrder, type LifecycleDeps } from './lifecycle.ts'
import { prescribe } from './prescribe.ts'
import { voidMessages, voidPrescription, voidPrescriptionEndpoints } from './void-prescription.ts'
import { orderKeyOf } from './reference.ts'

let payload: Payload
let admin: TypedUser
const staff: Partial<Record<'clinical' | 'fulfilment' | 'marketing', TypedUser>> = {}
let deps: LifecycleDeps
const sentToPharmacy: PharmacyOrder[] = []
const pharmacy: Pharmacy = {
  name: 'test-record',
  async place(order) {
    sentToPharmacy.push(order)
    return { reference: `ph-${order.orderId}` }
  },
}
const shippingAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX' as const, zip: '78701' }
let counter = 0

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createStaff(payload, 'admin')
  for (const role of ['clinical', 'fulfilment', 'marketing'] as const) staff[role] = await createStaff(payload, role)
  deps = { gateway: createSandboxGateway(async () => payload), pharmacy, now: () => new Date() }
})

async function orderAt(status: StoredOrderStatus) {
  const patient = await createPatient(payload)
  const reference = `sandbox_pi_void_${++counter}_${Date.now()}`
  await payload.create({
    collection: 'sandbox-payments',
    data: { idempotencyKey: `hold-${reference}`, reference, amountCents: 24999, status: 'authorized' },
    overrideAccess: true,
  })
  const order = await payload.create({
    collection: 'orders',
    data: { patient: patient.id, status, amountCents: 24999, medication: 'semaglutide', payment_intent_id: reference, shippingAddress },
    overrideAccess: true,
    depth: 0,
  })
  return { order, patient }
}

async function prescriptionOn(orderId: RowId, patientId: RowId, status: 'pending' | 'approved' | 'declined' | 'void', name: string, hoursAgo = 0) {
  const prescription = await payload.create({
    collection: 'prescriptions',
    data: { patient: relationValue(patientId), order: relationValue(orderId), status, items: [{ name }] },
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({
    collection: 'prescriptions',
    id: prescription.id,
    data: { createdAt: new Date(Date.now() - hoursAgo * 3600_000).toISOString() },
    overrideAccess: true,
  })
  return prescription
}

const read = (id: RowId) => payload.findByID({ collection: 'prescriptions', id, depth: 0, overrideAccess: true })
const statusOf = async (orderId: RowId) => (await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })).status
const historyOf = async (orderId: RowId) =>
  (await payload.find({ collection: 'order-status-changes', where: { order: { equals: orderId } }, sort: 'createdAt', overrideAccess: true, depth: 0 })).docs

async function post(user: TypedUser | undefined, id: RowId | string, json: unknown) {
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.routeParams = { id: String(id) }
  req.json = async () => json
  const response = await voidPrescriptionEndpoints[0]!.handler(req)
  return { status: response.status, body: (await response.json()) as { message?: string; prescription?: { status?: string } } }
}

describe('voiding a prescription', () => {
  it('an admin voids the pending one with a reason: recorded, audited, the order goes back to the clinician, who prescribes again', async () => {
    const { order, patient } = await orderAt('prescription_received')
    const prescription = await prescriptionOn(order.id, patient.id, 'pending', 'Tirzepatide 10 mg/mL')
    const answer = await post(admin, prescription.id, { from: 'pending', reason: '  Written on the wrong patient’s order.  ' })
    expect(answer).toMatchObject({ status: 200, body: { prescription: { status: 'void' } } })

    const stored = await read(prescription.id)
    expect(stored).toMatchObject({ status: 'void', voidReason: 'Written on the wrong patient’s order.', voidedBy: admin.id })
    expect(Date.now() - new Date(stored.voidedAt!).getTime()).toBeLessThan(60_000)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ resource: { equals: 'prescriptions' } }, { documentId: { equals: String(prescription.id) } }, { action: { equals: 'update' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(audit.docs.map((entry) => [entry.actorCollection, String(entry.actorId)])).toContainEqual(['staff', String(admin.id)])

    expect(await statusOf(order.id)).toBe('needs_review')
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      from: 'prescription_received',
      to: 'needs_review',
      actorKind: 'staff',
      staff: admin.id,
      reason: voidMessages.orderReason('Written on the wrong patient’s order.'),
    })

    const again = await prescribe(
      payload,
      {
        orderId: String(order.id),
        body: { doctor: 'Dr. Jane Rivera', provider: 4417, external_visit_id: 'visit-2', items: [{ name: 'Semaglutide 2.5 mg/mL' }] },
        staff: { id: staff.clinical!.id, role: 'clinical' },
      },
      deps,
    )
    expect(again.ok).toBe(true)
    expect(await statusOf(order.id)).toBe('prescription_received')
  })

  it('is refused, changing nothing, for anyone but an admin, without a reason, from a status the admin did not see, twice, or once the pharmacy has it', async () => {
    const { order, patient } = await orderAt('prescription_received')
    const prescription = await prescriptionOn(order.id, patient.id, 'pending', 'Semaglutide')
    const body = { from: 'pending', reason: 'Duplicate.' }
    expect((await post(undefined, prescription.id, body)).status).toBe(401)
    for (const role of ['clinical', 'fulfilment', 'marketing'] as const) {
      expect(await post(staff[role], prescription.id, body)).toMatchObject({ status: 403, body: { message: voidMessages.adminOnly } })
    }
    const asPatient = await createLocalReq({ user: { ...patient, collection: 'patients' } as TypedUser }, payload)
    asPatient.routeParams = { id: String(prescription.id) }
    asPatient.json = async () => body
    expect((await voidPrescriptionEndpoints[0]!.handler(asPatient)).status).toBe(401)

    for (const bad of [
      { from: 'pending' },
      { from: 'pending', reason: '   ' },
      { from: 'pending', reason: 'x'.repeat(401) },
      { reason: 'Duplicate.' },
      ['x'],
      'text',
    ]) {
      expect((await post(admin, prescription.id, bad)).status, JSON.stringify(bad)).toBe(400)
    }
    expect(await post(admin, prescription.id, { from: 'approved', reason: 'Duplicate.' })).toMatchObject({
      status: 409,
      body: { message: voidMessages.movedOn('pending', 'approved') },
    })
    expect((await post(admin, 'not-an-id', body)).status).toBe(404)
    expect((await read(prescription.id)).status).toBe('pending')
    expect(await statusOf(order.id)).toBe('prescription_received')
    expect(await historyOf(order.id)).toHaveLength(1)

    expect((await post(admin, prescription.id, body)).status).toBe(200)
    expect(await post(admin, prescription.id, body)).toMatchObject({ status: 409, body: { message: voidMessages.alreadyVoid } })
    expect(await post(admin, prescription.id, { ...body, from: 'void' })).toMatchObject({ status: 400, body: { message: voidMessages.alreadyVoid } })

    const placed = await orderAt('order_placed')
    const filled = await prescriptionOn(placed.order.id, placed.patient.id, 'approved', 'Semaglutide')
    expect(await post(admin, filled.id, { from: 'approved', reason: 'Duplicate.' })).toMatchObject({
      status: 409,
      body: { message: voidMessages.withPharmacy('order_placed') },
    })
    expect((await read(filled.id)).status).toBe('approved')
    expect(await statusOf(placed.order.id)).toBe('order_placed')
  })

  it('an older prescription is voided on record only: the order does not wait on it and stays where it is', async () => {
    const { order, patient } = await orderAt('prescription_received')
    const older = await prescriptionOn(order.id, patient.id, 'declined', 'Semaglutide', 5)
    const current = await prescriptionOn(order.id, patient.id, 'pending', 'Tirzepatide')
    const result = await voidPrescription(
      payload,
      { prescriptionId: older.id, from: 'declined', reason: 'Wrong strength.', staff: { id: admin.id, role: 'admin' } },
      deps,
    )
    expect(result).toMatchObject({ ok: true, orderMoved: false })
    expect(await statusOf(order.id)).toBe('prescription_received')
    expect((await read(current.id)).status).toBe('pending')
  })

  it('a voided prescription is not the order’s prescription: placement and the pharmacy’s copy take the latest live one', async () => {
    const { order, patient } = await orderAt('prescription_received')
    await prescriptionOn(order.id, patient.id, 'approved', 'Semaglutide 2.5 mg/mL', 3)
    // Newer, and pending within its 12 hours: were it counted, placement would wait on it.
    await prescriptionOn(order.id, patient.id, 'void', 'Tirzepatide 10 mg/mL', 1)
    const moved = await transitionOrder(
      payload,
      { orderId: order.id, from: 'prescription_received', to: 'order_placed', actor: { kind: 'staff', id: staff.fulfilment!.id, role: 'fulfilment' } },
      deps,
    )
    expect(moved.ok).toBe(true)
    // The pharmacy knows an order by its reference (ADR 090).
    expect(sentToPharmacy.find((sent) => sent.orderId === orderKeyOf(order))?.prescription.map((item) => item.name)).toEqual(['Semaglutide 2.5 mg/mL'])
  })

  it('a void and the patient’s answer at once give one outcome', async () => {
    for (const accept of [true, false]) {
      const { order, patient } = await orderAt('prescription_received')
      const prescription = await prescriptionOn(order.id, patient.id, 'pending', 'Semaglutide')
      // The patient's answer as the site gives it (apps/site prescription.server.ts): under the
      // prescription's answer claim, still pending, recorded, then the order moved for the patient.
      const answer = async () => {
        const claim = await waitForClaimIn(payload, prescriptionAnswerClaimKey(String(prescription.id)), 60_000, 15_000)
        if (!claim) return null
        try {
          if ((await read(prescription.id)).status !== 'pending') return null
          await payload.update({ collection: 'prescriptions', id: prescription.id, data: { status: accept ? 'approved' : 'declined' }, overrideAccess: true })
          return await transitionOrder(
            payload,
            { orderId: order.id, from: 'prescription_received', to: accept ? 'order_placed' : 'needs_review', actor: { kind: 'for-patient', id: patient.id } },
            deps,
          )
        } finally {
          await claim.release()
        }
      }
      const [voided] = await Promise.all([
        voidPrescription(payload, { prescriptionId: prescription.id, from: 'pending', reason: 'Duplicate.', staff: { id: admin.id, role: 'admin' } }, deps),
        answer(),
      ])
      const final = await read(prescription.id)
      const status = await statusOf(order.id)
      if (voided.ok) {
        expect(final.status).toBe('void')
        expect(status).toBe('needs_review')
      } else {
        expect(final.status).toBe(accept ? 'approved' : 'declined')
        expect(status).toBe(accept ? 'order_placed' : 'needs_review')
      }
      // Never two moves out of prescription_received.
      expect((await historyOf(order.id)).filter((row) => row.from === 'prescription_received')).toHaveLength(1)
    }
  })
})
