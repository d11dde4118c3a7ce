import {
  deliveredAtOf,
  expectedStatuses,
  isOrderStatus,
  moneyOnTransition,
  orderTransitionMessages,
  parseRowId,
  prescriptionPlacementHold,
  roleMayMove,
  rowIdText,
  sameRowId,
  shipmentOf,
  transitionProblem,
  type ExpectedFrom,
  type OrderActorRole,
  type RowId,
  type Shipment,
  type StoredOrderStatus,
} from '@telehealth/domain'
import { nextOrderStatus } from '@telehealth/machines/order-status/order-status.machine'
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { StaffRole } from '../access/isStaff.ts'
import { relationId, relationValue } from '../fields/relation-id.ts'
import { isDuplicateKey, waitForClaimIn } from '../claims.ts'
import { HoldNotCapturableError, type PaymentGateway } from '../payments/gateway.ts'
import { paymentGatewayFromEnv } from '../payments/index.ts'
import { pharmacyFromEnv, PharmacyUnavailableError, type Pharmacy } from '../pharmacy/pharmacy.ts'
import type { Order, Patient } from '../payload-types.ts'
import { orderNotice } from './notices.ts'
import { orderKeyOf } from './reference.ts'
import { unitOfWork, type UnitOfWork } from '../transactions.ts'

/** A read outside any unit: no request to join. */
const readsAlone = { run: <T>(call: (req?: Partial<PayloadRequest>) => Promise<T>) => call(undefined) }

/**
 * The one way an order's status changes (ADR 046). The transition table is the domain's; the
 * order-status machine decides each move; this module does what a move means, in this order, under
 * a database claim on the order (so two processes, or twenty replays of one click, never act on
 * it at once):
 *
 * 1. read the order as stored: it must still be in the status the caller expects (ADR 085), else the
 *    move is refused and nothing changes; then ask the machine (who asks, what the step needs), and
 *    at placement check that the patient answered the prescription or its 12 hours are over;
 * 2. the money of the edge through the payments interface, keyed `capture|void|refund:order:<key>`
 *    (the order's reference, never reused: ADR 090)
 *    so a retry is the same operation at the gateway, and recorded once as a transaction (unique key);
 * 3. the pharmacy at order_placed (keyed by the order's reference);
 * 4. the status write itself, marked so the orders' beforeChange hook lets it through;
 * 5. the history row (from, to, who, when, why) and the patient's notice through the outbox.
 *
 * A step that fails stops the move before the status is written: the order keeps its status and
 * the caller hears why. Money already moved by an earlier try is never moved again on the retry.
 */

/** Marks a status write as the lifecycle's own; a symbol, so no request body can carry it. */
export const ORDER_TRANSITION = Symbol.for('telehealth.orderTransition')

/**
 * Who moves the order. `for-patient` is a move the site's server decides for a signed-in patient
 * (their prescription answer, their medical form): taken by the server's rules (the system's role),
 * refused unless the order is theirs, and recorded in the history as the patient's (ADR 085).
 */
export type OrderActor =
  { kind: 'staff'; id: RowId; role: StaffRole } | { kind: 'patient'; id: RowId } | { kind: 'for-patient'; id: RowId } | { kind: 'system' }

export interface TransitionInput {
  /** A route's text or a stored id; parsed here (ADR 077), so a malformed one answers like an unknown one. */
  orderId: RowId
  /**
   * The status the caller saw the order in (or the statuses it accepts): the page's, the panel's,
   * the job's query's. Checked under the order's claim with the move itself (ADR 085): when the
   * order is anywhere else the move is refused (409, code `moved-on`) and nothing changes.
   */
  from: ExpectedFrom
  to: unknown
  actor: OrderActor
  reason?: unknown
  logistics_provider?: unknown
  tracking_number?: unknown
  deliveredAt?: unknown
  /**
   * A caller's unit of work (ADR 079): the move's reads and writes join it, and its notice waits for
   * the commit. An edge that calls the gateway or the pharmacy is refused inside one (never a third
   * party with a transaction open). Without one, the move's own writes are a unit of their own.
   */
  unit?: UnitOfWork
}

