import type { Payload, PayloadRequest } from 'payload'
import type { Subscription } from '../payload-types.ts'
import { chargeDeps, chargeSubscriptionPeriod, endIfPlanOrderEnded, type ChargeDeps } from './charge-period.ts'
import { addMonthsUtc, intervalMonths } from './schedule.ts'

/** Subscriptions charged per run at most: the rest wait for the next run (hourly), so a run stays short. */
const BATCH = 50

interface RenewalCounts {
  /** Subscriptions given their first due date (bought before checkout recorded one). */
  dated: number
  paid: number
  /** Failed and now Past Due (or still), with the patient emailed. */
  pastDue: number
  /** Ended: the retries spent (the patient emailed), or the plan's order cancelled, denied or refunded. */
  ended: number
  /** The gateway did not answer: tried again at the next run with the same key. */
  unanswered: number
  /** Paid at the gateway but not recorded (a write failed): the next run asks the gateway again with the same key and finishes it. */
  unfinished: number
}

/**
 * The `renew-subscriptions` job's work (ADR 094): every active subscription whose next billing
 * date has come, and every Past Due one whose retry has come, is charged through the one charge of
 * a period (`chargeSubscriptionPeriod`), one at a time under each subscription's claim. The job
 * runs under its own claim too (jobs/once.ts), and a period's key makes a second run, or a
 * concurrent Pay Now, the same charge.
 */
export async function renewSubscriptions(
  on: { payload: Payload; req?: Partial<PayloadRequest> },
  deps: ChargeDeps = chargeDeps(on.payload),
): Promise<RenewalCounts> {
  const { payload } = on
  const now = deps.now()
  const counts: RenewalCounts = { dated: 0, paid: 0, pastDue: 0, ended: 0, unanswered: 0, unfinished: 0 }
  counts.dated = await dateUndatedSubscriptions(payload)

  const due = await payload.find({
    collection: 'subscriptions',
    where: {
      or: [
        { and: [{ status: { equals: 'active' } }, { next_billing_date: { less_than_equal: now.toISOString() } }] },
        { and: [{ status: { equals: 'paused' } }, { 'renewal.nextAttemptAt': { less_than_equal: now.toISOString() } }] },
      ],
    },
    sort: 'next_billing_date',
    limit: BATCH,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const subscription of due.docs) {
    if (await endIfPlanOrderEnded(payload, subscription, now)) {
      counts.ended += 1
      continue
    }
    let outcome: Awaited<ReturnType<typeof chargeSubscriptionPeriod>>
    try {
      outcome = await chargeSubscriptionPeriod(payload, { subscriptionId: subscription.id, by: { kind: 'renewal' } }, deps)
    } catch (error) {
      // One subscription's failure is not the others': its attempt stays in flight for the next run.
      payload.logger.error({
        msg: 'renewal: a subscription’s charge was not recorded',
        subscriptionId: subscription.id,
        kind: error instanceof Error ? error.constructor.name : typeof error,
      })
      counts.unfinished += 1
      continue
    }
    if (outcome.status === 'paid') counts.paid += 1
    else if (outcome.status === 'failed') counts[outcome.ended ? 'ended' : 'pastDue'] += 1
    else if (outcome.status === 'unavailable') counts.unanswered += 1
    // 'refused': paid or moved by a Pay Now meanwhile, or its claim held by one now; nothing to do.
  }
  return counts
}

/**
 * An active subscription without a next billing date (bought before checkout recorded one) is due
 * one plan interval after it was bought.
 */
async function dateUndatedSubscriptions(payload: Payload): Promise<number> {
  const undated = await payload.find({
    collection: 'subscriptions',
    where: { and: [{ status: { equals: 'active' } }, { next_billing_date: { exists: false } }] },
    limit: 500,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true, paymentTerms: true },
  })
  for (const subscription of undated.docs as Pick<Subscription, 'id' | 'createdAt' | 'paymentTerms'>[]) {
    const next = addMonthsUtc(subscription.createdAt, intervalMonths(subscription.paymentTerms)).toISOString()
    await payload.update({ collection: 'subscriptions', id: subscription.id, data: { next_billing_date: next }, depth: 0, overrideAccess: true })
  }
  return undated.docs.length
}
