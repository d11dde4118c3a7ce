import { parseRowId, rowIdText, type RowId } from '@telehealth/domain'
import type { Endpoint, Payload, PayloadRequest, TypedUser } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { isDuplicateKey, waitForClaimIn } from '../claims.ts'
import { jsonAnswer, jsonRefusal } from '../endpoints/json.ts'
import { relationId } from '../fields/relation-id.ts'
import { recordStaffEvent } from '../hooks/audit.ts'
import { lifecycleDeps } from '../orders/lifecycle.ts'
import type { Transaction } from '../payload-types.ts'
import { HoldNotCapturableError, type PaymentGateway } from './gateway.ts'

/**
 * A staff refund (issue #30 "Staff"; ADR 096): an admin gives back a captured or paid transaction
 * from its edit view, through the payments interface's `refund`. One idempotency key per
 * transaction (`refund:transaction:<id>`), so a second click, a second admin or a retry after a lost
 * answer is the same refund: the gateway sees one key, and the 'refunded' row is written once (its
 * key is unique). The money moves before the row is written; a row that failed to be written is
 * written by the next click, which the gateway answers without refunding again.
 */

export const refundMessages = {
  signIn: 'Sign in to the admin first.',
  adminOnly: 'Only an admin refunds a payment.',
  notFound: 'Transaction not found.',
  notRefundable: (status: string) => `Only a captured or paid transaction can be refunded; this one is ${status}.`,
  noReference: 'This transaction has no payment reference at the gateway, so it cannot be refunded here.',
  busy: 'This payment is being refunded right now. Reload in a moment to see it.',
  notCaptured: 'The gateway has no captured payment to give back for this transaction. Nothing was refunded.',
  gatewayUnavailable: 'The payment service did not answer. Nothing was recorded; try again in a moment.',
} as const

const REFUNDABLE: ReadonlySet<string> = new Set(['captured', 'success'])
const CLAIM_HOLD_MS = 60_000
const CLAIM_WAIT_MS = 15_000

export const refundKeyOf = (transactionId: RowId): string => `refund:transaction:${rowIdText(transactionId)}`

export type RefundResult = { ok: true; refund: Transaction; alreadyRefunded: boolean } | { ok: false; status: 403 | 404 | 409 | 502; message: string }

/** The 'refunded' row of this payment, whoever wrote it (this action, or the order's refund edge). */
async function existingRefund(payload: Payload, key: string, reference: string): Promise<Transaction | null> {
  const found = await payload.find({
    collection: 'transactions',
    where: { or: [{ idempotencyKey: { equals: key } }, { and: [{ gatewayReference: { equals: reference } }, { status: { equals: 'refunded' } }] }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

export async function refundTransaction(
  payload: Payload,
  input: { transactionId: unknown; staff: { id: RowId; role: string } },
  gateway: PaymentGateway = lifecycleDeps(payload).gateway,
): Promise<RefundResult> {
  if (input.staff.role !== 'admin') return { ok: false, status: 403, message: refundMessages.adminOnly }
  const id = parseRowId(input.transactionId)
  if (id === null) return { ok: false, status: 404, message: refundMessages.notFound }
  const transaction = await payload.findByID({ collection: 'transactions', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!transaction) return { ok: false, status: 404, message: refundMessages.notFound }
  if (!REFUNDABLE.has(transaction.status)) return { ok: false, status: 409, message: refundMessages.notRefundable(transaction.status) }
  const reference = transaction.gatewayReference
  if (!reference) return { ok: false, status: 409, message: refundMessages.noReference }
  const key = refundKeyOf(transaction.id)

  // Two admins, or a double click, wait for each other: the second finds the first's row.
  const claim = await waitForClaimIn(payload, key, CLAIM_HOLD_MS, CLAIM_WAIT_MS)
  if (!claim) return { ok: false, status: 409, message: refundMessages.busy }
  try {
    const earlier = await existingRefund(payload, key, reference)
    if (earlier) return { ok: true, refund: earlier, alreadyRefunded: true }
    try {
      await gateway.refund(reference, key)
    } catch (error) {
      if (error instanceof HoldNotCapturableError) return { ok: false, status: 409, message: refundMessages.notCaptured }
      payload.logger.error({
        msg: 'staff refund: gateway failed',
        transactionId: transaction.id,
        kind: error instanceof Error ? error.constructor.name : typeof error,
      })
      return { ok: false, status: 502, message: refundMessages.gatewayUnavailable }
    }
    // Written as the admin: the transactions' audit hook names who refunded.
    const user = { id: input.staff.id, collection: 'staff' } as TypedUser
    const patient = relationId(transaction.patient)
    let refund: Transaction
    try {
      refund = await payload.create({
        collection: 'transactions',
        data: {
          patient,
          order: transaction.order ? relationId(transaction.order) : null,
          subscription: transaction.subscription ? relationId(transaction.subscription) : null,
          amountCents: transaction.amountCents,
          status: 'refunded',
          product_name: transaction.product_name ?? null,
          gateway: transaction.gateway,
          gatewayReference: reference,
          idempotencyKey: key,
        },
        depth: 0,
        overrideAccess: true,
        user,
      })
    } catch (error) {
      if (!isDuplicateKey(error)) throw error
      const written = await existingRefund(payload, key, reference)
      if (!written) throw error
      return { ok: true, refund: written, alreadyRefunded: true }
    }
    await recordStaffEvent(payload, 'refund', input.staff.id, { resource: 'transactions', documentId: transaction.id, patient })
    return { ok: true, refund, alreadyRefunded: false }
  } finally {
    await claim.release()
  }
}

/**
 * `POST /api/transactions/:id/refund` (admins only): answers `{ refund, alreadyRefunded }` or
 * `{ message }` with 4xx/502. The Refund panel of a transaction's edit view sends it.
 */
export const refundEndpoints: Endpoint[] = [
  {
    path: '/:id/refund',
    method: 'post',
    handler: async (req: PayloadRequest) => {
      const role = staffRole(req)
      if (!role) return jsonRefusal(refundMessages.signIn, 401)
      if (role !== 'admin') return jsonRefusal(refundMessages.adminOnly, 403)
      const result = await refundTransaction(req.payload, { transactionId: req.routeParams?.id, staff: { id: req.user!.id, role } })
      return result.ok ? jsonAnswer({ refund: result.refund, alreadyRefunded: result.alreadyRefunded }) : jsonRefusal(result.message, result.status)
    },
  },
]