export type TransitionFailureStatus = 400 | 403 | 404 | 409 | 502
/** Refused because the order was no longer in the expected status: where it is now, for the caller's own words. */
interface MovedOn {
  code: 'moved-on'
  current: StoredOrderStatus
}
/**
 * Refusals a caller words for its own people: the order is being moved by someone else ('busy'), or
 * its card hold can no longer be captured ('hold-lapsed'). Staff read `message`; the patient's
 * screens say the same in their words (ADR 091).
 */
type RefusalCode = 'busy' | 'hold-lapsed'
type TransitionRefusal = { ok: false; status: TransitionFailureStatus; message: string } & (MovedOn | { code?: RefusalCode })
export type TransitionResult = { ok: true; order: Order } | TransitionRefusal

/** Whether a refusal says the order had moved on from the status the caller expected (nothing was changed). */
export function isMovedOn(result: TransitionResult): result is TransitionRefusal & MovedOn {
  return !result.ok && result.code === 'moved-on'
}

export interface LifecycleDeps {
  gateway: PaymentGateway
  pharmacy: Pharmacy
  now: () => Date
}

const depsOf = new WeakMap<Payload, LifecycleDeps>()

/** The gateway and pharmacy the environment names (the embedded defaults when it names none), made once per Payload instance. */
export function lifecycleDeps(payload: Payload): LifecycleDeps {
  let deps = depsOf.get(payload)
  if (!deps) {
    deps = { gateway: paymentGatewayFromEnv(async () => payload), pharmacy: pharmacyFromEnv(), now: () => new Date() }
    depsOf.set(payload, deps)
  }
  return deps
}

type PatientContact = Pick<Patient, 'first_name' | 'last_name' | 'email'>

/** The order's patient's name and email, read once however many steps of a move need them. */
function patientContact(payload: Payload, order: Order): () => Promise<PatientContact> {
  let read: Promise<PatientContact> | undefined
  return () =>
    (read ??= payload.findByID({
      collection: 'patients',
      id: relationId(order.patient),
      depth: 0,
      overrideAccess: true,
      select: { first_name: true, last_name: true, email: true },
    }))
}

export const lifecycleMessages = {
  notFound: 'Order not found.',
  busy: 'This order is being changed by someone else. Try again in a moment.',
  reasonTooLong: 'Keep the reason under 500 characters.',
  holdLapsed: (detail: string) =>
    `The card hold can no longer be captured (${detail}) Nothing was charged; the patient has to pay again before the order can be placed.`,
  paymentUnavailable: 'The payment service did not answer. Nothing changed; try again.',
  pharmacyUnavailable: 'The pharmacy did not take the order. The status is unchanged; try again (the payment is not taken twice).',
  staffOnly: 'Only admin, clinical and fulfilment staff change orders.',
  awaitingPatient: (until: string) =>
    `The patient has not answered the prescription yet. The order goes to the pharmacy when they approve it, or as written after ${until}.`,
  prescriptionDeclined: 'The patient declined this prescription: it goes back to the clinician, not to the pharmacy.',
} as const

const REASON_MAX = 500
const CLAIM_HOLD_MS = 60_000
const CLAIM_WAIT_MS = 15_000

function roleOf(actor: OrderActor): OrderActorRole | null {
  if (actor.kind === 'for-patient') return 'system'
  if (actor.kind !== 'staff') return actor.kind
  return actor.role === 'marketing' || actor.role === 'support' ? null : actor.role
}

function userOf(actor: OrderActor): TypedUser | undefined {
  if (actor.kind === 'system') return undefined
  // The audit log names the actor: the Local API takes the user as its `user` option.
  return { id: actor.id, collection: actor.kind === 'staff' ? 'staff' : 'patients' } as TypedUser
}

