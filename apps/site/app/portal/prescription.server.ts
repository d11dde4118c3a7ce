import {
  alreadyAnsweredMessage,
  orderTransitionMessages,
  hasPrescriptionReplyWindowPassed,
  parseRowId,
  pathAfterPrescriptionDecision,
  prescriptionMessages,
  rowIdText,
  sameRowId,
  visiblePrescriptionItems,
  type PrescriptionStatus,
  type RowId,
} from '@telehealth/domain'
import type { Prescription } from '@telehealth/cms/payload-types'
import { prescriptionAnswerClaimKey, relationId, type TransitionResult } from '@telehealth/cms/site'
import { waitForClaim } from '~/claims.server.ts'
import { cmsAs, cmsFor, cmsOrderTransitions, isMovedOn, type SignedInPatient } from '~/cms.server.ts'

/**
 * The patient's confirmation of a prescription (spec 001 "Prescription confirmation"; ADR 050).
 * `{id}` in /prescription/{id}, /api/prescription-pending/{id} and /api/prescription-update/{id}
 * is the order's id; the prescription is the order's latest. The patient reads only their own
 * (access rules on: another patient's order or prescription is "not found"). An answer moves the
 * order through its lifecycle for the patient (recorded as theirs), under a claim on the
 * prescription so that replays and concurrent clicks change the order once, and only from
 * prescription_received, the status the prescription page is built on (ADR 085): an order staff
 * paused or moved meanwhile stays where it is.
 */

/** One item as the page and the API show it (spec: prescription entry). */
export interface PrescriptionEntry {
  rxId: string | null
  medId: string | null
  name: string
  strength: string | null
  directions: string | null
}

export interface PrescriptionView {
  orderId: RowId
  status: PrescriptionStatus
  items: PrescriptionEntry[]
  /** Set once the prescription has been answered (or shipped as written): why there are no buttons. */
  answered: string | null
}

const CLAIM_HOLD_MS = 60_000
const CLAIM_WAIT_MS = 15_000

function entriesOf(prescription: Pick<Prescription, 'items'>): PrescriptionEntry[] {
  return visiblePrescriptionItems(prescription.items ?? []).map((item) => ({
    rxId: item.rxId ?? null,
    medId: item.medId ?? null,
    name: item.name,
    strength: item.strength ?? null,
    directions: item.directions ?? null,
  }))
}

