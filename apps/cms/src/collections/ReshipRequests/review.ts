import { reshipReviewMessages, sameRowId, type RowId } from '@telehealth/domain'
import type { Payload, TypedUser } from 'payload'
import { z } from 'zod'
import { tryClaimIn } from '../../claims.ts'
import { relationId, relationValue } from '../../fields/relation-id.ts'
import type { Order, ReshipRequest } from '../../payload-types.ts'
import { sendReplacementToPharmacy } from '../../orders/lifecycle.ts'
import { PharmacyUnavailableError } from '../../pharmacy/pharmacy.ts'
import { unitOfWork, type UnitOfWork } from '../../transactions.ts'

export const reviewInputSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('deny'),
      reason: z
        .string({ error: reshipReviewMessages.denialReasonRequired })
        .trim()
        .min(1, { error: reshipReviewMessages.denialReasonRequired })
        .max(1000, { error: 'The reason can be at most 1000 characters.' }),
    }),
  ],
  { error: reshipReviewMessages.badDecision },
)
export type ReviewInput = z.infer<typeof reviewInputSchema>

export type ReviewOutcome = { ok: true; request: ReshipRequest } | { ok: false; status: 400 | 404 | 409 | 502; message: string }

const CLAIM_HOLD_MS = 60_000

/** A no-charge replacement of one delivered order (ORDER_CONTRACT: status order_placed, replacementOf, 0 cents). */
function replacementOf(order: Order, requestId: RowId) {
  return {
    patient: relationId(order.patient),
    status: 'order_placed' as const,
    replacementOf: relationValue(requestId),
    amountCents: 0,
    discountCents: 0,
    medication: order.medication ?? null,
    product: relationId(order.product),
    paymentTerms: order.paymentTerms ?? null,
    logistics_provider: order.logistics_provider ?? null,
    shippingAddress: order.shippingAddress,
  }
}

/** One no-charge replacement per original, inside the review's unit (each taken back on SQLite if the unit fails). */
async function placeReplacements(
  payload: Payload,
  tx: UnitOfWork,
  originals: Order[],
  requestId: ReshipRequest['id'],
  as: { overrideAccess: true; user: TypedUser },
) {
  const placed: Order['id'][] = []
  for (const original of originals) {
    const created = await tx.run((req) =>
      payload.create({ collection: 'orders', ...as, depth: 0, select: { status: true }, data: replacementOf(original, requestId), req }),
    )
    tx.compensate(() => payload.delete({ collection: 'orders', id: created.id, ...as, depth: 0 }))
    placed.push(created.id)
  }
  return placed
}

/** Tells the patient, through the outbox (or SMTP), without anything clinical: no medication, no reason. */
async function tellPatient(payload: Payload, patientId: RowId, decision: ReviewInput['decision']): Promise<void> {
  try {
    const patient = await payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true, select: { email: true } })
    if (!patient.email) return
    const approved = decision === 'approve'
    await payload.sendEmail({
      to: patient.email,
      subject: approved ? reshipReviewMessages.approvedEmailSubject : reshipReviewMessages.deniedEmailSubject,
      text: approved ? reshipReviewMessages.approvedEmailText : reshipReviewMessages.deniedEmailText,
    })
  } catch (error) {
    // The decision stands; a message that could not be queued is logged without its content.
    payload.logger.error({
      msg: 'replacement request: the patient could not be told',
      request: patientId,
      error: error instanceof Error ? error.name : 'unknown',
    })
  }
}

/** Whether the pharmacy has every one of these replacements (its reference is stored on each). */
async function allWithThePharmacy(payload: Payload, placed: Order['id'][]): Promise<boolean> {
  if (placed.length === 0) return true
  const waiting = await payload.count({
    collection: 'orders',
    where: { and: [{ id: { in: placed } }, { or: [{ pharmacyReference: { exists: false } }, { pharmacyReference: { equals: '' } }] }] },
    overrideAccess: true,
  })
  return waiting.totalDocs === 0
}

/**
 * Sends the approved replacements the pharmacy does not have yet, in order, each keyed by its
 * order's reference (a replacement sent again after a crash is the same order at the pharmacy).
 * Nothing is taken back when the pharmacy refuses one: those it took are being filled, so their
 * orders stay, and the rest wait for the next Approve (502 says how many). The patient is told
 * once, when the pharmacy has them all.
 */
