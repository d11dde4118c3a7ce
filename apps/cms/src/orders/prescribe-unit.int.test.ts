import { createLocalReq, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type Payload, type TypedUser } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RowId } from '@telehealth/domain'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { prescribeEndpoints } from './prescribe.ts'

/**
 * Prescribing writes the encounter, the prescription, the order's move and the health id as one
 * unit (ADR 079). A stop planted between them (the move's history row fails, and so does the undo
 * of the prescription, as a process that stops leaves it on SQLite) must not refuse the clinician's
 * next Prescribe for ever: it finishes the work with the new items (ADR 090).
 */
const transactional = process.env.TEST_DATABASE_ENGINE === 'postgres'

let payload: Payload
let clinician: TypedUser
const failing = { history: false, undo: false }
const plantedFailure: CollectionBeforeChangeHook = ({ data }) => {
  if (failing.history && data.to === 'prescription_received') throw new Error('planted: the order history write fails')
  return data
}
const plantedUndoFailure: CollectionBeforeDeleteHook = () => {
  if (failing.undo) throw new Error('planted: the prescription cannot be removed')
}
const shippingAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX' as const, zip: '78701' }
const item = (name: string) => ({ rxId: 'rx-1', medId: 'm-1', name, strength: '2.5 mg', directions: 'Inject 0.25 mL weekly.' })
const body = { doctor: 'Dr. Jane Rivera', provider: 4417, external_visit_id: 'visit-9001', items: [item('Tirzepatide 10 mg/mL')] }

beforeAll(async () => {
  payload = await getTestPayload()
  clinician = await createStaff(payload, 'clinical')
  const history = payload.collections['order-status-changes'].config.hooks
  history.beforeChange = [...(history.beforeChange ?? []), plantedFailure]
  const prescriptions = payload.collections.prescriptions.config.hooks
  prescriptions.beforeDelete = [...(prescriptions.beforeDelete ?? []), plantedUndoFailure]
})

afterEach(() => {
  failing.history = false
  failing.undo = false
})

async function orderAt(status: 'waiting_prescription' | 'needs_review') {
  const patient = await createPatient(payload)
  const order = await payload.create({
    collection: 'orders',
    data: { patient: patient.id, status, amountCents: 24999, medication: 'tirzepatide', shippingAddress },
    overrideAccess: true,
    depth: 0,
  })
  return { patient, order }
}

async function post(id: RowId, json: unknown) {
  const req = await createLocalReq({ user: clinician }, payload)
  req.routeParams = { id: String(id) }
  req.json = async () => json
  const response = await prescribeEndpoints[0]!.handler(req)
  return response.status
}

async function stateOf(orderId: RowId) {
  const [order, prescriptions] = await Promise.all([
    payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'prescriptions', where: { order: { equals: orderId } }, overrideAccess: true, depth: 0 }),
  ])
  return { status: order.status, prescriptions: prescriptions.docs.map((row) => [row.status, row.items?.map((entry) => entry.name)]) }
}

describe('a Prescribe after one that stopped between its writes', () => {
  it('writes the new prescription and moves the order, leaving one prescription', async () => {
    const { order } = await orderAt('waiting_prescription')
    failing.history = true
    failing.undo = true
    await expect(post(order.id, body)).rejects.toThrow('planted')
    // PostgreSQL rolled it all back; on SQLite the prescription outlived its failed unit, the order did not move.
    expect(await stateOf(order.id)).toEqual({
      status: 'waiting_prescription',
      prescriptions: transactional ? [] : [['pending', ['Tirzepatide 10 mg/mL']]],
    })

    failing.history = false
    failing.undo = false
    expect(await post(order.id, { ...body, items: [item('Semaglutide 2.5 mg/mL')] })).toBe(201)
    expect(await stateOf(order.id)).toEqual({ status: 'prescription_received', prescriptions: [['pending', ['Semaglutide 2.5 mg/mL']]] })
  })

  it('finishes a prescription left without its move on every engine', async () => {
    const { patient, order } = await orderAt('needs_review')
    // What a stop between the writes leaves where there is no transaction: the prescription, no move.
    await payload.create({
      collection: 'prescriptions',
      data: { patient: patient.id, order: order.id, status: 'pending', items: [item('Tirzepatide 10 mg/mL')] },
      overrideAccess: true,
      depth: 0,
    })
    expect(await post(order.id, { ...body, items: [item('Semaglutide 2.5 mg/mL')] })).toBe(201)
    expect(await stateOf(order.id)).toEqual({ status: 'prescription_received', prescriptions: [['pending', ['Semaglutide 2.5 mg/mL']]] })
  })
})
