import type { RowId, StoredOrderStatus } from '@telehealth/domain'
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { relationValue } from '../fields/relation-id.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { createSandboxGateway } from '../payments/sandbox-gateway.ts'
import type { Pharmacy } from '../pharmacy/pharmacy.ts'
import { unitOfWork } from '../transactions.ts'
import { orderEndpoints } from './endpoints.ts'
import { transitionOrder, type LifecycleDeps, type OrderActor } from './lifecycle.ts'

let payload: Payload
let patientId: RowId
let adminId: RowId
let fulfilmentId: RowId
let counter = 0
const placed: string[] = []
const pharmacy: Pharmacy = {
  name: 'test-record',
  async place(order) {
    placed.push(order.orderId)
    return { reference: `ph-${order.orderId}` }
  },
}
let deps: LifecycleDeps

const CAPTURED = new Set<string>(['order_placed', 'shipping_paused', 'order_shipped', 'order_delivered', 'complete', 'refunded'])
const shippingAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX' as const, zip: '78701' }

/** An order at `status` with a live sandbox hold behind it, created as an import would (creation is not a change). */
async function orderAt(status: StoredOrderStatus, options: { heldAt?: Date; patient?: RowId } = {}) {
  const reference = `sandbox_pi_test_${++counter}_${Date.now()}`
  await payload.create({
    collection: 'sandbox-payments',
    // Orders past placement were captured there.
    data: { idempotencyKey: `hold-${reference}`, reference, amountCents: 24999, status: CAPTURED.has(status) ? 'captured' : 'authorized' },
    overrideAccess: true,
  })
  if (options.heldAt) {
    // The ledger row's age is what lapses a hold: backdate it.
    await payload.update({
      collection: 'sandbox-payments',
      where: { reference: { equals: reference } },
      data: { createdAt: options.heldAt.toISOString() },
      overrideAccess: true,
    })
  }
  return payload.create({
    collection: 'orders',
    data: {
      patient: relationValue(options.patient ?? patientId),
      status,
      amountCents: 24999,
      medication: 'semaglutide',
      payment_intent_id: reference,
      shippingAddress,
    },
    overrideAccess: true,
    depth: 0,
  })
}

const ledgerStatus = async (reference: string) =>
  (await payload.find({ collection: 'sandbox-payments', where: { reference: { equals: reference } }, overrideAccess: true })).docs[0]?.status
const transactionsOf = async (orderId: RowId) =>
  (await payload.find({ collection: 'transactions', where: { order: { equals: orderId } }, overrideAccess: true })).docs
const historyOf = async (orderId: RowId) =>
  (await payload.find({ collection: 'order-status-changes', where: { order: { equals: orderId } }, sort: 'createdAt', overrideAccess: true })).docs
