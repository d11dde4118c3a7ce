import { randomBytes } from 'node:crypto'
import { subscriptionChargeClaimKey } from '../jobs/claim-keys.ts'
import { parseRowId, rowIdText, sameRowId, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { waitForClaimIn } from '../claims.ts'
import { relationId, relationValue } from '../fields/relation-id.ts'
import { lifecycleDeps } from '../orders/lifecycle.ts'
import { PaymentInputError, type CardInput, type ChargeSavedResult, type PaymentGateway, type SavedCard } from '../payments/gateway.ts'
import type { Subscription, Transaction } from '../payload-types.ts'
import { unitOfWork } from '../transactions.ts'
import { renewalFailedNotice, renewalPaidNotice, type RenewalFailure } from './notices.ts'
import { openRefillOrder, planOrderEnded } from './refill-order.ts'
import { addMonthsUtc, chargeKeyOf, intervalMonths, nextAttemptAfter, periodKeyOf, periodOf } from './schedule.ts'

/**
 * The charge of one subscription period (ADR 094): the one way a renewal is paid, by the renewal
 * job (off-session, the card on file) and by the patient's Pay Now (the card on file, or a new card
 * kept and charged). The amount is the subscription's, never the browser's. Under the
 * subscription's claim, one at a time across processes:
 *
 * 1. a charge sent earlier whose answer was never recorded (`renewal.inFlight`) is sent again with
 *    its own key, so the gateway answers it instead of charging again, and its outcome recorded;
 * 2. the subscription must be due (the job: active and due, or past due with a retry due; Pay Now:
 *    past due and the patient's own);
 * 3. the attempt is written (`inFlight`: key, card, amount) before the gateway is called;
 * 4. paid: one unit (ADR 079/090) writes the transaction under the period's unique key, opens the
 *    next order, and moves the subscription on (active, next_billing_date + the plan's interval);
 *    a retry after a failure part-way finishes it. Not paid: the subscription is Past Due (the job)
 *    with its next retry, or ended once the retries are spent, and the patient is emailed.
 */

export interface ChargeDeps {
  gateway: PaymentGateway
  now: () => Date
}

/** The gateway the environment names, as the order's moves use it, and the clock. */
export function chargeDeps(payload: Payload): ChargeDeps {
  const { gateway, now } = lifecycleDeps(payload)
  return { gateway, now }
}

export type ChargeBy =
  /** The renewal job: the card on file, without the patient. */
  | { kind: 'renewal' }
  /** Pay Now: the signed-in patient's own past-due subscription; a new card is kept and charged, and becomes the card on file. */
  | { kind: 'patient'; patientId: RowId; card?: CardInput }

export type ChargeOutcome =
  | { status: 'paid'; transactionId: RowId; period: string; nextBillingDate: string; orderId: RowId; amountCents: number }
  | {
      status: 'failed'
      failure: RenewalFailure
      /** The gateway's words (or ours, with no card): the patient reads it after 'Payment Error: '. */
      message: string
      declineCode: string | null
      /** The new card's fingerprint (Pay Now), so its decline counts toward the checkout's block. */
      cardFingerprint: string | null
      /** The plan ended with this failure (the job's last retry). */
      ended: boolean
    }
  | { status: 'refused'; code: RefusalCode; message: string }
  /** The card form was not one the gateway takes: nothing was kept or charged. */
  | { status: 'invalid'; message: string }
  /** The gateway did not answer: the attempt stays recorded and the next try sends it again. */
  | { status: 'unavailable'; message: string }

type RefusalCode = 'not-found' | 'not-due' | 'not-past-due' | 'busy'

export const chargeMessages = {
  notFound: 'No subscription was found with that id.',
  notPastDue: 'This subscription has nothing to pay now.',
  notDue: 'This subscription is not due.',
  busy: 'A payment of this subscription is under way. Try again in a moment.',
  noCard: 'There is no card on file to charge. Please pay with a new card.',
  cardGone: 'The card on file can no longer be charged. Please pay with a new card.',
  invalidCard: 'Invalid card details',
  unavailable: 'The payment service did not answer. Nothing was charged twice; try again in a moment.',
  planOrderEnded: 'The plan’s order was cancelled, denied or refunded: nothing is charged.',
  unfinished: 'We could not finish recording your payment. Try again in a moment: you will not be charged twice.',
} as const

/** A Pay Now that finds its period paid this recently answers as that payment did (a double click, a concurrent submit). */
const REPLAY_WINDOW_MS = 15 * 60 * 1000
const CLAIM_HOLD_MS = 90_000
const CLAIM_WAIT_MS = 20_000

/** What an attempt recorded before the gateway was called: enough to send it again, and what it was for. */
interface InFlight {
  key: string
  period: string
  customerRef: string
  paymentMethodRef: string
  amountCents: number
  /** The plan's own price in `amountCents` (the rest is add-ons chosen from the portal offer, ADR 096). */
  planCents: number
  /** The add-ons this charge pays for once, with the next order. */
  addOnIds: RowId[]
  by: 'renewal' | 'patient'
  /** A new card kept for this charge (Pay Now): the card on file once it pays. */
  newCard: SavedCard | null
}

function inFlightOf(value: unknown): InFlight | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Partial<InFlight>
  if (typeof v.key !== 'string' || typeof v.period !== 'string' || typeof v.customerRef !== 'string' || typeof v.paymentMethodRef !== 'string') return null
  if (typeof v.amountCents !== 'number') return null
  return {
    key: v.key,
    period: v.period,
    customerRef: v.customerRef,
    paymentMethodRef: v.paymentMethodRef,
    amountCents: v.amountCents,
    planCents: typeof v.planCents === 'number' ? v.planCents : v.amountCents,
    addOnIds: Array.isArray(v.addOnIds) ? v.addOnIds.filter((id): id is RowId => typeof id === 'number' || typeof id === 'string') : [],
    by: v.by === 'patient' ? 'patient' : 'renewal',
    newCard: v.newCard ?? null,
  }
}

