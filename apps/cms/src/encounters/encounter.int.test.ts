import { createLocalReq, type CollectionBeforeChangeHook, type Payload, type TypedUser } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isExternalDoctorCase, npiMessages, type RowId } from '@telehealth/domain'
import { orderEndpoints } from '../orders/endpoints.ts'
import { prescribeEndpoints } from '../orders/prescribe.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'

/**
 * ADR 097: a clinician's first review of a patient's form for an order (Prescribe, or the move to
 * needs_review that asks for an appointment) gives the patient one encounter for that order, with
 * that clinician as their doctor, and a health record id; a retry after a failure finds it, never a
 * second one (ADR 090).
 */
let payload: Payload
let clinician: TypedUser
let otherClinician: TypedUser
const failing = { thread: false }
/** Fails the last write of the unit, after the encounter is written: the thread's. */
const plantedFailure: CollectionBeforeChangeHook = ({ data }) => {
  if (failing.thread) throw new Error('planted: the thread write fails')
  return data
}
const shippingAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX' as const, zip: '78701' }
const body = (provider = 1) => ({
  doctor: 'Dr. Jane Rivera',
  provider,
  external_visit_id: 'visit-9001',
  items: [{ rxId: 'rx-1', medId: 'm-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg', directions: 'Inject 0.25 mL weekly.' }],
})

beforeAll(async () => {
  payload = await getTestPayload()
  clinician = await createStaff(payload, 'clinical')
  otherClinician = await createStaff(payload, 'clinical')
  const threads = payload.collections['chat-threads'].config.hooks
  threads.beforeChange = [...(threads.beforeChange ?? []), plantedFailure]
})

afterEach(() => {
  failing.thread = false
})

async function orderAt(status: 'waiting_prescription' | 'needs_review' | 'pending_approval', patientId?: RowId) {
  const patient = patientId ?? (await createPatient(payload)).id
  return payload.create({
    collection: 'orders',
    data: { patient: patient as number, status, amountCents: 24999, medication: 'tirzepatide', shippingAddress },
    overrideAccess: true,
    depth: 0,
  })
}

async function prescribe(user: TypedUser, orderId: RowId, json: unknown) {
  const req = await createLocalReq({ user }, payload)
  req.routeParams = { id: String(orderId) }
  req.json = async () => json
  return (await prescribeEndpoints[0]!.handler(req)).status
}

async function transition(user: TypedUser, orderId: RowId, json: unknown) {
  const req = await createLocalReq({ user }, payload)
  req.routeParams = { id: String(orderId) }
  req.json = async () => json
  return (await orderEndpoints.find((endpoint) => endpoint.path === '/:id/transition')!.handler(req)).status
}

const encountersOf = async (patientId: RowId) =>
  (await payload.find({ collection: 'encounters', where: { patient: { equals: patientId } }, overrideAccess: true, depth: 0 })).docs
const healthIdOf = async (patientId: RowId) => (await payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true })).health_id