async function finishApproval(payload: Payload, request: ReshipRequest, placed: Order['id'][]): Promise<ReviewOutcome> {
  let sent = 0
  for (const id of placed) {
    const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, select: { pharmacyReference: true } })
    if (!order.pharmacyReference) {
      try {
        await sendReplacementToPharmacy(payload, id)
      } catch (error) {
        if (!(error instanceof PharmacyUnavailableError)) throw error
        return { ok: false, status: 502, message: reshipReviewMessages.pharmacyPending(sent, placed.length) }
      }
    }
    sent += 1
  }
  await tellPatient(payload, relationId(request.patient), 'approve')
  return { ok: true, request }
}

/**
 * A staff member's decision on a replacement request (received -> approved | rejected), once.
 * Approving places one no-charge replacement order per original order and links them; a second
 * decision, or one taken while another is being made, is refused (409). The orders and the
 * decision land together or not at all; the pharmacy follows, and an Approve of an approved request
 * whose replacements the pharmacy has not all taken sends the rest (ADR 090).
 */
export async function reviewReshipRequest(payload: Payload, input: { requestId: RowId; staff: TypedUser; review: ReviewInput }): Promise<ReviewOutcome> {
  // One review at a time per request, for every process (ADR 018); the request is read again under it.
  const claim = await tryClaimIn(payload, `reship-review:${input.requestId}`, CLAIM_HOLD_MS)
  if (!claim) return { ok: false, status: 409, message: reshipReviewMessages.busy }
  try {
    const request = await payload.findByID({ collection: 'reship-requests', id: input.requestId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!request) return { ok: false, status: 404, message: reshipReviewMessages.notFound }
    // An approval the pharmacy has not taken all of is finished by approving again (ADR 090).
    if (request.status === 'approved' && input.review.decision === 'approve') {
      const placed = (request.replacementOrders ?? []).map((order) => relationId(order))
      if (await allWithThePharmacy(payload, placed)) return { ok: false, status: 409, message: reshipReviewMessages.alreadyReviewed }
      return await finishApproval(payload, request, placed)
    }
    if (request.status !== 'received') return { ok: false, status: 409, message: reshipReviewMessages.alreadyReviewed }
    const reviewed = { reviewedBy: input.staff.id, reviewedAt: new Date().toISOString() }
    // The staff member is the request's user, so the audit log names them.
    const as = { overrideAccess: true, user: input.staff } as const
    const patientId = relationId(request.patient)

    if (input.review.decision === 'deny') {
      const updated = await payload.update({
        collection: 'reship-requests',
        id: request.id,
        ...as,
        depth: 0,
        data: { status: 'rejected', denialReason: input.review.reason, ...reviewed },
      })
      await tellPatient(payload, patientId, 'deny')
      return { ok: true, request: updated }
    }

    const orderIds = [...new Set((request.items ?? []).flatMap((item) => relationId(item.shippedOrder) ?? []))]
    const originals: Order[] = []
    for (const orderId of orderIds) {
      const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
      if (!order || !sameRowId(relationId(order.patient), patientId)) return { ok: false, status: 409, message: reshipReviewMessages.noOrder }
      originals.push(order)
    }
    // The replacement orders and the decision land together (ADR 079): one transaction where the
    // engine has one; on SQLite the compensations take the orders back.
    const placeAndApprove = (tx: UnitOfWork) =>
      placeReplacements(payload, tx, originals, request.id, as).then(async (placed) => ({
        placed,
        updated: await tx.run((req) =>
          payload.update({
            collection: 'reship-requests',
            id: request.id,
            ...as,
            depth: 0,
            data: { status: 'approved', replacementOrders: placed, ...reviewed },
            req,
          }),
        ),
      }))
    const { placed, updated } = await unitOfWork(payload, placeAndApprove)
    // The pharmacy is called after the commit, never with a transaction open (ADR 079). What it
    // took stays taken: the decision and every replacement stand, and one it could not take yet
    // waits for the next Approve, which sends only those (ADR 090).
    return await finishApproval(payload, updated, placed)
  } finally {
    await claim.release()
  }
}
