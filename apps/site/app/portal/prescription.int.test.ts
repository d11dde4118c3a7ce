import { createStaff, getTestPayload, shipUnansweredPrescriptions, unknownRowId } from '@telehealth/cms/testing'
import { orderTransitionMessages, prescriptionMessages, type RowId, type StoredOrderStatus } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { cmsOrderTransitions, type SignedInPatient } from '~/cms.server.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { loader as pendingLoader } from '~/routes/resources/api/prescription-pending.ts'
import { action as updateAction } from '~/routes/resources/api/prescription-update.ts'
import { answerPrescription, prescriptionFor } from './prescription.server.ts'

let payload: Payload
let counter = 0

beforeAll(async () => {
  payload = await getTestPayload()
})

const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
const items = [
  { rxId: 'rx-1', medId: 'm-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg', directions: 'Inject weekly.' },
  { rxId: 'rx-2', medId: 'm-2', name: 'Ondansetron ODT 4 mg', strength: '4 mg', directions: 'As needed for nausea.' },
]

/** An order at `status` (prescription_received unless said) with a live sandbox hold and a pending prescription written at `at`. */
async function prescribed(patient: SignedInPatient, at = new Date(), status: StoredOrderStatus = 'prescription_received') {
  const reference = `sandbox_pi_rx_${++counter}_${Date.now()}`
  await payload.create({
    collection: 'sandbox-payments',
    data: { idempotencyKey: `hold-${reference}`, reference, amountCents: 74700, status: status === 'prescription_received' ? 'authorized' : 'captured' },
    overrideAccess: true,
  })
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status,
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
    data: { patient: patient.id, order: order.id, status: 'pending', items },
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({ collection: 'prescriptions', id: prescription.id, data: { createdAt: at.toISOString() }, overrideAccess: true, depth: 0 })
  return { order, prescription, reference }
}

async function orderStatus(id: RowId) {
  return (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })).status
}

async function prescriptionStatus(id: RowId) {
  return (await payload.findByID({ collection: 'prescriptions', id, depth: 0, overrideAccess: true })).status
}

async function movesTo(orderId: RowId, to: string) {
  return (
    await payload.count({ collection: 'order-status-changes', where: { and: [{ order: { equals: orderId } }, { to: { equals: to } }] }, overrideAccess: true })
  ).totalDocs
}

async function captures(orderId: RowId) {
  return (
    await payload.count({
      collection: 'transactions',
      where: { and: [{ order: { equals: orderId } }, { status: { equals: 'captured' } }] },
      overrideAccess: true,
    })
  ).totalDocs
}

describe('the prescription page’s read', () => {
  it('lists the items without ondansetron, for the owner only', async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const { order } = await prescribed(alice)
    const view = await prescriptionFor(alice, String(order.id))
    expect(view?.items.map((item) => item.name)).toEqual(['Tirzepatide 10 mg/mL'])
    expect(view?.answered).toBeNull()
    expect(await prescriptionFor(bob, String(order.id))).toBeNull()
    expect(await prescriptionFor(alice, 'not-an-id')).toBeNull()
  })
})