/** The patient an actor moves for: their own order only. */
function patientOf(actor: OrderActor): RowId | null {
  return actor.kind === 'patient' || actor.kind === 'for-patient' ? actor.id : null
}

function failure(status: TransitionFailureStatus, message: string, code?: RefusalCode): TransitionResult {
  return code ? { ok: false, status, message, code } : { ok: false, status, message }
}

/**
 * Why an order at prescription_received may not go to the pharmacy yet (ADR 085): its latest
 * prescription is pending and its 12 hours are not over, or the patient declined it. Null when it
 * may (approved, shipped as written, past the window, or no prescription recorded).
 */
export async function placementProblem(payload: Payload, order: Pick<Order, 'id'>, now: Date): Promise<string | null> {
  const hold = prescriptionPlacementHold(await latestPrescription(payload, order.id), now)
  if (!hold) return null
  return hold.kind === 'declined' ? lifecycleMessages.prescriptionDeclined : lifecycleMessages.awaitingPatient(hold.until.toISOString())
}

/** Why a move the machine refused is refused, as a status code: no edge 409, not yours 403, else 400. */
function refusalStatus(from: StoredOrderStatus, to: StoredOrderStatus, role: OrderActorRole): TransitionFailureStatus {
  if (transitionProblem(from, to)) return 409
  if (!roleMayMove(role, from, to)) return role === 'patient' ? 409 : 403
  return 400
}

