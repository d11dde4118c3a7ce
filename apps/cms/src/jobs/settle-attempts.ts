import { UNSETTLED_ATTEMPT_STATUSES } from '@telehealth/domain'
import type { Payload, PayloadRequest } from 'payload'
import { tryClaimIn } from '../claims.ts'
import { lifecycleDeps } from '../orders/lifecycle.ts'
import type { PaymentAttempt } from '../payload-types.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { checkoutClaimKey } from './claim-keys.ts'

/** An attempt untouched this long is no BUY NOW in flight any more: a process died, or nobody retried. */
export const STALE_ATTEMPT_MS = 15 * 60 * 1000

export interface SettleReport {
  /** Holds released because no order came of them. */
  voided: number
  /** Attempts whose order was written but not marked (a crash between the two writes). */
  completed: number
  /** Attempts that held nothing. */
  closed: number
}

interface Settling {
  payload: Payload
  req?: PayloadRequest
}

/**
 * The job that leaves no money held without a record (ADR 018): every attempt that never finished
 * (`started`: the process died during the gateway call; `authorized`: it died before or while
 * writing the order; `unknown`: the answer was lost and the patient did not retry) is settled. If
 * its order exists, it is marked completed; else whatever the gateway holds for its key is voided
 * and the cart opened again. An attempt whose patient has a BUY NOW under way is left for the next run.
 */
export async function settleStaleAttempts(
  { payload, req }: Settling,
  options: { now?: Date; gateway?: PaymentGateway; olderThanMs?: number } = {},
): Promise<SettleReport> {
  const now = options.now ?? new Date()
  const gateway = options.gateway ?? lifecycleDeps(payload).gateway
  const cutoff = new Date(now.getTime() - (options.olderThanMs ?? STALE_ATTEMPT_MS)).toISOString()
  const stale = await payload.find({
    collection: 'payment-attempts',
    where: { and: [{ status: { in: [...UNSETTLED_ATTEMPT_STATUSES] } }, { updatedAt: { less_than: cutoff } }, { gateway: { equals: gateway.name } }] },
    sort: 'updatedAt',
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const report: SettleReport = { voided: 0, completed: 0, closed: 0 }
  for (const attempt of stale.docs) {
    const patientId = typeof attempt.patient === 'object' ? attempt.patient.id : attempt.patient
    const claim = await tryClaimIn(payload, checkoutClaimKey(patientId), 60_000, now)
    if (!claim) continue
    try {
      report[await settleOne({ payload, req }, attempt, gateway)] += 1
    } finally {
      await claim.release()
    }
  }
  return report
}

async function settleOne({ payload, req }: Settling, attempt: PaymentAttempt, gateway: PaymentGateway): Promise<keyof SettleReport> {
  const settle = (data: Pick<PaymentAttempt, 'status' | 'failure'> & { order?: number }) =>
    payload.update({
      collection: 'payment-attempts',
      id: attempt.id,
      data: { ...data, settledAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
  const hold = await gateway.lookup(attempt.idempotencyKey)
  const reference = attempt.gatewayReference ?? (hold.status === 'none' ? null : hold.reference)
  if (reference) {
    const order = await payload.find({
      collection: 'orders',
      where: { payment_intent_id: { equals: reference } },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
      req,
    })
    const orderId = order.docs[0]?.id
    if (orderId !== undefined) {
      await settle({ status: 'completed', order: orderId, failure: 'settled by the job: the order existed' })
      return 'completed'
    }
  }
  const cartId = typeof attempt.cart === 'object' ? attempt.cart.id : attempt.cart
  await payload.update({
    collection: 'carts',
    where: { and: [{ id: { equals: cartId } }, { status: { equals: 'paying' } }] },
    data: { status: 'open' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (hold.status === 'held') {
    await gateway.void(hold.reference)
    await settle({ status: 'voided', failure: 'settled by the job: no order was written' })
    return 'voided'
  }
  await settle({ status: 'failed', failure: 'settled by the job: nothing was held' })
  return 'closed'
}
