import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { prescriptionMessages, type RowId, type StoredOrderStatus } from '@telehealth/domain'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { orderEndpoints } from './endpoints.ts'
import { prescribeEndpoints } from './prescribe.ts'

let payload: Payload
/** The first bytes of a WebM file, enough for the stored file's type check. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(500, 3)])
const staff: Partial<Record<'admin' | 'clinical' | 'fulfilment' | 'marketing', TypedUser>> = {}
const shippingAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX' as const, zip: '78701' }
const body = {
  doctor: 'Dr. Jane Rivera',
  provider: 4417,
  external_visit_id: 'visit-9001',
  items: [{ rxId: 'rx-1', medId: 'm-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg', directions: 'Inject 0.25 mL weekly.' }],
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'clinical', 'fulfilment', 'marketing'] as const) staff[role] = await createStaff(payload, role)
})

async function orderAt(status: StoredOrderStatus, extra: { videoRequired?: boolean; videoState?: string; patient?: RowId } = {}) {
  const { patient: patientId, ...recorded } = extra
  const patient = patientId === undefined ? await createPatient(payload) : { id: patientId as number }
  const order = await payload.create({
    collection: 'orders',
    data: { patient: patient.id, status, amountCents: 24999, medication: 'tirzepatide', shippingAddress, ...recorded },
    overrideAccess: true,
    depth: 0,
  })
  return { order, patientId: patient.id }
}

async function post(user: TypedUser | undefined, id: string | number, json: unknown) {
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.routeParams = { id: String(id) }
  req.json = async () => json
  const response = await prescribeEndpoints[0]!.handler(req)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const prescriptionsOf = async (orderId: RowId) =>
  (await payload.find({ collection: 'prescriptions', where: { order: { equals: orderId } }, overrideAccess: true, depth: 0 })).docs

/** GET /api/orders/:id/next-statuses as a staff member: what the admin's Order status panel offers. */
async function nextStatuses(user: TypedUser, id: string | number) {
  const req = await createLocalReq({ user }, payload)
  req.routeParams = { id: String(id) }
  const response = await orderEndpoints.find((endpoint) => endpoint.path === '/:id/next-statuses')!.handler(req)
  return (await response.json()) as { status?: string; next?: string[]; held?: string }
}