export async function transitionOrder(payload: Payload, input: TransitionInput, deps: LifecycleDeps = lifecycleDeps(payload)): Promise<TransitionResult> {
  const role = roleOf(input.actor)
  if (!role) return failure(403, lifecycleMessages.staffOnly)
  const to = typeof input.to === 'string' ? input.to : ''
  if (!isOrderStatus(to)) return failure(400, orderTransitionMessages.unknownStatus(to || 'An empty value'))
  const reason = typeof input.reason === 'string' ? input.reason.trim() : ''
  if (reason.length > REASON_MAX) return failure(400, lifecycleMessages.reasonTooLong)
  const orderId = parseRowId(input.orderId)
  if (orderId === null) return failure(404, lifecycleMessages.notFound)
  const expected = expectedStatuses(input.from)
  if (!expected) return failure(400, orderTransitionMessages.expectedFromRequired)

  const claim = await waitForClaimIn(payload, `order-status:${rowIdText(orderId)}`, CLAIM_HOLD_MS, CLAIM_WAIT_MS)
  if (!claim) return failure(409, lifecycleMessages.busy, 'busy')
  const within = input.unit
  // Inside a caller's unit the claim is let go when that unit ends (after its commit or rollback), so
  // no other move reads the order before this one's writes are seen or undone (ADR 085).
  let releasedByUnit = false
  try {
    const found = await (within ?? readsAlone).run((req) =>
      payload.find({ collection: 'orders', where: { id: { equals: orderId } }, limit: 1, pagination: false, depth: 0, overrideAccess: true, req }),
    )
    const order = found.docs[0]
    if (!order) return failure(404, lifecycleMessages.notFound)
    const ownerOnly = patientOf(input.actor)
    if (ownerOnly !== null && !sameRowId(relationId(order.patient), ownerOnly)) return failure(404, lifecycleMessages.notFound)
    const from = order.status
    // The compare of the compare-and-set: under the claim no other move is between this read and the write.
    if (!expected.includes(from))
      return { ok: false, status: 409, code: 'moved-on', current: from, message: orderTransitionMessages.movedOn(from, expected.join(' or ')) }
    const contact = patientContact(payload, order)

    const now = deps.now()
    let shipment: Shipment | undefined
    let deliveredAt: string | undefined
    if (to === 'order_shipped') shipment = shipmentOf(input) ?? undefined
    if (to === 'order_delivered') deliveredAt = deliveredAtOf(input.deliveredAt, now) ?? undefined
    const answer = nextOrderStatus(from, { to, role, reason, shipment, deliveredAt })
    if (!answer.ok) return failure(refusalStatus(from, to, role), answer.message)
    if (within && (moneyOnTransition(from, to) || (to === 'order_placed' && from === 'prescription_received')))
      throw new Error(`The move from ${from} to ${to} calls the gateway or the pharmacy: it is not taken inside a unit of work (ADR 079).`)
    if (to === 'order_placed' && from === 'prescription_received') {
      const waiting = await placementProblem(payload, order, now)
      if (waiting) return failure(409, waiting)
    }

    const moved = await moveMoney(payload, order, from, to, deps)
    if (moved) return moved

    let pharmacyReference: string | undefined
    if (to === 'order_placed' && from === 'prescription_received') {
      try {
        pharmacyReference = (await deps.pharmacy.place(await pharmacyOrderOf(payload, order, contact))).reference
      } catch (error) {
        if (error instanceof PharmacyUnavailableError) return failure(502, lifecycleMessages.pharmacyUnavailable)
        throw error
      }
    }

    const change = {
      status: to,
      ...(shipment ?? {}),
      ...(deliveredAt ? { receivedAt: deliveredAt } : {}),
      ...(pharmacyReference ? { pharmacyReference } : {}),
    }
    // The order and its history row land together (ADR 079).
    const write = async (unit: UnitOfWork) => {
      const updated = await unit.run((req) =>
        payload.update({
          collection: 'orders',
          id: order.id,
          data: change,
          depth: 0,
          overrideAccess: true,
          user: userOf(input.actor),
          context: { orderTransition: ORDER_TRANSITION },
          req,
        }),
      )
      // Without a transaction: the order as it was, fields and status (the lifecycle's own write).
      unit.compensate(() =>
        payload.update({
          collection: 'orders',
          id: order.id,
          data: Object.fromEntries(Object.keys(change).map((field) => [field, order[field as keyof typeof change] ?? null])),
          depth: 0,
          overrideAccess: true,
          user: userOf(input.actor),
          context: { orderTransition: ORDER_TRANSITION },
        }),
      )
      const history = await unit.run((req) =>
        payload.create({
          collection: 'order-status-changes',
          data: {
            order: order.id,
            from,
            to,
            actorKind: input.actor.kind === 'for-patient' ? 'patient' : input.actor.kind,
            ...(input.actor.kind === 'staff' ? { staff: relationValue(input.actor.id) } : {}),
            ...(reason ? { reason } : {}),
          },
          depth: 0,
          overrideAccess: true,
          req,
        }),
      )
      unit.compensate(() => payload.delete({ collection: 'order-status-changes', id: history.id, depth: 0, overrideAccess: true }))
      unit.afterCommit(() => notifyPatient(payload, updated, to, contact))
      return updated
    }
    if (within) {
      within.whenEnded(() => claim.release())
      releasedByUnit = true
    }
    const updated = within ? await write(within) : await unitOfWork(payload, write)
    return { ok: true, order: updated }
  } finally {
    if (!releasedByUnit) await claim.release()
  }
}

