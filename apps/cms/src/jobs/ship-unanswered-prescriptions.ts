import { PRESCRIPTION_REPLY_WINDOW_HOURS, prescriptionMessages, type RowId } from '@telehealth/domain'
import type { Payload, PayloadRequest } from 'payload'
import { tryClaimIn } from '../claims.ts'
import { lifecycleDeps, transitionOrder } from '../orders/lifecycle.ts'
import { prescriptionAnswerClaimKey } from './claim-keys.ts'

/** As long as the patient's answer holds the same claim (apps/site portal/prescription.server.ts). */
const CLAIM_HOLD_MS = 60_000

interface Shipping {
  payload: Payload
  req?: PayloadRequest
}

/**
 * The 12-hour rule (ADR 050): every prescription still pending 12 hours after it was written, on
 * an order still at prescription_received, ships as written: the order goes to order_placed (the
 * hold is captured, the pharmacy gets the order) and the prescription is marked `as_written`.
 * Each under the same claim as the patient's answer, so a click at the deadline and the job never
 * both act. Answers how many orders it placed.
 */
export async function shipUnansweredPrescriptions({ payload, req }: Shipping, now = new Date()): Promise<number> {
  const deadline = new Date(now.getTime() - PRESCRIPTION_REPLY_WINDOW_HOURS * 3600_000).toISOString()
  const due = await payload.find({
    collection: 'prescriptions',
    where: { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than_equal: deadline } }, { 'order.status': { equals: 'prescription_received' } }] },
    sort: 'createdAt',
    limit: 50,
    pagination: false,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    req,
  })
  let placed = 0
  for (const { id } of due.docs) {
    const claim = await tryClaimIn(payload, prescriptionAnswerClaimKey(id), CLAIM_HOLD_MS, now)
    if (!claim) continue
    try {
      const prescription = await payload.findByID({ collection: 'prescriptions', id, depth: 0, disableErrors: true, overrideAccess: true, req })
      if (!prescription || prescription.status !== 'pending') continue
      const orderId = typeof prescription.order === 'object' ? prescription.order.id : prescription.order
      if (await shipAsWritten({ payload, req }, id, orderId, now)) placed += 1
    } finally {
      await claim.release()
    }
  }
  return placed
}

/**
 * Ships one pending prescription as written (the caller holds its claim): the order to
 * order_placed, the prescription `as_written`. False when the move is refused (a lapsed hold, the
 * pharmacy down): the job tries again at its next run.
 */
async function shipAsWritten({ payload, req }: Shipping, prescriptionId: RowId, orderId: RowId, now: Date): Promise<boolean> {
  // From the status the job queried: an order staff paused or moved meanwhile stays where it is.
  const moved = await transitionOrder(
    payload,
    { orderId, from: 'prescription_received', to: 'order_placed', actor: { kind: 'system' }, reason: prescriptionMessages.asWrittenReason },
    // The lifecycle checks the 12 hours by the same clock the job chose the prescription by.
    { ...lifecycleDeps(payload), now: () => now },
  )
  if (!moved.ok) return false
  await payload.update({
    collection: 'prescriptions',
    id: prescriptionId,
    depth: 0,
    data: { status: 'as_written', respondedAt: now.toISOString() },
    overrideAccess: true,
    req,
  })
  return true
}
