import {
  allowedNextStatuses,
  moneyOnTransition,
  ORDER_STATUSES,
  orderTransitionMessages,
  type ExpectedFrom,
  type OrderActorRole,
  type RowId,
  type StoredOrderStatus,
} from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { relationValue } from '../fields/relation-id.ts'
import { createSandboxGateway } from '../payments/sandbox-gateway.ts'
import type { Pharmacy } from '../pharmacy/pharmacy.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { lifecycleMessages, transitionOrder, type LifecycleDeps, type OrderActor, type TransitionInput, type TransitionResult } from './lifecycle.ts'
import { orderKeyOf } from './reference.ts'

/**
 * The lifecycle's pair test (issue #33): every from-status x every actor kind x every to-status,
 * each with an expected-from that matches and one that does not, through the Local API on one
 * Payload. The outcome is exactly the table's (packages/domain transitions.ts, which the domain's and
 * the machine's unit tests pin for every role): a move the table allows this actor moves, once, with
 * its money, pharmacy and history; every other is refused with its code and writes nothing. One order
 * per (from, actor) pair takes every refusal, then one allowed move (a different edge for each actor
 * where the status has several); the other refusal classes follow.
 */

let payload: Payload
let deps: LifecycleDeps
let ownerId: RowId
let strangerId: RowId
const placed: string[] = []
const pharmacy: Pharmacy = {
  name: 'test-record',
  async place(order) {
    placed.push(order.orderId)
    return { reference: `ph-${order.orderId}` }
  },
}
const actors: Record<'patient' | 'for-patient' | 'clinical' | 'fulfilment' | 'admin' | 'system', OrderActor> = {} as never
/** The table's role for each actor kind: the site's moves for a patient are taken as the system's (ADR 085). */
const roleOf: Record<keyof typeof actors, OrderActorRole> = {
  patient: 'patient',
  'for-patient': 'system',
  clinical: 'clinical',
  fulfilment: 'fulfilment',
  admin: 'admin',
  system: 'system',
}
const historyKind: Record<keyof typeof actors, string> = {
  patient: 'patient',
  'for-patient': 'patient',
  clinical: 'staff',
  fulfilment: 'staff',
  admin: 'staff',
  system: 'system',
}
const CAPTURED = new Set<StoredOrderStatus>(['order_placed', 'shipping_paused', 'order_shipped', 'order_delivered', 'complete', 'refunded'])
const WITH_THE_PHARMACY = new Set<StoredOrderStatus>(['order_placed', 'shipping_paused', 'order_shipped', 'order_delivered'])
const shippingAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX' as const, zip: '78701' }
/** What every step may need, so only the table (and the expected status) decides. */
const everything = { reason: 'checked', logistics_provider: 'ups', tracking_number: '1Z999AA10123456784', deliveredAt: '2026-11-20' }
let counter = 0

beforeAll(async () => {
  payload = await getTestPayload()
  ownerId = (await createPatient(payload)).id
  strangerId = (await createPatient(payload)).id
  deps = { gateway: createSandboxGateway(async () => payload), pharmacy, now: () => new Date() }
  actors.patient = { kind: 'patient', id: ownerId }
  actors['for-patient'] = { kind: 'for-patient', id: ownerId }
  actors.system = { kind: 'system' }
  for (const role of ['clinical', 'fulfilment', 'admin'] as const) actors[role] = { kind: 'staff', id: (await createStaff(payload, role)).id, role }
})

/** An order at `status` with its sandbox hold (authorized before placement, captured after), made as an import would. */
async function orderAt(status: StoredOrderStatus) {
  const reference = `sandbox_pi_pairs_${++counter}_${Date.now()}`
  await payload.create({
    collection: 'sandbox-payments',
    data: { idempotencyKey: `hold-${reference}`, reference, amountCents: 24999, status: CAPTURED.has(status) ? 'captured' : 'authorized' },
    overrideAccess: true,
    depth: 0,
  })
  return payload.create({
    collection: 'orders',
    data: { patient: relationValue(ownerId), status, amountCents: 24999, medication: 'semaglutide', payment_intent_id: reference, shippingAddress },
    overrideAccess: true,
    depth: 0,
    select: { status: true, payment_intent_id: true },
  })
}