/** Step 2: the edge's money, once. Answers a failure to stop the move, or null to go on. */
async function moveMoney(
  payload: Payload,
  order: Order,
  from: StoredOrderStatus,
  to: StoredOrderStatus,
  deps: LifecycleDeps,
): Promise<TransitionResult | null> {
  const money = moneyOnTransition(from, to)
  const reference = order.payment_intent_id
  // A no-charge replacement, or an order without a card hold: nothing to move.
  if (!money || !reference) return null
  const key = `${money}:order:${orderKeyOf(order)}`
  // An admin gave this payment back from its transaction already (ADR 096): the order moves, and no
  // money moves twice (Stripe would refuse a second refund of a refunded payment).
  if (money === 'refund' && (await refundedByStaff(payload, reference, key))) return null
  try {
    if (money === 'capture') await deps.gateway.capture(reference, key)
    else if (money === 'refund') await deps.gateway.refund(reference, key)
    else await deps.gateway.void(reference)
  } catch (error) {
    if (error instanceof HoldNotCapturableError) return failure(409, lifecycleMessages.holdLapsed(error.message), 'hold-lapsed')
    payload.logger.error({
      msg: 'order transition: payment step failed',
      orderId: order.id,
      step: money,
      kind: error instanceof Error ? error.constructor.name : typeof error,
    })
    return failure(502, lifecycleMessages.paymentUnavailable)
  }
  try {
    await payload.create({
      collection: 'transactions',
      data: {
        patient: relationId(order.patient),
        order: order.id,
        amountCents: order.amountCents,
        status: money === 'capture' ? 'captured' : money === 'refund' ? 'refunded' : 'voided',
        gateway: deps.gateway.name,
        gatewayReference: reference,
        idempotencyKey: key,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // An earlier try moved the money and recorded it; the gateway saw the same key: one operation.
    if (!isDuplicateKey(error)) throw error
  }
  return null
}

/** Whether the payment was refunded under another key than the order's own: a staff refund of its transaction. */
async function refundedByStaff(payload: Payload, reference: string, orderKey: string): Promise<boolean> {
  const found = await payload.find({
    collection: 'transactions',
    where: { and: [{ gatewayReference: { equals: reference } }, { status: { equals: 'refunded' } }, { idempotencyKey: { not_equals: orderKey } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { status: true },
  })
  return found.docs.length > 0
}

/**
 * A replacement enters the flow at order_placed (ADR 044): it goes to the pharmacy like any placed
 * order, with no money to move. Throws `PharmacyUnavailableError` when the pharmacy cannot take it.
 */
export async function sendReplacementToPharmacy(payload: Payload, orderId: RowId, pharmacy: Pharmacy = lifecycleDeps(payload).pharmacy): Promise<void> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
  const { reference } = await pharmacy.place(await pharmacyOrderOf(payload, order, patientContact(payload, order)))
  await payload.update({ collection: 'orders', id: orderId, data: { pharmacyReference: reference }, depth: 0, overrideAccess: true })
}

/** The order's latest prescription: the one the patient answers and the pharmacy fills. A voided one is no longer it (ADR 089). */
export async function latestPrescription(payload: Payload, orderId: RowId) {
  const found = await payload.find({
    collection: 'prescriptions',
    where: { and: [{ order: { equals: orderId } }, { status: { not_equals: 'void' } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]
}

async function pharmacyOrderOf(payload: Payload, order: Order, contact: () => Promise<PatientContact>) {
  const prescription = await latestPrescription(payload, order.id)
  const patient = await contact()
  const address = order.shippingAddress
  return {
    orderId: orderKeyOf(order),
    medication: order.medication ?? null,
    prescription: (prescription?.items ?? []).map((item) => ({
      name: item.name,
      directions: item.directions ?? null,
      strength: item.strength ?? null,
    })),
    shipTo: {
      name: `${patient.first_name ?? ''} ${patient.last_name ?? ''}`.trim(),
      address_line_1: address.address_line_1,
      address_line_2: address.address_line_2 ?? null,
      city: address.city,
      state: address.state,
      zip: address.zip,
    },
    replacement: Boolean(order.replacementOf),
  }
}

/** Step 5: placed, shipped and delivered are told to the patient (no medication, no PHI). */
async function notifyPatient(payload: Payload, order: Order, to: StoredOrderStatus, contact: () => Promise<PatientContact>): Promise<void> {
  const notice = orderNotice(order, to)
  if (!notice) return
  const patient = await contact()
  if (!patient.email) return
  await payload.sendEmail({ to: patient.email, subject: notice.subject, text: notice.text })
}