describe('a voided prescription (ADR 089)', () => {
  it('is not shown or answered: the page falls back to the order’s latest live prescription, or to nothing', async () => {
    const alice = await signedInPatient(payload)
    const { order, prescription } = await prescribed(alice)
    await payload.update({ collection: 'prescriptions', id: prescription.id, data: { status: 'void', voidReason: 'Wrong order.' }, overrideAccess: true })
    expect(await prescriptionFor(alice, String(order.id))).toBeNull()
    expect(await answerPrescription(alice, String(order.id), true)).toEqual({ ok: false, status: 404, message: prescriptionMessages.notFound })
    expect(await prescriptionStatus(prescription.id)).toBe('void')
    expect(await orderStatus(order.id)).toBe('prescription_received')
    const older = await payload.create({
      collection: 'prescriptions',
      data: { patient: alice.id, order: order.id, status: 'declined', items },
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({
      collection: 'prescriptions',
      id: older.id,
      data: { createdAt: new Date(Date.now() - 3600_000).toISOString() },
      overrideAccess: true,
    })
    expect(await prescriptionFor(alice, String(order.id))).toMatchObject({ status: 'declined', answered: prescriptionMessages.alreadyDeclined })
  })
})

describe('answering', () => {
  it('refuses another patient’s prescription as not found and changes nothing', async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const { order, prescription } = await prescribed(alice)
    expect(await answerPrescription(bob, String(order.id), true)).toEqual({ ok: false, status: 404, message: prescriptionMessages.notFound })
    expect(await answerPrescription(bob, String(order.id), false)).toMatchObject({ ok: false, status: 404 })
    expect(await orderStatus(order.id)).toBe('prescription_received')
    expect(await prescriptionStatus(prescription.id)).toBe('pending')
  })

  it('Approve places the order once (capturing the hold once) and goes home; a replay is told it was confirmed', async () => {
    const alice = await signedInPatient(payload)
    const { order, prescription } = await prescribed(alice)
    expect(await answerPrescription(alice, String(order.id), true)).toEqual({ ok: true, redirectTo: '/home' })
    expect(await orderStatus(order.id)).toBe('order_placed')
    expect(await prescriptionStatus(prescription.id)).toBe('approved')
    const replay = await answerPrescription(alice, String(order.id), true)
    expect(replay).toEqual({ ok: false, status: 409, message: prescriptionMessages.alreadyApproved })
    expect(await answerPrescription(alice, String(order.id), false)).toMatchObject({ ok: false, status: 409 })
    expect(await orderStatus(order.id)).toBe('order_placed')
    expect(await movesTo(order.id, 'order_placed')).toBe(1)
    expect(await captures(order.id)).toBe(1)
  })

  it('an Approve whose card hold lapsed is refused in the patient’s words, charges nothing and can be given again', async () => {
    const alice = await signedInPatient(payload)
    const { order, prescription, reference } = await prescribed(alice)
    await payload.update({ collection: 'sandbox-payments', where: { reference: { equals: reference } }, data: { status: 'voided' }, overrideAccess: true })
    const answer = await answerPrescription(alice, String(order.id), true)
    expect(answer).toEqual({ ok: false, status: 409, message: prescriptionMessages.holdLapsed })
    // Not the lifecycle's words for staff ("the patient has to pay again"), nor a status name.
    expect(!answer.ok && answer.message).not.toMatch(/patient|prescription_received|order_placed/)
    expect(await orderStatus(order.id)).toBe('prescription_received')
    expect(await prescriptionStatus(prescription.id)).toBe('pending')
    expect(await captures(order.id)).toBe(0)
  })

  it('20 concurrent Approve and Decline clicks give one answer and change the order once', async () => {
    const alice = await signedInPatient(payload)
    const { order, prescription } = await prescribed(alice)
    const clicks = Array.from({ length: 20 }, (_, index) => index % 2 === 0)
    const answers = await Promise.all(clicks.map((accept) => answerPrescription(alice, String(order.id), accept)))
    const taken = clicks.filter((_, index) => answers[index]!.ok)
    expect(taken).toHaveLength(1)
    const accepted = taken[0]!
    // Every other click is refused without a change: told the answer already given, or to wait for it.
    for (const answer of answers.filter((answer) => !answer.ok)) {
      expect(answer).toMatchObject({ ok: false, status: 409 })
      if (!answer.ok)
        expect([
          prescriptionMessages.busy,
          prescriptionMessages.failed,
          accepted ? prescriptionMessages.alreadyApproved : prescriptionMessages.alreadyDeclined,
        ]).toContain(answer.message)
    }
    expect(await prescriptionStatus(prescription.id)).toBe(accepted ? 'approved' : 'declined')
    expect(await orderStatus(order.id)).toBe(accepted ? 'order_placed' : 'needs_review')
    expect(await movesTo(order.id, 'order_placed')).toBe(accepted ? 1 : 0)
    expect(await movesTo(order.id, 'needs_review')).toBe(accepted ? 0 : 1)
    expect(await captures(order.id)).toBe(accepted ? 1 : 0)
  })

  it('Decline sends the order back to the doctor and goes to adjust the doses', async () => {
    const alice = await signedInPatient(payload)
    const { order, prescription } = await prescribed(alice)
    expect(await answerPrescription(alice, String(order.id), false)).toEqual({ ok: true, redirectTo: `/adjust-doses/${order.id}` })
    expect(await orderStatus(order.id)).toBe('needs_review')
    expect(await prescriptionStatus(prescription.id)).toBe('declined')
    expect(await captures(order.id)).toBe(0)
    const history = await payload.find({
      collection: 'order-status-changes',
      where: { and: [{ order: { equals: order.id } }, { to: { equals: 'needs_review' } }] },
      overrideAccess: true,
    })
    // Recorded as the patient's own move (the order names the patient).
    expect(history.docs[0]).toMatchObject({ actorKind: 'patient', reason: prescriptionMessages.declinedReason })
  })

  it('an Approve on a shipment staff paused records the answer and leaves the order paused', async () => {
    const alice = await signedInPatient(payload)
    const { order, prescription } = await prescribed(alice, new Date(Date.now() - 3600_000), 'shipping_paused')
    const answer = await answerPrescription(alice, String(order.id), true)
    expect(answer).toEqual({ ok: false, status: 409, message: orderTransitionMessages.movedOnForPatient })
    expect(await orderStatus(order.id)).toBe('shipping_paused')
    expect(await prescriptionStatus(prescription.id)).toBe('approved')
    expect(await movesTo(order.id, 'order_placed')).toBe(0)
    expect(await captures(order.id)).toBe(0)
    // And after the 12 hours too: still paused, nothing placed.
    const bob = await signedInPatient(payload)
    const late = await prescribed(bob, new Date(Date.now() - 13 * 3600_000), 'shipping_paused')
    expect(await answerPrescription(bob, String(late.order.id), true)).toEqual({ ok: false, status: 409, message: orderTransitionMessages.movedOnForPatient })
    expect(await orderStatus(late.order.id)).toBe('shipping_paused')
    expect(await movesTo(late.order.id, 'order_placed')).toBe(0)
  })

  it('fulfilment cannot place before the patient answers; placing while the patient answers gives one outcome', async () => {
    const fulfilment = await createStaff(payload, 'fulfilment')
    const orders = await cmsOrderTransitions()
    const place = (orderId: RowId) =>
      orders.transition({ orderId, from: 'prescription_received', to: 'order_placed', actor: { kind: 'staff', id: fulfilment.id, role: 'fulfilment' } })

    const waiting = await prescribed(await signedInPatient(payload))
    expect(await place(waiting.order.id)).toMatchObject({ ok: false, status: 409 })
    expect(await orderStatus(waiting.order.id)).toBe('prescription_received')
    expect(await captures(waiting.order.id)).toBe(0)

    for (const accept of [true, false, true, false]) {
      const patient = await signedInPatient(payload)
      const { order, prescription } = await prescribed(patient)
      const [answer] = await Promise.all([answerPrescription(patient, String(order.id), accept), place(order.id), place(order.id)])
      const placed = await movesTo(order.id, 'order_placed')
      expect(placed + (await movesTo(order.id, 'needs_review'))).toBe(1)
      expect(await captures(order.id)).toBe(placed)
      // Only the patient's approval lets the order go to the pharmacy before the 12 hours; a decline always sends it back.
      expect(await orderStatus(order.id)).toBe(accept ? 'order_placed' : 'needs_review')
      expect(await prescriptionStatus(prescription.id)).toBe(accept ? 'approved' : 'declined')
      // The patient hears either that it worked or, if fulfilment placed it first, that it moved on.
      expect(answer.ok || answer.message === orderTransitionMessages.movedOnForPatient).toBe(true)
    }
  })
})

describe('the 12-hour rule', () => {
  it('ships an unanswered prescription once, at the deadline; a later click is refused with a clear message', async () => {
    const alice = await signedInPatient(payload)
    const written = new Date(Date.now() - 60_000)
    const { order, prescription } = await prescribed(alice, written)
    const minute = 60_000
    const deadline = written.getTime() + 12 * 60 * minute
    // Other tests' prescriptions are written now: they are not due at this clock.
    await shipUnansweredPrescriptions({ payload }, new Date(deadline - minute))
    expect(await orderStatus(order.id)).toBe('prescription_received')
    await Promise.all([shipUnansweredPrescriptions({ payload }, new Date(deadline)), shipUnansweredPrescriptions({ payload }, new Date(deadline))])
    expect(await orderStatus(order.id)).toBe('order_placed')
    expect(await prescriptionStatus(prescription.id)).toBe('as_written')
    await shipUnansweredPrescriptions({ payload }, new Date(deadline + 10 * minute))
    expect(await movesTo(order.id, 'order_placed')).toBe(1)
    expect(await captures(order.id)).toBe(1)
    const late = await answerPrescription(alice, String(order.id), false)
    expect(late).toEqual({ ok: false, status: 409, message: prescriptionMessages.alreadyAsWritten })
    expect(late.ok || late.message).toMatch(/^This prescription was already confirmed/)
    expect((await prescriptionFor(alice, String(order.id)))?.answered).toBe(prescriptionMessages.alreadyAsWritten)
    expect(await orderStatus(order.id)).toBe('order_placed')
  })

  it('a Decline clicked after the deadline, before the job has run, is refused and the order ships as written', async () => {
    const bob = await signedInPatient(payload)
    const { order, prescription } = await prescribed(bob, new Date(Date.now() - 13 * 3600_000))
    const late = await answerPrescription(bob, String(order.id), false)
    expect(late).toEqual({ ok: false, status: 409, message: prescriptionMessages.alreadyAsWritten })
    expect(await orderStatus(order.id)).toBe('order_placed')
    expect(await prescriptionStatus(prescription.id)).toBe('as_written')
    expect(await captures(order.id)).toBe(1)
    expect(await movesTo(order.id, 'needs_review')).toBe(0)
  })
})

describe('the JSON calls', () => {
  const context = { cspNonce: '', clientIp: '127.0.0.1', trackingSessionId: 'test-tracking-id' }
  async function cookieOf(patient: SignedInPatient) {
    return (await startPatientSession(new Request('https://care.example.com/login'), patient.id)).split(';')[0] ?? ''
  }
  const update = async (cookie: string, id: string, body: unknown) => {
    const request = new Request(`https://care.example.com/api/prescription-update/${id}`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const response = await updateAction({ request, params: { id }, context })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const pending = async (cookie: string, id: string) => {
    const response = await pendingLoader({
      request: new Request(`https://care.example.com/api/prescription-pending/${id}`, { headers: { Cookie: cookie } }),
      params: { id },
      context,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('answer in the spec’s shapes; bad input is a 400 and another patient’s order a 404, changing nothing', async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const { order } = await prescribed(alice)
    const id = String(order.id)
    const [aliceCookie, bobCookie] = [await cookieOf(alice), await cookieOf(bob)]

    expect(await pending(aliceCookie, id)).toEqual({ status: 200, body: { success: true, status: 'pending', prescription: [items[0]] } })
    expect((await pending(bobCookie, id)).status).toBe(404)

    for (const bad of ['not json', { order_id: id }, { order_id: id, accept: 'yes' }, { order_id: unknownRowId(order.id), accept: true }, [1]]) {
      expect(await update(aliceCookie, id, bad)).toEqual({ status: 400, body: { success: false, message: prescriptionMessages.badUpdate } })
    }
    expect(await update(bobCookie, id, { order_id: order.id, accept: true })).toEqual({
      status: 404,
      body: { success: false, message: prescriptionMessages.notFound },
    })
    expect(await orderStatus(order.id)).toBe('prescription_received')

    expect(await update(aliceCookie, id, { order_id: id, accept: true })).toEqual({ status: 200, body: { success: true, redirectTo: '/home' } })
    expect(await update(aliceCookie, id, { order_id: id, accept: true })).toEqual({
      status: 409,
      body: { success: false, message: prescriptionMessages.alreadyApproved },
    })
    expect((await pending(aliceCookie, id)).body).toMatchObject({ success: true, status: 'approved', message: prescriptionMessages.alreadyApproved })
  })
})