/** The key the gateway knows this subscription by: its reference (or, made before references, its id). */
function subscriptionKeyOf(subscription: Pick<Subscription, 'id' | 'reference'>): string {
  return subscription.reference ?? String(subscription.id)
}

export async function chargeSubscriptionPeriod(
  payload: Payload,
  input: { subscriptionId: unknown; by: ChargeBy },
  deps: ChargeDeps = chargeDeps(payload),
): Promise<ChargeOutcome> {
  const id = parseRowId(input.subscriptionId)
  if (id === null) return { status: 'refused', code: 'not-found', message: chargeMessages.notFound }
  const claim = await waitForClaimIn(payload, subscriptionChargeClaimKey(rowIdText(id)), CLAIM_HOLD_MS, CLAIM_WAIT_MS)
  if (!claim) return { status: 'refused', code: 'busy', message: chargeMessages.busy }
  try {
    return await chargeHoldingClaim(payload, id, input.by, deps)
  } finally {
    await claim.release()
  }
}

async function readSubscription(payload: Payload, id: RowId): Promise<Subscription | null> {
  const found = await payload.find({ collection: 'subscriptions', where: { id: { equals: id } }, limit: 1, pagination: false, depth: 0, overrideAccess: true })
  return found.docs[0] ?? null
}

async function chargeHoldingClaim(payload: Payload, id: RowId, by: ChargeBy, deps: ChargeDeps): Promise<ChargeOutcome> {
  let subscription = await readSubscription(payload, id)
  if (!subscription || (by.kind === 'patient' && !sameRowId(relationId(subscription.patient), by.patientId)))
    return { status: 'refused', code: 'not-found', message: chargeMessages.notFound }

  // 1. An earlier attempt whose answer was lost: its answer first, with its key (never a second charge).
  const pending = inFlightOf(subscription.renewal?.inFlight)
  if (pending) {
    const settled = await settleInFlight(payload, subscription, pending, deps)
    if (settled.status === 'paid' || settled.status === 'unavailable') return settled
    // The lost attempt failed and is recorded as its own caller's; this request goes on with the subscription as it is now.
    if (pending.by === by.kind) return settled
    subscription = await readSubscription(payload, id)
    if (!subscription) return { status: 'refused', code: 'not-found', message: chargeMessages.notFound }
  }

  // 2. Due, for this caller.
  const now = deps.now()
  const refusal = await notDueFor(payload, subscription, by, now)
  if (refusal) return refusal
  const due = subscription.next_billing_date as string
  const period = periodOf(due)
  const planCents = await renewalAmountCents(payload, subscription)
  const addOns = await chosenAddOns(payload, subscription)
  const amountCents = planCents + addOns.cents

  // The card: a new one from Pay Now (kept first; nothing charged yet), else the card on file.
  let card: { customerRef: string; paymentMethodRef: string; newCard: SavedCard | null; fingerprint: string | null }
  if (by.kind === 'patient' && by.card) {
    const kept = await keepNewCard(payload, subscription, by.card, deps)
    if (kept.status !== 'saved') return kept.outcome
    card = { customerRef: kept.card.customerRef, paymentMethodRef: kept.card.paymentMethodRef, newCard: kept.card, fingerprint: kept.fingerprint }
  } else {
    const onFile = subscription.cardOnFile
    if (onFile?.status !== 'saved' || onFile.gateway !== deps.gateway.name || !onFile.customerRef || !onFile.paymentMethodRef)
      return recordFailure(
        payload,
        subscription,
        by.kind,
        { failure: 'no_card', message: chargeMessages.noCard, declineCode: null, cardFingerprint: null },
        deps,
      )
    card = { customerRef: onFile.customerRef, paymentMethodRef: onFile.paymentMethodRef, newCard: null, fingerprint: null }
  }

  // 3. The attempt, before the gateway: a lost answer is asked again with this key.
  const attempt: InFlight = {
    key: chargeKeyOf(subscriptionKeyOf(subscription), period, randomBytes(6).toString('hex')),
    period,
    customerRef: card.customerRef,
    paymentMethodRef: card.paymentMethodRef,
    amountCents,
    planCents,
    addOnIds: addOns.ids,
    by: by.kind,
    newCard: card.newCard,
  }
  await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: { renewal: { ...subscription.renewal, inFlight: { ...attempt }, lastAttemptAt: now.toISOString() } },
    depth: 0,
    overrideAccess: true,
  })
  const answer = await send(payload, subscription, attempt, deps)
  if (answer.status === 'unavailable') return answer
  return answerOf(payload, subscription, attempt, answer, card.fingerprint, deps)
}