/** What a move wrote: the order's status, its history, its money rows, the hold at the gateway and the pharmacy's orders. */
async function written(orderId: RowId, reference: string) {
  const [order, history, transactions, ledger] = await Promise.all([
    payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, select: { status: true, reference: true } }),
    payload.find({
      collection: 'order-status-changes',
      where: { order: { equals: orderId } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
    payload.count({ collection: 'transactions', where: { order: { equals: orderId } }, overrideAccess: true }),
    payload.find({ collection: 'sandbox-payments', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true, limit: 1 }),
  ])
  return {
    status: order.status,
    history: history.docs.map((row) => [row.from ?? null, row.to, row.actorKind]),
    transactions: transactions.totalDocs,
    hold: ledger.docs[0]?.status,
    // The pharmacy knows an order by its reference (ADR 090).
    atThePharmacy: placed.filter((id) => id === orderKeyOf(order)).length,
  }
}

/** The refusal the table gives this role for from -> to (the machine's words, the lifecycle's code), or null when it allows it. */
function tableRefusal(from: StoredOrderStatus, to: StoredOrderStatus, role: OrderActorRole): { status: number; message: string } | null {
  if (allowedNextStatuses(from, role).includes(to)) return null
  const edge = (allowedNextStatuses(from, 'admin') as readonly string[]).includes(to)
  const cancelTooLate = role === 'patient' && to === 'cancelled' && (WITH_THE_PHARMACY.has(from) || edge)
  const message = cancelTooLate
    ? orderTransitionMessages.patientCancelTooLate
    : edge
      ? orderTransitionMessages.notYours(from, to)
      : orderTransitionMessages.illegal(from, to)
  return { status: !edge || role === 'patient' ? 409 : 403, message }
}

/** An expected-from that matches (the status itself, or a list holding it) and one that does not (another status, or a list without it). */
function expectations(from: StoredOrderStatus, index: number): { matching: ExpectedFrom; other: ExpectedFrom } {
  const others = ORDER_STATUSES.filter((status) => status !== from)
  const another = others[index % others.length]!
  return index % 2 === 0 ? { matching: from, other: another } : { matching: [another, from], other: others.filter((_, at) => at % 3 === index % 3) }
}

const move = (orderId: RowId, from: ExpectedFrom, to: string, actor: OrderActor, extra: Partial<TransitionInput> = {}): Promise<TransitionResult> =>
  transitionOrder(payload, { orderId, from, to, actor, ...everything, ...extra }, deps)

// The from-statuses run side by side (each on orders of its own, each order under its own claim).
describe.concurrent('the order lifecycle, pair by pair', () => {
  const kinds = Object.keys(roleOf) as (keyof typeof actors)[]
  for (const from of ORDER_STATUSES) {
    it(`from ${from}: every actor, every target, every expected-from`, async () => {
      for (const [kindIndex, kind] of kinds.entries()) {
        const actor = actors[kind]
        const role = roleOf[kind]
        const order = await orderAt(from)
        const reference = order.payment_intent_id!
        const before = await written(order.id, reference)
        for (const [index, to] of ORDER_STATUSES.entries()) {
          const { matching, other } = expectations(from, index + kindIndex)
          const label = `${from} -> ${to} by ${kind}`
          // Not where the caller saw it: refused as moved on, whatever the table says.
          expect(await move(order.id, other, to, actor), `${label}, expecting ${String(other)}`).toEqual({
            ok: false,
            status: 409,
            code: 'moved-on',
            current: from,
            message: orderTransitionMessages.movedOn(from, ([] as string[]).concat(other).join(' or ')),
          })
          const refusal = tableRefusal(from, to, role)
          if (refusal) expect(await move(order.id, matching, to, actor), `${label}, expecting ${String(matching)}`).toEqual({ ok: false, ...refusal })
        }
        expect(await written(order.id, reference), `${from} by ${kind}: the refusals wrote nothing`).toEqual(before)

        const allowed = allowedNextStatuses(from, role)
        if (allowed.length === 0) continue
        const to = allowed[kindIndex % allowed.length]!
        const moved = await move(order.id, from, to, actor)
        expect(moved, `${from} -> ${to} by ${kind}`).toMatchObject({ ok: true, order: { status: to } })
        const money = moneyOnTransition(from, to)
        expect(await written(order.id, reference), `${from} -> ${to} by ${kind}`).toEqual({
          status: to,
          history: [...before.history, [from, to, historyKind[kind]]],
          transactions: money ? 1 : 0,
          hold: money === 'capture' ? 'captured' : money === 'void' ? 'voided' : money === 'refund' ? 'refunded' : before.hold,
          atThePharmacy: from === 'prescription_received' && to === 'order_placed' ? 1 : 0,
        })
        // The same click again, expecting where it was: moved on, nothing more written.
        expect(await move(order.id, from, to, actor)).toMatchObject({ ok: false, code: 'moved-on', current: to })
        expect((await written(order.id, reference)).history).toHaveLength(before.history.length + 1)
      }
    }, 120_000)
  }

  it('refuses every other class of move with its code, writing nothing', async () => {
    const admin = actors.admin
    const order = await orderAt('prescription_received')
    const reference = order.payment_intent_id!
    const before = await written(order.id, reference)
    const refusals: [string, Promise<TransitionResult>, Partial<TransitionResult> & { status: number }][] = [
      [
        'marketing',
        move(order.id, 'prescription_received', 'cancelled', { kind: 'staff', id: 1, role: 'marketing' }),
        { status: 403, message: lifecycleMessages.staffOnly },
      ],
      ['an unknown target', move(order.id, 'prescription_received', 'lost', admin), { status: 400, message: orderTransitionMessages.unknownStatus('lost') }],
      ['no expected status', move(order.id, [], 'cancelled', admin), { status: 400, message: orderTransitionMessages.expectedFromRequired }],
      ['an unknown order', move('999999999', 'prescription_received', 'cancelled', admin), { status: 404, message: lifecycleMessages.notFound }],
      ['a reason too long', move(order.id, 'prescription_received', 'cancelled', admin, { reason: 'x'.repeat(501) }), { status: 400 }],
      [
        'no reason',
        move(order.id, 'prescription_received', 'cancelled', admin, { reason: ' ' }),
        { status: 400, message: orderTransitionMessages.reasonRequired },
      ],
      ["another patient's order", move(order.id, 'prescription_received', 'cancelled', { kind: 'patient', id: strangerId }), { status: 404 }],
      ["another patient's order, for them", move(order.id, 'prescription_received', 'needs_review', { kind: 'for-patient', id: strangerId }), { status: 404 }],
    ]
    for (const [label, attempt, refusal] of refusals) expect(await attempt, label).toMatchObject({ ok: false, ...refusal })
    const shipping = await orderAt('order_placed')
    expect(await move(shipping.id, 'order_placed', 'order_shipped', admin, { tracking_number: '' })).toMatchObject({
      ok: false,
      status: 400,
      message: orderTransitionMessages.trackingRequired,
    })
    const delivering = await orderAt('order_shipped')
    expect(await move(delivering.id, 'order_shipped', 'order_delivered', admin, { deliveredAt: '2999-01-01' })).toMatchObject({
      ok: false,
      status: 400,
      message: orderTransitionMessages.deliveredDateRequired,
    })
    // The placement rule: a prescription waiting for the patient holds the order (ADR 085).
    await payload.create({
      collection: 'prescriptions',
      data: { patient: relationValue(ownerId), order: order.id, status: 'pending', items: [{ name: 'Semaglutide' }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(await move(order.id, 'prescription_received', 'order_placed', actors.fulfilment)).toMatchObject({ ok: false, status: 409 })
    expect(await written(order.id, reference)).toEqual(before)
    expect((await written(shipping.id, shipping.payment_intent_id!)).status).toBe('order_placed')
    expect((await written(delivering.id, delivering.payment_intent_id!)).status).toBe('order_shipped')
  })
})
