import { relationValue } from '@telehealth/cms/site'
import { createStaff, getTestPayload, prescribe, unknownRowId } from '@telehealth/cms/testing'
import { adjustDosesMessages, orderActionLinks, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { loader as getOrderLoader } from '~/routes/resources/api/prescription-getorder.ts'
import { action as submitAction } from '~/routes/resources/api/submit-adjust-doses-form.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { adjustDosesPageFor } from './adjust-doses.server.ts'
import { orderItems } from './orders.server.ts'

let payload: Payload
let productId: RowId

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
const context = { cspNonce: '', clientIp: '127.0.0.1', trackingSessionId: 'test-tracking-id' }

beforeAll(async () => {
  payload = await getTestPayload()
  const product = await payload.create({
    collection: 'products',
    data: { name: 'Tirzepatide', slug: `tirz-adjust-${Date.now()}`, kind: 'medication', medication: 'tirzepatide' },
    overrideAccess: true,
    depth: 0,
  })
  productId = product.id
})

async function orderOf(
  patient: SignedInPatient,
  status: 'waiting_prescription' | 'prescription_received' | 'needs_review' | 'order_placed' = 'prescription_received',
) {
  return payload.create({
    collection: 'orders',
    data: { patient: patient.id, status, medication: 'tirzepatide', product: relationValue(productId), paymentTerms: '3', amountCents: 74700, shippingAddress },
    overrideAccess: true,
    depth: 0,
  })
}

async function photo(patient: SignedInPatient, imageType: 'prescription_image' | 'id_image' = 'prescription_image') {
  const upload = await payload.create({
    collection: 'uploads',
    data: { patient: patient.id, imageType },
    file: { data: PNG, name: `rx-${Date.now()}-${Math.random()}.png`, mimetype: 'image/png', size: PNG.length },
    overrideAccess: true,
  })
  return `/api/files/${upload.id}`
}

async function cookieOf(patient: SignedInPatient) {
  return (await startPatientSession(new Request('https://care.example.com/login'), patient.id)).split(';')[0] ?? ''
}

async function submit(cookie: string, body: unknown) {
  const request = new Request('https://care.example.com/api/submit-adjust-doses-form', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await submitAction({ request, params: {}, context })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function getOrder(cookie: string, id: string) {
  const request = new Request(`https://care.example.com/api/prescription-getorder/${id}`, { headers: cookie ? { Cookie: cookie } : {} })
  try {
    const response = await getOrderLoader({ request, params: { id }, context })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: (await thrown.json()) as Record<string, unknown> }
    throw thrown
  }
}

const requestsOf = async (orderId: RowId) =>
  (await payload.find({ collection: 'dose-adjustment-requests', where: { order: { equals: orderId } }, overrideAccess: true, depth: 0 })).docs
/** A prescription as the clinician's prescribe endpoint takes it. */
const writtenRx = {
  doctor: 'Dr. Jane Rivera',
  provider: 4417,
  external_visit_id: 'visit-77',
  items: [{ rxId: 'rx-1', medId: 'm-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg', directions: 'Inject weekly.' }],
}
const statusOf = async (orderId: RowId) => (await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })).status

describe('GET /api/prescription-getorder/{id}', () => {
  it('answers the product of the patient’s own order; anyone else’s is 404, no session 401', async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const order = await orderOf(alice)
    expect(await getOrder(await cookieOf(alice), String(order.id))).toEqual({ status: 200, body: { product_id: productId } })
    expect((await getOrder(await cookieOf(bob), String(order.id))).status).toBe(404)
    expect((await getOrder(await cookieOf(alice), '99999999')).status).toBe(404)
    expect((await getOrder('', String(order.id))).status).toBe(401)
  })
})

describe('the adjust-doses page', () => {
  it('is the owner’s, for an order waiting for confirmation or back with the doctor', async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const waiting = await orderOf(alice)
    expect(await adjustDosesPageFor(alice, String(waiting.id))).toMatchObject({
      ok: true,
      order: { drug: 'tirzepatide', productId, declinesPrescription: false },
    })
    expect(await adjustDosesPageFor(alice, String((await orderOf(alice, 'needs_review')).id))).toMatchObject({ ok: true })
    expect(await adjustDosesPageFor(bob, String(waiting.id))).toEqual({ ok: false, status: 404, message: adjustDosesMessages.notFound })
    expect(await adjustDosesPageFor(alice, String((await orderOf(alice, 'order_placed')).id))).toEqual({
      ok: false,
      status: 409,
      message: adjustDosesMessages.notAdjustable,
    })
  })
})