describe('the encounter at the first review', () => {
  it('is made once when a clinician prescribes: that clinician is the doctor, with a public id of 10+ characters and a health id', async () => {
    const order = await orderAt('waiting_prescription')
    const patientId = order.patient as RowId
    expect(await prescribe(clinician, order.id, body(1))).toBe(201)
    const [encounter, ...more] = await encountersOf(patientId)
    expect(more).toEqual([])
    expect(encounter).toMatchObject({ order: order.id, doctor: clinician.id, provider: 1, external_visit_id: 'visit-9001' })
    expect(encounter!.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(String(encounter!.publicId)).not.toBe(String(encounter!.id))
    expect(isExternalDoctorCase(encounter!.provider)).toBe(true)
    expect(await healthIdOf(patientId)).toMatch(/^EH[0-9A-F]{10}$/)
    // The prescription names its prescriber, the signed-in clinician (not the typed name).
    const prescription = (await payload.find({ collection: 'prescriptions', where: { order: { equals: order.id } }, overrideAccess: true, depth: 0 })).docs[0]
    expect(prescription?.prescriber).toBe(clinician.id)
    // The doctor thread is there for the clinician to write first.
    const threads = await payload.find({ collection: 'chat-threads', where: { patient: { equals: patientId } }, overrideAccess: true, depth: 0 })
    expect(threads.docs.map((thread) => thread.kind)).toEqual(['doctor'])
  })

  it('is kept, not made again, when the patient declines and another clinician prescribes again; a provider 3 case is no Doctor case', async () => {
    const order = await orderAt('needs_review')
    const patientId = order.patient as RowId
    expect(await prescribe(clinician, order.id, body(3))).toBe(201)
    const healthId = await healthIdOf(patientId)
    await payload.update({ collection: 'prescriptions', where: { order: { equals: order.id } }, data: { status: 'declined' }, overrideAccess: true })
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'needs_review' },
      overrideAccess: true,
      context: { orderTransition: Symbol.for('telehealth.orderTransition') },
    })
    expect(await prescribe(otherClinician, order.id, body(3))).toBe(201)
    const encounters = await encountersOf(patientId)
    expect(encounters).toHaveLength(1)
    expect(encounters[0]).toMatchObject({ doctor: clinician.id, provider: 3 })
    expect(isExternalDoctorCase(encounters[0]!.provider)).toBe(false)
    expect(await healthIdOf(patientId)).toBe(healthId)
  })

  it('is left by no failed prescribe, and the retry makes exactly one', async () => {
    const order = await orderAt('waiting_prescription')
    const patientId = order.patient as RowId
    failing.thread = true
    await expect(prescribe(clinician, order.id, body(1))).rejects.toThrow('planted')
    failing.thread = false
    // On PostgreSQL the transaction took it back; on SQLite the compensation did.
    expect(await encountersOf(patientId)).toEqual([])
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).status).toBe('waiting_prescription')
    expect(await healthIdOf(patientId)).toBeFalsy()
    expect(await prescribe(clinician, order.id, body(1))).toBe(201)
    expect(await encountersOf(patientId)).toHaveLength(1)
    expect(await healthIdOf(patientId)).toMatch(/^EH/)
  })

  it('is made when a clinician asks for an appointment (needs_review), and not by a refused move', async () => {
    const order = await orderAt('waiting_prescription')
    const patientId = order.patient as RowId
    // A move from a status the order is not in is refused: no encounter.
    expect(await transition(clinician, order.id, { from: 'pending_approval', to: 'needs_review', reason: 'Needs a video visit.' })).toBe(409)
    expect(await encountersOf(patientId)).toEqual([])
    expect(await transition(clinician, order.id, { from: 'waiting_prescription', to: 'needs_review', reason: 'Needs a video visit.' })).toBe(200)
    const [encounter] = await encountersOf(patientId)
    expect(encounter).toMatchObject({ order: order.id, doctor: clinician.id, provider: 3 })
    expect(await healthIdOf(patientId)).toMatch(/^EH/)
    // The later prescription keeps that first encounter.
    expect(await prescribe(otherClinician, order.id, body(1))).toBe(201)
    expect(await encountersOf(patientId)).toHaveLength(1)
  })

  it('is refused to a support staff member moving an order at all', async () => {
    const support = await createStaff(payload, 'support')
    const order = await orderAt('waiting_prescription')
    expect(await transition(support, order.id, { from: 'waiting_prescription', to: 'needs_review', reason: 'Needs a video visit.' })).toBe(403)
    expect(await encountersOf(order.patient as RowId)).toEqual([])
  })

  it('is written by nobody through the API, admins included', async () => {
    const admin = await createStaff(payload, 'admin')
    const patient = await createPatient(payload)
    const order = await orderAt('waiting_prescription', patient.id)
    await expect(
      payload.create({
        collection: 'encounters',
        data: { patient: patient.id, order: order.id, doctor: clinician.id, provider: 1 },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
    expect(await encountersOf(patient.id)).toEqual([])
  })
})

describe("a clinician's profile", () => {
  it('keeps a valid NPI number and refuses a wrong one with the reason, changing nothing', async () => {
    const me = await createStaff(payload, 'clinical')
    const saved = await payload.update({
      collection: 'staff',
      id: me.id,
      data: { displayName: 'Dr. Jane Rivera, MD', npi: '1234567893', bio: 'Board-certified in obesity medicine.' },
      overrideAccess: false,
      user: me,
    })
    expect(saved).toMatchObject({ displayName: 'Dr. Jane Rivera, MD', npi: '1234567893' })
    const refused = await payload.update({ collection: 'staff', id: me.id, data: { npi: '1234567890' }, overrideAccess: false, user: me }).then(
      () => null,
      (error: unknown) => error as { status?: number; data?: { errors?: { message: string }[] } },
    )
    expect(refused?.status).toBe(400)
    expect(refused?.data?.errors?.[0]?.message).toBe(npiMessages.checkDigit)
    expect((await payload.findByID({ collection: 'staff', id: me.id, depth: 0, overrideAccess: true })).npi).toBe('1234567893')
  })

  it('is edited by the staff member themself or an admin, never by another clinician', async () => {
    const me = await createStaff(payload, 'clinical')
    await expect(
      payload.update({ collection: 'staff', id: me.id, data: { bio: 'Not mine to write.' }, overrideAccess: false, user: otherClinician }),
    ).rejects.toThrow()
    const admin = await createStaff(payload, 'admin')
    await payload.update({ collection: 'staff', id: me.id, data: { npi: '1245319599' }, overrideAccess: false, user: admin })
    const stored = await payload.findByID({ collection: 'staff', id: me.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ npi: '1245319599' })
    expect(stored.bio ?? null).toBeNull()
  })
})