/** A prescription on the order, written `hoursAgo` hours ago (its createdAt backdated as the clock would have it). */
async function prescriptionOn(orderId: RowId, status: 'pending' | 'approved' | 'declined', hoursAgo: number) {
  const prescription = await payload.create({
    collection: 'prescriptions',
    data: { patient: relationValue(patientId), order: relationValue(orderId), status, items: [{ name: 'Semaglutide', strength: '0.25 mg' }] },
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
const statusOf = async (orderId: RowId) => (await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })).status

beforeAll(async () => {
  payload = await getTestPayload()
  patientId = (await createPatient(payload)).id
  adminId = (await createStaff(payload, 'admin')).id
  fulfilmentId = (await createStaff(payload, 'fulfilment')).id
  deps = { gateway: createSandboxGateway(async () => payload), pharmacy, now: () => new Date() }
})

/** The admin panel's call: POST /api/orders/:id/transition as a staff member. */
async function postTransition(user: TypedUser, id: RowId, json: unknown) {
  const req = await createLocalReq({ user }, payload)
  req.routeParams = { id: String(id) }
  req.json = async () => json
  const response = await orderEndpoints[0]!.handler(req)
  return { status: response.status, body: (await response.json()) as { message?: string; order?: { status?: string } } }
}

describe('order lifecycle', () => {
  // Every from-status x actor x target x expected-from: lifecycle-pairs.int.test.ts.
  it('answers 400 and changes nothing when the expected status is missing or not a status', async () => {
    const order = await orderAt('pending_approval')
    for (const from of [undefined, '', 'lost', [], ['pending_approval', 'lost']]) {
      const input = { orderId: order.id, from, to: 'waiting_prescription', actor: { kind: 'staff', id: adminId, role: 'admin' } }
      // The endpoint's body is untyped: the lifecycle checks it at run time too.
      expect(await transitionOrder(payload, input as unknown as Parameters<typeof transitionOrder>[1], deps)).toMatchObject({ ok: false, status: 400 })
    }
    expect(await statusOf(order.id)).toBe('pending_approval')
    expect(await historyOf(order.id)).toHaveLength(1)
  })

  it('makes exactly one of 20 concurrent moves from the same expected status, whatever their targets', async () => {
    const order = await orderAt('order_placed')
    const fulfilment = { kind: 'staff' as const, id: fulfilmentId, role: 'fulfilment' as const }
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        transitionOrder(
          payload,
          index % 2 === 0
            ? { orderId: order.id, from: 'order_placed', to: 'shipping_paused', actor: fulfilment, reason: 'Address check' }
            : {
                orderId: order.id,
                from: 'order_placed',
                to: 'order_shipped',
                actor: fulfilment,
                logistics_provider: 'ups',
                tracking_number: '1Z999AA10123456784',
              },
          deps,
        ),
      ),
    )
    const taken = results.filter((result) => result.ok)
    expect(taken).toHaveLength(1)
    // The others are refused and change nothing: they saw the move (moved-on), or, on a loaded machine,
    // waited longer than the claim's wait for the order and were told it is busy (both 409).
    const refusals = results.filter((result) => !result.ok)
    expect(refusals.every((result) => !result.ok && (result.code === 'moved-on' || result.code === 'busy') && result.status === 409)).toBe(true)
    const winner = taken[0]!.ok ? taken[0]!.order.status : null
    expect(await statusOf(order.id)).toBe(winner)
    expect((await historyOf(order.id)).map((row) => [row.from, row.to])).toEqual([
      [null, 'order_placed'],
      ['order_placed', winner],
    ])
  })

  it('keeps a paused shipment paused when a late move expects it still placed or waiting for the patient', async () => {
    const order = await orderAt('order_placed')
    const admin = { kind: 'staff' as const, id: adminId, role: 'admin' as const }
    expect(
      await transitionOrder(payload, { orderId: order.id, from: 'order_placed', to: 'shipping_paused', actor: admin, reason: 'Hold' }, deps),
    ).toMatchObject({
      ok: true,
    })
    // The patient's answer and the 12-hour job expect prescription_received; the table alone would allow paused -> placed.
    for (const actor of [{ kind: 'for-patient', id: patientId }, { kind: 'system' }] satisfies OrderActor[]) {
      expect(await transitionOrder(payload, { orderId: order.id, from: 'prescription_received', to: 'order_placed', actor }, deps)).toMatchObject({
        ok: false,
        code: 'moved-on',
        current: 'shipping_paused',
      })
    }
    expect(await statusOf(order.id)).toBe('shipping_paused')
    expect(await historyOf(order.id)).toHaveLength(2)
  })

  it('does not place an order whose prescription waits for the patient, until they approve or 12 hours pass', async () => {
    const fulfilment = { kind: 'staff' as const, id: fulfilmentId, role: 'fulfilment' as const }
    const place = (orderId: RowId) => transitionOrder(payload, { orderId, from: 'prescription_received', to: 'order_placed', actor: fulfilment }, deps)

    const waiting = await orderAt('prescription_received')
    await prescriptionOn(waiting.id, 'pending', 11)
    const early = await place(waiting.id)
    expect(early).toMatchObject({ ok: false, status: 409 })
    if (!early.ok) expect(early.message).toMatch(/has not answered the prescription yet/)
    expect(await statusOf(waiting.id)).toBe('prescription_received')
    expect(await transactionsOf(waiting.id)).toHaveLength(0)
    expect(await ledgerStatus(waiting.payment_intent_id!)).toBe('authorized')
    expect(placed).not.toContain(waiting.reference)

    const declined = await orderAt('prescription_received')
    await prescriptionOn(declined.id, 'declined', 1)
    expect(await place(declined.id)).toMatchObject({ ok: false, status: 409 })
    expect(await statusOf(declined.id)).toBe('prescription_received')

    const lapsed = await orderAt('prescription_received')
    await prescriptionOn(lapsed.id, 'pending', 12.05)
    expect(await place(lapsed.id)).toMatchObject({ ok: true, order: { status: 'order_placed' } })
    expect(placed.filter((id) => id === lapsed.reference)).toHaveLength(1)

    const approved = await orderAt('prescription_received')
    await prescriptionOn(approved.id, 'approved', 1)
    expect(await place(approved.id)).toMatchObject({ ok: true, order: { status: 'order_placed' } })
  })

  it("records a move the site makes for a patient as that patient's, on their own order only", async () => {
    const order = await orderAt('pending_approval')
    const moved = await transitionOrder(
      payload,
      { orderId: order.id, from: 'pending_approval', to: 'waiting_prescription', actor: { kind: 'for-patient', id: patientId }, reason: 'Form submitted' },
      deps,
    )
    expect(moved).toMatchObject({ ok: true })
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ from: 'pending_approval', to: 'waiting_prescription', actorKind: 'patient' })

    const other = (await createPatient(payload)).id
    const theirs = await orderAt('pending_approval', { patient: other })
    expect(
      await transitionOrder(
        payload,
        { orderId: theirs.id, from: 'pending_approval', to: 'waiting_prescription', actor: { kind: 'for-patient', id: patientId } },
        deps,
      ),
    ).toMatchObject({ ok: false, status: 404 })
    expect(await statusOf(theirs.id)).toBe('pending_approval')
  })

  it('holds the order for a move inside a unit until the unit ends, so a move racing it sees its outcome', async () => {
    const order = await orderAt('waiting_prescription')
    const admin = { kind: 'staff' as const, id: adminId, role: 'admin' as const }
    let racing: Promise<unknown> | undefined
    await expect(
      unitOfWork(payload, async (tx) => {
        expect(
          await transitionOrder(payload, { orderId: order.id, from: 'waiting_prescription', to: 'needs_review', actor: admin, reason: 'Labs', unit: tx }, deps),
        ).toMatchObject({
          ok: true,
        })
        // A second move expecting the old status starts while the unit is still open; then the unit fails.
        racing = transitionOrder(payload, { orderId: order.id, from: 'waiting_prescription', to: 'disqualified', actor: admin, reason: 'Denied' }, deps)
        await new Promise((resolve) => setTimeout(resolve, 300))
        throw new Error('planted failure after the move')
      }),
    ).rejects.toThrow('planted failure after the move')
    // The unit was undone before the racing move read the order: it finds waiting_prescription and takes its move.
    expect(await racing).toMatchObject({ ok: true, order: { status: 'disqualified' } })
    expect((await historyOf(order.id)).map((row) => [row.from, row.to])).toEqual([
      [null, 'waiting_prescription'],
      ['waiting_prescription', 'disqualified'],
    ])
  })

  it('through the endpoint, two staff moving from the status their panels showed get one move and one clear refusal', async () => {
    const [first, second] = [await createStaff(payload, 'admin'), await createStaff(payload, 'clinical')]
    const order = await orderAt('pending_approval')
    const answers = await Promise.all([
      postTransition(first, order.id, { from: 'pending_approval', to: 'waiting_prescription' }),
      postTransition(second, order.id, { from: 'pending_approval', to: 'needs_review', reason: 'Check the BMI' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    const moved = answers.find((answer) => answer.status === 200)!.body.order!.status!
    expect(refused.body.message).toBe(`This order has moved on: it is ${moved} now, not pending_approval. Nothing was changed; reload to see where it is now.`)
    expect(await statusOf(order.id)).toBe(moved)
    expect(await historyOf(order.id)).toHaveLength(2)

    // A body without the status the panel showed is a 400, and changes nothing.
    const untouched = await orderAt('pending_approval')
    expect(await postTransition(first, untouched.id, { to: 'waiting_prescription' })).toMatchObject({
      status: 400,
      body: { message: 'Name the status the order is in as you saw it: { "to": "<status>", "from": "<status>" }.' },
    })
    expect(await statusOf(untouched.id)).toBe('pending_approval')
  })

  it('refuses a status written any other way, naming both statuses, and changes nothing', async () => {
    const order = await orderAt('pending_approval')
    await expect(payload.update({ collection: 'orders', id: order.id, data: { status: 'order_shipped' }, overrideAccess: true })).rejects.toMatchObject({
      status: 409,
      message: 'An order cannot go from pending_approval to order_shipped.',
    })
    await expect(payload.update({ collection: 'orders', id: order.id, data: { status: 'waiting_prescription' }, overrideAccess: true })).rejects.toMatchObject({
      status: 409,
    })
    expect(await statusOf(order.id)).toBe('pending_approval')
    // Other fields still save.
    await payload.update({ collection: 'orders', id: order.id, data: { submitted: 4 }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).submitted).toBe(4)
  })

  it('captures once, places once and tells the patient once under 20 concurrent placements', async () => {
    const order = await orderAt('prescription_received')
    const before = (await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transitionOrder(
          payload,
          { orderId: order.id, from: 'prescription_received', to: 'order_placed', actor: { kind: 'staff', id: fulfilmentId, role: 'fulfilment' } },
          deps,
        ),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.status === 409)).toBe(true)
    expect(await ledgerStatus(order.payment_intent_id!)).toBe('captured')
    // Keyed by the order's reference at the gateway and the pharmacy, never by its row id (ADR 090).
    expect(order.reference).toMatch(/^[0-9a-f-]{36}$/)
    expect((await transactionsOf(order.id)).map((row) => [row.status, row.idempotencyKey])).toEqual([['captured', `capture:order:${order.reference}`]])
    expect(placed.filter((id) => id === order.reference)).toHaveLength(1)
    const notices = await payload.find({ collection: 'outbox', sort: '-createdAt', limit: 20, overrideAccess: true })
    expect((await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs - before).toBe(1)
    expect(notices.docs[0]?.body).toContain(`#${order.id}`)
    expect(notices.docs[0]?.body).not.toMatch(/semaglutide/i)
  })

  it('voids once under 20 concurrent cancellations by the patient, and refuses a cancel after placement', async () => {
    const order = await orderAt('waiting_prescription')
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transitionOrder(payload, { orderId: order.id, from: 'waiting_prescription', to: 'cancelled', actor: { kind: 'patient', id: patientId } }, deps),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(await ledgerStatus(order.payment_intent_id!)).toBe('voided')
    expect((await transactionsOf(order.id)).map((row) => row.status)).toEqual(['voided'])
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ from: 'waiting_prescription', to: 'cancelled', actorKind: 'patient' })

    const late = await orderAt('order_placed')
    expect(
      await transitionOrder(payload, { orderId: late.id, from: 'order_placed', to: 'cancelled', actor: { kind: 'patient', id: patientId } }, deps),
    ).toEqual({
      ok: false,
      status: 409,
      message: 'This order is already with the pharmacy and can no longer be cancelled.',
    })
  })

  it("keeps a patient off another patient's order and off every edge but cancelling", async () => {
    const other = (await createPatient(payload)).id
    const theirs = await orderAt('pending_approval', { patient: other })
    expect(
      await transitionOrder(payload, { orderId: theirs.id, from: 'pending_approval', to: 'cancelled', actor: { kind: 'patient', id: patientId } }, deps),
    ).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await statusOf(theirs.id)).toBe('pending_approval')
    const mine = await orderAt('pending_approval')
    expect(
      await transitionOrder(
        payload,
        { orderId: mine.id, from: 'pending_approval', to: 'waiting_prescription', actor: { kind: 'patient', id: patientId } },
        deps,
      ),
    ).toMatchObject({
      ok: false,
      status: 409,
    })
  })

  it('keeps the fulfilment team off the clinical edges and marketing off every edge', async () => {
    const order = await orderAt('waiting_prescription')
    expect(
      await transitionOrder(
        payload,
        { orderId: order.id, from: 'waiting_prescription', to: 'prescription_received', actor: { kind: 'staff', id: fulfilmentId, role: 'fulfilment' } },
        deps,
      ),
    ).toEqual({
      ok: false,
      status: 403,
      message: 'You may not move an order from waiting_prescription to prescription_received.',
    })
    expect(
      await transitionOrder(
        payload,
        { orderId: order.id, from: 'waiting_prescription', to: 'prescription_received', actor: { kind: 'staff', id: adminId, role: 'marketing' } },
        deps,
      ),
    ).toMatchObject({ ok: false, status: 403 })
    expect(await statusOf(order.id)).toBe('waiting_prescription')
  })

  it('asks for a tracking number and a real delivered date, and records the shipment', async () => {
    const order = await orderAt('order_placed')
    const fulfilment = { kind: 'staff' as const, id: fulfilmentId, role: 'fulfilment' as const }
    expect(
      await transitionOrder(
        payload,
        { orderId: order.id, from: 'order_placed', to: 'order_shipped', actor: fulfilment, logistics_provider: 'dhl', tracking_number: '123456' },
        deps,
      ),
    ).toMatchObject({ ok: false, status: 400 })
    const shipped = await transitionOrder(
      payload,
      { orderId: order.id, from: 'order_placed', to: 'order_shipped', actor: fulfilment, logistics_provider: 'fedex', tracking_number: '7712 3456 7890' },
      deps,
    )
    expect(shipped).toMatchObject({ ok: true, order: { status: 'order_shipped', logistics_provider: 'fedex', tracking_number: '771234567890' } })
    expect(
      await transitionOrder(payload, { orderId: order.id, from: 'order_shipped', to: 'order_delivered', actor: fulfilment, deliveredAt: '2999-01-01' }, deps),
    ).toMatchObject({
      ok: false,
      status: 400,
    })
    const delivered = await transitionOrder(
      payload,
      { orderId: order.id, from: 'order_shipped', to: 'order_delivered', actor: fulfilment, deliveredAt: '2026-11-20' },
      deps,
    )
    expect(delivered).toMatchObject({ ok: true, order: { status: 'order_delivered', receivedAt: '2026-11-20T12:00:00.000Z' } })
  })

  it('refuses to place an order whose hold lapsed, charging nothing and changing nothing', async () => {
    const order = await orderAt('prescription_received', { heldAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
    const result = await transitionOrder(
      payload,
      { orderId: order.id, from: 'prescription_received', to: 'order_placed', actor: { kind: 'staff', id: adminId, role: 'admin' } },
      deps,
    )
    expect(result).toMatchObject({ ok: false, status: 409 })
    expect(await statusOf(order.id)).toBe('prescription_received')
    expect(await transactionsOf(order.id)).toHaveLength(0)
  })

  it('deletes an order with its history (checkout undoing a half-written order)', async () => {
    const order = await orderAt('pending_approval')
    await payload.delete({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(await historyOf(order.id)).toHaveLength(0)
  })

  it('answers 400 for an unknown status and 404 for an unknown order', async () => {
    const order = await orderAt('pending_approval')
    expect(
      await transitionOrder(payload, { orderId: order.id, from: 'pending_approval', to: 'lost', actor: { kind: 'staff', id: adminId, role: 'admin' } }, deps),
    ).toEqual({
      ok: false,
      status: 400,
      message: 'lost is not an order status.',
    })
    expect(
      await transitionOrder(
        payload,
        { orderId: '99999999', from: 'pending_approval', to: 'cancelled', actor: { kind: 'staff', id: adminId, role: 'admin' }, reason: 'x' },
        deps,
      ),
    ).toMatchObject({ ok: false, status: 404 })
    expect(
      await transitionOrder(
        payload,
        { orderId: '1 OR 1=1', from: 'pending_approval', to: 'cancelled', actor: { kind: 'staff', id: adminId, role: 'admin' }, reason: 'x' },
        deps,
      ),
    ).toMatchObject({ ok: false, status: 404 })
  })
})