describe('POST /api/submit-adjust-doses-form', () => {
  it('stores the request, returns the order to the clinician and refuses a replay', async () => {
    const alice = await signedInPatient(payload)
    const order = await orderOf(alice)
    const cookie = await cookieOf(alice)
    const body = { selectedDoses: [2.5, 5, 10], product_id: productId, formType: 'adjustDose', order_id: order.id, image: await photo(alice) }
    expect(await submit(cookie, body)).toEqual({ status: 200, body: { success: true, message: adjustDosesMessages.received } })
    expect(await statusOf(order.id)).toBe('needs_review')
    const stored = await requestsOf(order.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      status: 'received',
      selectedDoses: [
        { month: 1, doseMg: 2.5 },
        { month: 2, doseMg: 5 },
        { month: 3, doseMg: 10 },
      ],
    })
    const history = await payload.find({
      collection: 'order-status-changes',
      where: { and: [{ order: { equals: order.id } }, { to: { equals: 'needs_review' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(history.docs[0]?.reason).toContain(adjustDosesMessages.reason)

    expect(await submit(cookie, body)).toEqual({ status: 409, body: { success: false, message: adjustDosesMessages.alreadyOpen } })
    expect(await requestsOf(order.id)).toHaveLength(1)
    expect(await adjustDosesPageFor(alice, String(order.id))).toEqual({ ok: false, status: 409, message: adjustDosesMessages.alreadyOpen })
    // The clinician sees it on the order.
    const withJoin = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true, depth: 0 })
    expect(withJoin.doseAdjustmentRequests?.docs).toEqual([stored[0]?.id])
  })

  it('from the tracker, declines the prescription waiting for the patient in the same step, so the clinician can prescribe again', async () => {
    const alice = await signedInPatient(payload)
    const order = await orderOf(alice, 'waiting_prescription')
    const clinician = await createStaff(payload, 'clinical')
    const rx = writtenRx
    const first = await prescribe(payload, { orderId: String(order.id), body: rx, staff: { id: clinician.id, role: 'clinical' } })
    expect(first).toMatchObject({ ok: true })
    // The tracker at 'Prescription written' offers the prescription and Adjust Doses (submitted 4).
    const tracked = (await orderItems(alice)).orders.find((item) => item.id === order.id)!
    expect(tracked).toMatchObject({ status: 'prescription_received', submitted: 4, prescription_status: 'pending' })
    expect(orderActionLinks(tracked).map((link) => link.href)).toEqual([`/prescription/${order.id}`, `/adjust-doses/${order.id}`])
    // The page says first that sending declines the waiting prescription.
    expect(await adjustDosesPageFor(alice, String(order.id))).toMatchObject({ ok: true, order: { declinesPrescription: true } })

    const body = { selectedDoses: [2.5, 5, 7.5], product_id: productId, formType: 'adjustDose', order_id: order.id, image: await photo(alice) }
    expect(await submit(await cookieOf(alice), body)).toEqual({ status: 200, body: { success: true, message: adjustDosesMessages.received } })
    expect(await statusOf(order.id)).toBe('needs_review')
    const prescriptions = await payload.find({ collection: 'prescriptions', where: { order: { equals: order.id } }, overrideAccess: true, depth: 0 })
    expect(prescriptions.docs.map((prescription) => prescription.status)).toEqual(['declined'])
    expect(await requestsOf(order.id)).toHaveLength(1)
    const history = await payload.find({
      collection: 'order-status-changes',
      where: { and: [{ order: { equals: order.id } }, { to: { equals: 'needs_review' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(history.docs.map((change) => [change.actorKind, change.reason])).toEqual([['patient', adjustDosesMessages.reason]])

    // Nothing pending is left: the clinician's next prescription is taken.
    expect(await prescribe(payload, { orderId: String(order.id), body: rx, staff: { id: clinician.id, role: 'clinical' } })).toMatchObject({ ok: true })
    expect(await statusOf(order.id)).toBe('prescription_received')
    // That prescription answers the dose request, so the patient may adjust the new one's doses too.
    expect((await requestsOf(order.id)).map((request) => request.status)).toEqual(['reviewed'])
    expect(await adjustDosesPageFor(alice, String(order.id))).toMatchObject({ ok: true })
  })

  it('a request whose write fails after the decline is filed by the retry, which declines nothing twice (ADR 090)', async () => {
    const alice = await signedInPatient(payload)
    const order = await orderOf(alice, 'waiting_prescription')
    const clinician = await createStaff(payload, 'clinical')
    const rx = writtenRx
    expect(await prescribe(payload, { orderId: String(order.id), body: rx, staff: { id: clinician.id, role: 'clinical' } })).toMatchObject({ ok: true })
    const cookie = await cookieOf(alice)
    const body = { selectedDoses: [2.5, 5, 7.5], product_id: productId, formType: 'adjustDose', order_id: order.id, image: await photo(alice) }
    const prescriptionsOf = async () =>
      (await payload.find({ collection: 'prescriptions', where: { order: { equals: order.id } }, overrideAccess: true, depth: 0 })).docs.map(
        (prescription) => prescription.status,
      )
    const movesToReview = async () =>
      (
        await payload.find({
          collection: 'order-status-changes',
          where: { and: [{ order: { equals: order.id } }, { to: { equals: 'needs_review' } }] },
          overrideAccess: true,
          depth: 0,
        })
      ).totalDocs

    // The decline is the patient's answer and stands (the order is back with the clinician); the request's write is planted to fail after it.
    const hooks = payload.collections['dose-adjustment-requests'].config.hooks
    const planted = () => {
      throw new Error('planted: the request cannot be written')
    }
    hooks.beforeChange = [...(hooks.beforeChange ?? []), planted]
    try {
      await expect(submit(cookie, body)).rejects.toThrow('planted')
    } finally {
      hooks.beforeChange = hooks.beforeChange.filter((hook) => hook !== planted)
    }
    expect(await statusOf(order.id)).toBe('needs_review')
    expect(await prescriptionsOf()).toEqual(['declined'])
    expect(await requestsOf(order.id)).toHaveLength(0)
    // The page still takes the doses: nothing tells the patient it was filed.
    expect(await adjustDosesPageFor(alice, String(order.id))).toMatchObject({ ok: true, order: { declinesPrescription: false } })

    // The retry files the request, without a second decline or move.
    expect(await submit(cookie, body)).toEqual({ status: 200, body: { success: true, message: adjustDosesMessages.received } })
    expect(await requestsOf(order.id)).toHaveLength(1)
    expect(await prescriptionsOf()).toEqual(['declined'])
    expect(await movesToReview()).toBe(1)
  })

  it('leaves an order already in needs_review where it is', async () => {
    const alice = await signedInPatient(payload)
    const order = await orderOf(alice, 'needs_review')
    const reply = await submit(await cookieOf(alice), {
      selectedDoses: [
        { month: 1, doseMg: 5 },
        { month: 2, doseMg: 5 },
        { month: 3, doseMg: 7.5 },
      ],
      product_id: String(productId),
      formType: 'adjustDose',
      order_id: String(order.id),
      image: await photo(alice),
    })
    expect(reply.status).toBe(200)
    expect(await statusOf(order.id)).toBe('needs_review')
    expect(await requestsOf(order.id)).toHaveLength(1)
  })

  it('refuses bad input with a 400 and its message, writing nothing', async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const order = await orderOf(alice)
    const cookie = await cookieOf(alice)
    const good = { selectedDoses: [2.5, 5, 10], product_id: productId, formType: 'adjustDose', order_id: order.id, image: await photo(alice) }
    const cases: [unknown, string][] = [
      ['not json', adjustDosesMessages.invalidBody],
      [{ ...good, formType: 'md' }, adjustDosesMessages.wrongFormType],
      [{ ...good, selectedDoses: [2.5, 10, 10] }, adjustDosesMessages.badDoses],
      [{ ...good, selectedDoses: [5, 2.5, 2.5] }, adjustDosesMessages.badDoses],
      [{ ...good, selectedDoses: [2.5, 5] }, adjustDosesMessages.badDoses],
      [{ ...good, product_id: unknownRowId(productId) }, adjustDosesMessages.wrongProduct],
      [{ ...good, image: '' }, adjustDosesMessages.photoRequired],
      [{ ...good, image: await photo(alice, 'id_image') }, adjustDosesMessages.imageNotYours],
      [{ ...good, image: await photo(bob) }, adjustDosesMessages.imageNotYours],
      [{ ...good, image: 'https://evil.example.com/x.png' }, adjustDosesMessages.imageNotYours],
    ]
    for (const [bad, message] of cases) expect(await submit(cookie, bad)).toEqual({ status: 400, body: { success: false, message } })
    expect(await submit(await cookieOf(bob), { ...good, image: await photo(bob) })).toEqual({
      status: 404,
      body: { success: false, message: adjustDosesMessages.notFound },
    })
    expect(await requestsOf(order.id)).toHaveLength(0)
    expect(await statusOf(order.id)).toBe('prescription_received')
  })

  it('refuses an order that is no longer waiting (409)', async () => {
    const alice = await signedInPatient(payload)
    const order = await orderOf(alice, 'order_placed')
    const reply = await submit(await cookieOf(alice), {
      selectedDoses: [2.5, 5, 10],
      product_id: productId,
      formType: 'adjustDose',
      order_id: order.id,
      image: await photo(alice),
    })
    expect(reply).toEqual({ status: 409, body: { success: false, message: adjustDosesMessages.notAdjustable } })
    expect(await requestsOf(order.id)).toHaveLength(0)
  })
})