/** Why this caller may not charge the subscription now, or null. */
async function notDueFor(payload: Payload, subscription: Subscription, by: ChargeBy, now: Date): Promise<ChargeOutcome | null> {
  const due = subscription.next_billing_date
  if (by.kind === 'renewal') {
    const dueNow = !!due && new Date(due).getTime() <= now.getTime()
    const retryNow = !!subscription.renewal?.nextAttemptAt && new Date(subscription.renewal.nextAttemptAt).getTime() <= now.getTime()
    if ((subscription.status === 'active' && dueNow) || (subscription.status === 'paused' && dueNow && retryNow)) return null
    return { status: 'refused', code: 'not-due', message: chargeMessages.notDue }
  }
  if (subscription.status === 'paused' && due) return null
  // A Pay Now arriving just after the same period was paid (a second click, a second tab): that payment's answer.
  const recent = await latestRenewal(payload, subscription)
  // Measured on the wall clock, as the transaction's createdAt is.
  if (subscription.status === 'active' && recent && Date.now() - new Date(recent.createdAt).getTime() < REPLAY_WINDOW_MS && subscription.next_billing_date)
    return {
      status: 'paid',
      transactionId: recent.id,
      period: periodOf(recent.createdAt),
      nextBillingDate: subscription.next_billing_date,
      orderId: relationId(recent.order) ?? relationId(subscription.order) ?? '',
      amountCents: recent.amountCents,
    }
  return { status: 'refused', code: 'not-past-due', message: chargeMessages.notPastDue }
}