/** The order's latest prescription, read as the patient (their own order and their own prescription only). */
async function ownPrescription(patient: SignedInPatient, orderId: RowId): Promise<Prescription | null> {
  const cms = await cmsAs(patient)
  const orders = await cms.find({
    collection: 'orders',
    where: { and: [{ id: { equals: orderId } }, { patient: { equals: patient.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { status: true },
  })
  if (!orders.docs[0]) return null
  const found = await cms.find({
    collection: 'prescriptions',
    where: { and: [{ order: { equals: orderId } }, { patient: { equals: patient.id } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return found.docs[0] ?? null
}

function viewOf(orderId: RowId, prescription: Prescription): PrescriptionView {
  const status = prescription.status
  return { orderId, status, items: entriesOf(prescription), answered: status === 'pending' ? null : alreadyAnsweredMessage(status) }
}

/** The page's and `GET /api/prescription-pending/{id}`'s read; null when the patient has no prescription on that order. */
export async function prescriptionFor(patient: SignedInPatient, rawOrderId: string): Promise<PrescriptionView | null> {
  const orderId = parseRowId(rawOrderId)
  if (orderId === null) return null
  const prescription = await ownPrescription(patient, orderId)
  return prescription ? viewOf(orderId, prescription) : null
}

export type PrescriptionAnswer = { ok: true; redirectTo: string } | { ok: false; status: 400 | 404 | 409 | 502; message: string }

/**
 * A refused move in the patient's words (ADR 091): never the lifecycle's statuses or staff's
 * instructions. The order moved on, someone else is moving it, its hold lapsed; anything else (the
 * pharmacy or the payment service down) is "try again".
 */
function refusalForPatient(moved: Exclude<TransitionResult, { ok: true }>): { status: 409 | 502; message: string } {
  if (isMovedOn(moved)) return { status: 409, message: orderTransitionMessages.movedOnForPatient }
  if (moved.code === 'busy') return { status: 409, message: prescriptionMessages.busy }
  if (moved.code === 'hold-lapsed') return { status: 409, message: prescriptionMessages.holdLapsed }
  return { status: moved.status === 502 ? 502 : 409, message: prescriptionMessages.failed }
}

/**
 * Approve (the order goes to the pharmacy: prescription_received -> order_placed, capturing the
 * hold) or decline (back to the doctor: prescription_received -> needs_review). Once: under the
 * claim `prescription-answer:<id>` (the deadline job takes the same one) the prescription is read
 * again and must still be pending; a later answer is told what happened.
 *
 * The answer is recorded first: the lifecycle places an order only on an answered prescription (or
 * one past its 12 hours), so fulfilment cannot place it before the patient approves. Then the order
 * moves from prescription_received. When it is no longer there (staff paused or moved it), the
 * answer stays recorded, the order stays where it is and the patient is told so; when the move
 * fails for any other reason (the pharmacy, a lapsed hold) the answer is taken back so it can be
 * given again.
 */
export async function answerPrescription(
  patient: SignedInPatient,
  rawOrderId: RowId,
  accept: boolean,
  now = new Date(),
  /** Why the order moves, in its history; Adjust Doses declines with its own. */
  reason: string = accept ? prescriptionMessages.approvedReason : prescriptionMessages.declinedReason,
): Promise<PrescriptionAnswer> {
  const orderId = parseRowId(rawOrderId)
  if (orderId === null) return { ok: false, status: 404, message: prescriptionMessages.notFound }
  const first = await ownPrescription(patient, orderId)
  if (!first) return { ok: false, status: 404, message: prescriptionMessages.notFound }
  if (first.status !== 'pending' && !(await answerNotMoved(patient, orderId, first, accept)))
    return { ok: false, status: 409, message: alreadyAnsweredMessage(first.status) }
  const claim = await waitForClaim(prescriptionAnswerClaimKey(first.id), CLAIM_HOLD_MS, CLAIM_WAIT_MS)
  if (!claim) return { ok: false, status: 409, message: prescriptionMessages.busy }
  try {
    const prescription = await ownPrescription(patient, orderId)
    if (!prescription || !sameRowId(prescription.id, first.id)) return { ok: false, status: 409, message: prescriptionMessages.failed }
    // The same answer, recorded by an earlier click whose move did not happen, is finished: the order moves now (ADR 090).
    const unmoved = prescription.status !== 'pending' && (await answerNotMoved(patient, orderId, prescription, accept))
    if (prescription.status !== 'pending' && !unmoved) return { ok: false, status: 409, message: alreadyAnsweredMessage(prescription.status) }
    // Past the deadline the order ships as written, whether or not the job has run yet: a click
    // then is refused, never taken.
    if (!unmoved && isPastReplyWindow(prescription, now)) {
      const shipped = await shipAsWritten(prescription.id, orderId, now)
      if (shipped === 'shipped') return { ok: false, status: 409, message: alreadyAnsweredMessage('as_written') }
      return { ok: false, status: 409, message: shipped === 'moved-on' ? orderTransitionMessages.movedOnForPatient : prescriptionMessages.failed }
    }
    // Access off: the patient answers, but only the server marks a prescription approved or declined.
    const cms = await cmsFor(patient)
    if (!unmoved) {
      await cms.update({
        collection: 'prescriptions',
        id: prescription.id,
        depth: 0,
        data: { status: accept ? 'approved' : 'declined', respondedAt: now.toISOString() },
      })
    }
    const orders = await cmsOrderTransitions()
    const moved = await orders.transition({
      orderId,
      from: 'prescription_received',
      to: accept ? 'order_placed' : 'needs_review',
      actor: { kind: 'for-patient', id: patient.id },
      reason,
    })
    if (moved.ok) return { ok: true, redirectTo: pathAfterPrescriptionDecision(accept, rowIdText(orderId)) }
    // Not taken because the order moved on: the answer stays recorded and the order where it is.
    // Otherwise the answer is withdrawn with it, so the patient (or the 12-hour job) can give it again.
    if (!isMovedOn(moved)) await cms.update({ collection: 'prescriptions', id: prescription.id, depth: 0, data: { status: 'pending', respondedAt: null } })
    return { ok: false, ...refusalForPatient(moved) }
  } finally {
    await claim.release()
  }
}

/**
 * Whether this answer was recorded but its order never moved (a failure between the two writes):
 * the prescription holds the same answer and the order still waits at prescription_received. A
 * click then finishes the move instead of being told the answer was given (ADR 090).
 */
async function answerNotMoved(patient: SignedInPatient, orderId: RowId, prescription: Pick<Prescription, 'status'>, accept: boolean): Promise<boolean> {
  if (prescription.status !== (accept ? 'approved' : 'declined')) return false
  const found = await (
    await cmsAs(patient)
  ).find({ collection: 'orders', where: { id: { equals: orderId } }, limit: 1, pagination: false, depth: 0, select: { status: true } })
  return found.docs[0]?.status === 'prescription_received'
}

function isPastReplyWindow(prescription: Pick<Prescription, 'createdAt'>, now: Date): boolean {
  return hasPrescriptionReplyWindowPassed(new Date(prescription.createdAt), now)
}

/**
 * Ships one pending prescription as written (the caller holds its claim): the order to
 * order_placed, the prescription `as_written`. 'failed' when the move is refused (a lapsed hold, the
 * pharmacy down): the 12-hour job (apps/cms/src/jobs) tries again at its next run; 'moved-on' when
 * the order is no longer at prescription_received (staff moved it): it stays where it is.
 */
async function shipAsWritten(prescriptionId: RowId, orderId: RowId, now: Date): Promise<'shipped' | 'moved-on' | 'failed'> {
  const orders = await cmsOrderTransitions()
  const moved = await orders.transition({
    orderId,
    from: 'prescription_received',
    to: 'order_placed',
    actor: { kind: 'system' },
    reason: prescriptionMessages.asWrittenReason,
  })
  if (!moved.ok) return isMovedOn(moved) ? 'moved-on' : 'failed'
  // Access off: shipping as written is the server's decision (the 12-hour rule); the order's patient is the actor.
  await (
    await cmsFor({ id: relationId(moved.order.patient) })
  ).update({ collection: 'prescriptions', id: prescriptionId, depth: 0, data: { status: 'as_written', respondedAt: now.toISOString() } })
  return 'shipped'
}