describe('POST /api/orders/:id/prescribe', () => {
  it('records the encounter and a pending prescription, gives a health id and moves the order to prescription_received', async () => {
    const { order, patientId } = await orderAt('waiting_prescription')
    const answer = await post(staff.clinical, order.id, body)
    expect(answer.status).toBe(201)
    const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    // submitted 4: the patient's tracker offers Adjust Doses beside the prescription (ADR 091).
    expect(stored).toMatchObject({ status: 'prescription_received', doctor: 'Dr. Jane Rivera', provider: 4417, external_visit_id: 'visit-9001', submitted: 4 })
    const [prescription] = await prescriptionsOf(order.id)
    expect(prescription).toMatchObject({
      status: 'pending',
      patient: patientId,
      items: [expect.objectContaining({ rxId: 'rx-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg' })],
    })
    const patient = await payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true })
    expect(patient.health_id).toMatch(/^EH[0-9A-F]{10}$/)
    const emails = await payload.find({ collection: 'outbox', where: { to: { equals: patient.email } }, overrideAccess: true, depth: 0 })
    expect(emails.docs).toHaveLength(1)
    expect(emails.docs[0]).toMatchObject({ subject: 'Your prescription is ready to review' })
    expect(emails.docs[0]!.body).toContain(`/prescription/${order.id}`)
    expect(emails.docs[0]!.body).not.toContain('Tirzepatide')
    const history = await payload.find({
      collection: 'order-status-changes',
      where: { and: [{ order: { equals: order.id } }, { to: { equals: 'prescription_received' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(history.docs[0]).toMatchObject({ actorKind: 'staff', staff: staff.clinical!.id })
  })

  it('the admin panel offers no placing while the prescription waits for the patient, and says until when', async () => {
    const { order } = await orderAt('waiting_prescription')
    expect((await post(staff.clinical, order.id, body)).status).toBe(201)
    const offered = await nextStatuses(staff.fulfilment!, order.id)
    expect(offered.status).toBe('prescription_received')
    expect(offered.next).not.toContain('order_placed')
    expect(offered.held).toMatch(
      /^The patient has not answered the prescription yet\. The order goes to the pharmacy when they approve it, or as written after \d{4}-/,
    )
    // Once the patient approves, placing is offered again.
    const [prescription] = await prescriptionsOf(order.id)
    await payload.update({ collection: 'prescriptions', id: prescription!.id, data: { status: 'approved' }, overrideAccess: true })
    const after = await nextStatuses(staff.fulfilment!, order.id)
    expect(after.next).toContain('order_placed')
    expect(after.held).toBeUndefined()
  })

  it('prescribes again after a decline (needs_review), keeping the health id', async () => {
    const { order, patientId } = await orderAt('needs_review')
    await payload.update({ collection: 'patients', id: patientId, data: { health_id: 'EH0000000001' }, overrideAccess: true })
    expect((await post(staff.admin, order.id, body)).status).toBe(201)
    expect((await payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true })).health_id).toBe('EH0000000001')
  })

  it('refuses bad input, the wrong order status, a second prescription and the wrong people, writing nothing', async () => {
    const { order } = await orderAt('waiting_prescription')
    expect((await post(undefined, order.id, body)).status).toBe(401)
    expect((await post(staff.fulfilment, order.id, body)).status).toBe(403)
    expect((await post(staff.marketing, order.id, body)).status).toBe(403)
    const empty = await post(staff.clinical, order.id, { ...body, items: [] })
    expect(empty).toMatchObject({ status: 400, body: { message: 'items: A prescription needs at least one item.' } })
    expect((await post(staff.clinical, order.id, { ...body, provider: 'abc' })).status).toBe(400)
    expect((await post(staff.clinical, order.id, { ...body, external_visit_id: 'a b' })).status).toBe(400)
    expect((await post(staff.clinical, order.id, ['x'])).status).toBe(400)
    expect((await post(staff.clinical, 'nope', body)).status).toBe(404)
    expect(await prescriptionsOf(order.id)).toHaveLength(0)
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).status).toBe('waiting_prescription')

    const twice = await Promise.all([post(staff.clinical, order.id, body), post(staff.admin, order.id, body)])
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await prescriptionsOf(order.id)).toHaveLength(1)

    const { order: placed } = await orderAt('order_placed')
    const late = await post(staff.clinical, placed.id, body)
    expect(late.status).toBe(409)
    expect(late.body.message).toContain('order_placed')
    expect(await prescriptionsOf(placed.id)).toHaveLength(0)
    expect((await payload.findByID({ collection: 'orders', id: placed.id, depth: 0, overrideAccess: true })).submitted ?? null).toBeNull()
  })

  it('refuses while the order needs the state video and its own video is not in, naming it; prescribes once it is', async () => {
    const { order, patientId } = await orderAt('waiting_prescription', { videoRequired: true, videoState: 'TX' })
    const { order: sibling } = await orderAt('waiting_prescription', { videoRequired: true, videoState: 'TX', patient: patientId })
    const stranger = await createPatient(payload)
    const video = async (data: { patient: RowId; order: RowId; sent: boolean }) =>
      payload.create({
        collection: 'uploads',
        data: {
          patient: data.patient as number,
          order: data.order as number,
          imageType: 'video',
          ...(data.sent ? { submittedAt: new Date().toISOString() } : {}),
        },
        file: { data: WEBM, name: `v-${Date.now()}-${Math.random()}.webm`, mimetype: 'video/webm', size: WEBM.length },
        overrideAccess: true,
        depth: 0,
      })
    const refused = async () => {
      const answer = await post(staff.clinical, order.id, body)
      expect(answer).toMatchObject({ status: 409, body: { message: prescriptionMessages.videoMissing('Texas') } })
      expect(await prescriptionsOf(order.id)).toHaveLength(0)
      expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).status).toBe('waiting_prescription')
    }
    await refused()
    // Not the patient's video of another order, not one uploaded but never sent, not someone else's filed under this order.
    await video({ patient: patientId, order: sibling.id, sent: true })
    await video({ patient: patientId, order: order.id, sent: false })
    await video({ patient: stranger.id, order: order.id, sent: true })
    await refused()
    // A clinician cannot lift the requirement by writing the order.
    const clinician = staff.clinical!
    await payload
      .update({ collection: 'orders', id: order.id, data: { videoRequired: false }, user: clinician, overrideAccess: false, depth: 0 })
      .catch(() => null)
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).videoRequired).toBe(true)
    await refused()

    await video({ patient: patientId, order: order.id, sent: true })
    expect((await post(staff.clinical, order.id, body)).status).toBe(201)
    expect(await prescriptionsOf(order.id)).toHaveLength(1)
    // An order that needs no video is prescribed as before.
    const { order: plain } = await orderAt('waiting_prescription', { videoRequired: false })
    expect((await post(staff.clinical, plain.id, body)).status).toBe(201)
  })
})