async function latestRenewal(payload: Payload, subscription: Subscription): Promise<Transaction | null> {
  const found = await payload.find({
    collection: 'transactions',
    where: { and: [{ subscription: { equals: subscription.id } }, { status: { equals: 'success' } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * What a period costs: the plan's price as bought. The subscription records the first payment,
 * after any coupon; a coupon pays toward the first payment only (ADR 092's consent names the plan's
 * price), so its discount is added back. After a renewal the subscription records the renewal's
 * price and its order, which has no discount.
 */
async function renewalAmountCents(payload: Payload, subscription: Subscription): Promise<number> {
  const orderId = relationId(subscription.order)
  if (orderId === null) return subscription.amountCents
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { discountCents: true },
  })
  return subscription.amountCents + (order?.discountCents ?? 0)
}

/** What a Past Due patient owes for the subscription now, as Pay Now would charge it (the Billing tab shows it); null when unknown. */
export async function amountOwedFor(payload: Payload, subscriptionId: RowId): Promise<number | null> {
  const subscription = await readSubscription(payload, subscriptionId)
  return subscription ? amountOwed(payload, subscription) : null
}

/** What the period costs with the add-ons that go with it: what a Past Due patient owes. */
async function amountOwed(payload: Payload, subscription: Subscription): Promise<number> {
  const [planCents, addOns] = await Promise.all([renewalAmountCents(payload, subscription), chosenAddOns(payload, subscription)])
  return planCents + addOns.cents
}

/**
 * The add-ons the patient chose from the portal offer and that no order has yet (ADR 096): each is
 * charged once, with the next period, for the plan's months at its offer price a month.
 */
async function chosenAddOns(payload: Payload, subscription: Subscription): Promise<{ cents: number; ids: RowId[] }> {
  const chosen = await payload.find({
    collection: 'promotion-add-ons',
    where: { and: [{ patient: { equals: relationId(subscription.patient) } }, { status: { equals: 'selected' } }] },
    limit: 20,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { priceCents: true },
  })
  const months = intervalMonths(subscription.paymentTerms)
  return { cents: chosen.docs.reduce((sum, row) => sum + row.priceCents * months, 0), ids: chosen.docs.map((row) => row.id) }
}

/** Pay Now's new card: its fingerprint (for the decline block), then kept for the patient's gateway customer. */
async function keepNewCard(
  payload: Payload,
  subscription: Subscription,
  cardInput: CardInput,
  deps: ChargeDeps,
): Promise<{ status: 'saved'; card: SavedCard; fingerprint: string | null } | { status: 'not-saved'; outcome: ChargeOutcome }> {
  const onFile = subscription.cardOnFile
  const customerRef = onFile?.gateway === deps.gateway.name ? (onFile.customerRef ?? null) : null
  let fingerprint: string | null
  let kept: Awaited<ReturnType<PaymentGateway['saveCard']>>
  try {
    fingerprint = await deps.gateway.fingerprint(cardInput)
    kept = await deps.gateway.saveCard({
      card: cardInput,
      customer: { reference: customerRef },
      idempotencyKey: `card:subscription:${subscriptionKeyOf(subscription)}:${randomBytes(6).toString('hex')}`,
      metadata: { subscription: String(subscription.id), patient: String(relationId(subscription.patient)) },
    })
  } catch (error) {
    if (error instanceof PaymentInputError) return { status: 'not-saved', outcome: { status: 'invalid', message: chargeMessages.invalidCard } }
    logGatewayFailure(payload, subscription, 'save-card', error)
    return { status: 'not-saved', outcome: { status: 'unavailable', message: chargeMessages.unavailable } }
  }
  if (kept.status === 'saved') {
    const { status: _saved, ...card } = kept
    return { status: 'saved', card, fingerprint }
  }
  // A card the bank refused to keep was not charged: the patient's own failure, the subscription unchanged but for why.
  const outcome = await recordFailure(
    payload,
    subscription,
    'patient',
    { failure: 'declined', message: kept.message, declineCode: kept.declineCode, cardFingerprint: fingerprint },
    deps,
  )
  return { status: 'not-saved', outcome }
}

function logGatewayFailure(payload: Payload, subscription: Subscription, step: string, error: unknown): void {
  // The kind only: a gateway's message may carry a customer's data.
  payload.logger.error({
    msg: 'subscription charge: the gateway gave no answer',
    subscriptionId: subscription.id,
    step,
    kind: error instanceof Error ? error.constructor.name : typeof error,
  })
}

type SendAnswer = ChargeSavedResult | { status: 'card-gone' } | { status: 'unavailable'; message: string }

async function send(payload: Payload, subscription: Subscription, attempt: InFlight, deps: ChargeDeps): Promise<SendAnswer> {
  try {
    return await deps.gateway.chargeSaved({
      customerRef: attempt.customerRef,
      paymentMethodRef: attempt.paymentMethodRef,
      amountCents: attempt.amountCents,
      idempotencyKey: attempt.key,
      metadata: { subscription: String(subscription.id), period: attempt.period, patient: String(relationId(subscription.patient)) },
    })
  } catch (error) {
    // The card is no longer the customer's at the gateway (removed there): nothing was charged.
    if (error instanceof PaymentInputError) return { status: 'card-gone' }
    logGatewayFailure(payload, subscription, 'charge', error)
    return { status: 'unavailable', message: chargeMessages.unavailable }
  }
}

async function settleInFlight(payload: Payload, subscription: Subscription, pending: InFlight, deps: ChargeDeps): Promise<ChargeOutcome> {
  const answer = await send(payload, subscription, pending, deps)
  if (answer.status === 'unavailable') return answer
  return answerOf(payload, subscription, pending, answer, null, deps)
}

async function answerOf(
  payload: Payload,
  subscription: Subscription,
  attempt: InFlight,
  answer: Exclude<SendAnswer, { status: 'unavailable' }>,
  fingerprint: string | null,
  deps: ChargeDeps,
): Promise<ChargeOutcome> {
  if (answer.status === 'succeeded') return recordPaid(payload, subscription, attempt, answer.reference, deps)
  const failure =
    answer.status === 'card-gone'
      ? { failure: 'no_card' as const, message: chargeMessages.cardGone, declineCode: null }
      : answer.status === 'requires_action'
        ? { failure: 'requires_action' as const, message: answer.message, declineCode: 'authentication_required' }
        : { failure: 'declined' as const, message: answer.message, declineCode: answer.declineCode }
  return recordFailure(payload, subscription, attempt.by, { ...failure, cardFingerprint: fingerprint }, deps)
}

/**
 * The period paid, as one unit: the transaction (found by the period's key when a failed try left
 * it), the next order, the subscription moved on. Without a transaction (SQLite) a failure part-way
 * undoes what this try wrote; the attempt stays in flight, so the next try gets the same answer
 * from the gateway and finishes.
 */
async function recordPaid(payload: Payload, subscription: Subscription, attempt: InFlight, reference: string, deps: ChargeDeps): Promise<ChargeOutcome> {
  const now = deps.now()
  const due = subscription.next_billing_date as string
  const nextBillingDate = addMonthsUtc(due, intervalMonths(subscription.paymentTerms)).toISOString()
  const patientId = relationId(subscription.patient)
  const periodKey = periodKeyOf(subscriptionKeyOf(subscription), attempt.period)
  const paid = await unitOfWork(payload, async (tx) => {
    const earlier = await tx.run((req) =>
      payload.find({
        collection: 'transactions',
        where: { idempotencyKey: { equals: periodKey } },
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      }),
    )
    let transaction = earlier.docs[0]
    if (!transaction) {
      transaction = await tx.run((req) =>
        payload.create({
          collection: 'transactions',
          data: {
            patient: patientId,
            subscription: subscription.id,
            amountCents: attempt.amountCents,
            status: 'success',
            product_name: subscription.plan_name,
            gateway: deps.gateway.name,
            gatewayReference: reference,
            idempotencyKey: periodKey,
          },
          depth: 0,
          overrideAccess: true,
          req,
        }),
      )
      const written = transaction.id
      tx.compensate(() => payload.delete({ collection: 'transactions', id: written, depth: 0, overrideAccess: true }))
    }
    let newOrder: RowId | null = relationId(transaction.order)
    if (newOrder === null) {
      const opened = await openRefillOrder(payload, tx, { subscription, amountCents: attempt.amountCents })
      const transactionId = transaction.id
      await tx.run((req) =>
        payload.update({ collection: 'transactions', id: transactionId, data: { order: relationValue(opened) }, depth: 0, overrideAccess: true, req }),
      )
      newOrder = opened
    }
    const orderId: RowId = newOrder
    const before = {
      status: subscription.status,
      next_billing_date: subscription.next_billing_date,
      order: subscription.order,
      amountCents: subscription.amountCents,
      renewal: subscription.renewal,
      cardOnFile: subscription.cardOnFile,
    }
    await tx.run((req) =>
      payload.update({
        collection: 'subscriptions',
        id: subscription.id,
        data: {
          status: 'active',
          next_billing_date: nextBillingDate,
          // The subscription describes the period now paid: its order and the plan's price (no coupon, no add-ons).
          order: relationValue(orderId),
          amountCents: attempt.planCents,
          renewal: { pastDueSince: null, attempts: 0, nextAttemptAt: null, lastFailure: null, inFlight: null, endedAt: null, lastAttemptAt: now.toISOString() },
          ...(attempt.newCard
            ? { cardOnFile: { status: 'saved', gateway: deps.gateway.name, ...attempt.newCard, savedAt: now.toISOString(), failure: null } }
            : {}),
        },
        depth: 0,
        overrideAccess: true,
        req,
      }),
    )
    tx.compensate(() =>
      payload.update({
        collection: 'subscriptions',
        id: subscription.id,
        data: { ...before, order: relationId(before.order), renewal: before.renewal ?? {}, cardOnFile: before.cardOnFile ?? {} },
        depth: 0,
        overrideAccess: true,
      }),
    )
    // The add-ons paid with this period go with its order, once (ADR 096).
    for (const addOnId of attempt.addOnIds) {
      const moved = await tx.run((req) =>
        payload.update({
          collection: 'promotion-add-ons',
          where: { and: [{ id: { equals: addOnId } }, { status: { equals: 'selected' } }] },
          data: { status: 'ordered', order: relationValue(orderId) },
          depth: 0,
          overrideAccess: true,
          req,
        }),
      )
      if (moved.docs.length > 0) {
        tx.compensate(() =>
          payload.update({ collection: 'promotion-add-ons', id: addOnId, data: { status: 'selected', order: null }, depth: 0, overrideAccess: true }),
        )
      }
    }
    tx.afterCommit(() => email(payload, patientId, renewalPaidNotice({ amountCents: attempt.amountCents, nextBillingDate, orderId: rowIdText(orderId) })))
    return { transactionId: transaction.id, orderId }
  })
  return { status: 'paid', transactionId: paid.transactionId, period: attempt.period, nextBillingDate, orderId: paid.orderId, amountCents: attempt.amountCents }
}

interface FailureFacts {
  failure: RenewalFailure
  message: string
  declineCode: string | null
  cardFingerprint: string | null
}

/**
 * A charge not paid. The job's: Past Due (paused) since the due date, the next retry from the
 * schedule, or ended once the retries are spent; the patient is emailed either way. Pay Now's: the
 * subscription stays Past Due on its schedule, and the patient reads why on the page.
 */
async function recordFailure(payload: Payload, subscription: Subscription, by: InFlight['by'], facts: FailureFacts, deps: ChargeDeps): Promise<ChargeOutcome> {
  const now = deps.now()
  const renewal = subscription.renewal ?? {}
  const lastFailure = `${facts.declineCode ? `${facts.declineCode}: ` : ''}${facts.message}`.slice(0, 300)
  if (by === 'patient') {
    await payload.update({
      collection: 'subscriptions',
      id: subscription.id,
      data: { renewal: { ...renewal, inFlight: null, lastAttemptAt: now.toISOString(), lastFailure } },
      depth: 0,
      overrideAccess: true,
    })
    return { status: 'failed', ...facts, ended: false }
  }
  const due = subscription.next_billing_date ?? now.toISOString()
  const pastDueSince = subscription.status === 'paused' && renewal.pastDueSince ? renewal.pastDueSince : due
  const failures = (subscription.status === 'paused' ? (renewal.attempts ?? 0) : 0) + 1
  const nextAttemptAt = nextAttemptAfter(pastDueSince, failures)
  const ended = nextAttemptAt === null
  await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: {
      status: ended ? 'ended' : 'paused',
      renewal: {
        pastDueSince,
        attempts: failures,
        nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
        lastAttemptAt: now.toISOString(),
        lastFailure,
        inFlight: null,
        endedAt: ended ? now.toISOString() : null,
      },
    },
    depth: 0,
    overrideAccess: true,
  })
  await email(
    payload,
    relationId(subscription.patient),
    renewalFailedNotice({ failure: facts.failure, amountCents: await amountOwed(payload, subscription), dueDate: pastDueSince, nextAttemptAt }),
  )
  return { status: 'failed', ...facts, ended }
}

async function email(payload: Payload, patientId: RowId, notice: { subject: string; text: string }): Promise<void> {
  const patient = await payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true, select: { email: true } })
  if (!patient.email) return
  await payload.sendEmail({ to: patient.email, subject: notice.subject, text: notice.text })
}

/**
 * Ends a subscription whose plan's order was cancelled, denied or refunded, without charging it
 * (the renewal job's check before each charge). Answers whether it did.
 */
export async function endIfPlanOrderEnded(payload: Payload, subscription: Subscription, now: Date): Promise<boolean> {
  if (!(await planOrderEnded(payload, subscription))) return false
  await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: {
      status: 'ended',
      renewal: { ...subscription.renewal, inFlight: null, nextAttemptAt: null, endedAt: now.toISOString(), lastFailure: chargeMessages.planOrderEnded },
    },
    depth: 0,
    overrideAccess: true,
  })
  return true
}
