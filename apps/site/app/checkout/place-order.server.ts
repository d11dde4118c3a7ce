import type { Conversion } from '~/services/conversions/conversion.ts'
import {
  ACTIVE_ORDER_STATUSES,
  applyCoupon,
  checkoutOutcomeMessages,
  paymentMessages,
  PLAN_LABELS,
  storedPaymentTerms,
  type CheckoutPaymentForm,
  type PaymentTerms,
} from '@telehealth/domain'
import type { Cart, PaymentAttempt, Subscription } from '@telehealth/cms/payload-types'
import type { RequiredDataFromCollectionSlug, Where } from 'payload'
import { declineStanding, type DeclineRules, type RecordedDecline } from '@telehealth/machines'
import { addMonthsUtc, checkoutClaimKey, intervalMonths } from '@telehealth/cms/site'
import { getSettings } from '~/content.server.ts'
import { isDuplicateKey, waitForClaim } from '~/claims.server.ts'
import { cmsAs, cmsAsServer, cmsFor, cmsLogger, cmsUnitOfWork, type ServerApi, type SignedInPatient } from '~/cms.server.ts'
import { PaymentInputError, type CardInput, type PaymentGateway, type SavedCard } from '~/services/payments/gateway.ts'
import { paymentGateway } from '~/services/payments/index.server.ts'
import { findPlan, loadMedications } from './catalog.server.ts'
import { medicationsForCart } from '~/portal/promotion.server.ts'
import { reserveCoupon, validateCoupon } from './coupon.server.ts'
import { cartPlanId } from './attribution.server.ts'

export type PlaceOrderResult =
  | {
      status: 'success'
      orderId: string
      transactionId: string
      amountCents: number
      paymentTerms: PaymentTerms
      /** The affiliate's conversion to report, for a new order from a link with c_id. */
      conversion?: Conversion | null
    }
  /** The card said no (402). */
  | { status: 'declined'; message: string; blocked: boolean }
  /** Not possible now (409): an active order, a paid cart, another BUY NOW under way, a plan gone. */
  | { status: 'refused'; message: string }
  /** The request itself was wrong (400): nothing was held. */
  | { status: 'invalid'; message: string }
  /** Something on our side or the gateway's failed (503); nothing stays held. */
  | { status: 'unavailable'; message: string }

export interface PlaceOrderInput {
  patient: SignedInPatient
  cart: Cart
  paymentTerms: PaymentTerms
  couponCode: string | null
  form: CheckoutPaymentForm
  card: CardInput
  /** From the page: one per attempt, so a double click or replay is the same attempt. */
  idempotencyKey: string
  now?: Date
  /** The payment provider; the configured one unless a test hands in another. */
  gateway?: PaymentGateway
}

/** How long a BUY NOW may hold the patient's claim: longer than the gateway's time-outs (20 s x 3). */
const CLAIM_HOLD_MS = 90_000
/** How long a second BUY NOW of the same patient waits for the first before saying so. */
const CLAIM_WAIT_MS = 10_000

async function declineHistory(where: { cart: number } | { cardFingerprint: string }): Promise<RecordedDecline[]> {
  const cms = await cmsAsServer()
  const condition: Where = 'cart' in where ? { cart: { equals: where.cart } } : { cardFingerprint: { equals: where.cardFingerprint } }
  const found = await cms.find({
    collection: 'payment-declines',
    where: condition,
    limit: 100,
    pagination: false,
    depth: 0,
    sort: '-occurredAt',
    select: { occurredAt: true },
  })
  return found.docs.map((decline) => ({ at: decline.occurredAt }))
}

/** The block's limit and length as staff set them (Settings > Payments). */
export async function declineRules(): Promise<Partial<DeclineRules>> {
  const settings = await getSettings()
  return { limit: settings.declineLimit, blockMs: settings.declineBlockHours * 60 * 60 * 1000 }
}

/** Whether the cart is blocked by its declines now: the payment step says so before BUY NOW. */
export async function cartIsBlocked(cartId: number, now = new Date()): Promise<boolean> {
  return declineStanding(await declineHistory({ cart: cartId }), now, await declineRules()).blocked
}

/**
 * BUY NOW. The amount is computed here from the CMS price and the coupon (never from the page).
 * Everything that can refuse is checked before the card is touched: one BUY NOW per patient at a
 * time (a claim in the database), the cart still open, no active order, neither the cart nor the
 * card blocked by declines, the coupon reserved. A payment attempt with its idempotency key is
 * written before the gateway is called, and a retry of that attempt reuses the key. An authorized
 * card becomes the order, subscription, transaction and address; if any of those writes fails, the
 * written ones are removed and the hold is voided (ADR 018). The card is kept on file with the hold
 * for the plan's renewals, and the subscription records it, or that none could be kept (ADR 092).
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  // A double click or a second cart waits a moment for the first BUY NOW's answer.
  const claim = await waitForClaim(checkoutClaimKey(input.patient.id), CLAIM_HOLD_MS, CLAIM_WAIT_MS)
  if (!claim) return { status: 'refused', message: checkoutOutcomeMessages.inProgress }
  try {
    return await placeOrderHoldingClaim(input)
  } finally {
    await claim.release()
  }
}

async function attemptByKey(idempotencyKey: string): Promise<PaymentAttempt | null> {
  const cms = await cmsAsServer()
  const found = await cms.find({ collection: 'payment-attempts', where: { idempotencyKey: { equals: idempotencyKey } }, limit: 1, pagination: false, depth: 0 })
  return found.docs[0] ?? null
}

/** What a finished attempt answered, for a replay of the same BUY NOW; null if it has not finished. */
async function settledAnswer(patient: SignedInPatient, attempt: PaymentAttempt, paymentTerms: PaymentTerms): Promise<PlaceOrderResult | null> {
  if (attempt.status === 'completed' && attempt.order) {
    const cms = await cmsAs(patient)
    const orderId = typeof attempt.order === 'object' ? attempt.order.id : attempt.order
    const transaction = await cms.find({
      collection: 'transactions',
      where: { idempotencyKey: { equals: attempt.idempotencyKey } },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { createdAt: true },
    })
    return { status: 'success', orderId: String(orderId), transactionId: String(transaction.docs[0]?.id ?? ''), amountCents: attempt.amountCents, paymentTerms }
  }
  if (attempt.status === 'declined') return { status: 'declined', message: paymentMessages.declined, blocked: false }
  if (attempt.status === 'voided' || attempt.status === 'failed') return { status: 'unavailable', message: checkoutOutcomeMessages.notCompleted }
  return null
}

interface Priced {
  amountCents: number
  discountCents: number
  planName: string
  productId: number
}

/** The price now, from the CMS, with the coupon; or why it cannot be charged. */
async function priceOf(input: PlaceOrderInput, now: Date): Promise<Priced | { refused: string }> {
  // A promotional cart is charged the promotion's stored price, and only while it runs (ADR 096).
  const medications = await medicationsForCart(input.cart, await loadMedications({ fresh: true }), now)
  const choice = findPlan(medications, input.cart.medication, input.paymentTerms)
  if (!choice) return { refused: checkoutOutcomeMessages.planUnavailable }
  let discountCents = 0
  if (input.couponCode) {
    const coupon = await validateCoupon(input.couponCode, choice.plan.priceCents, input.paymentTerms, now)
    if (coupon.status !== 'success') return { refused: checkoutOutcomeMessages.couponNotUsable }
    discountCents = coupon.discountCents
  }
  const amountCents = applyCoupon(choice.plan.priceCents, discountCents)
  // A coupon worth the whole price would leave nothing to pre-authorize (CMS refuses such coupons
  // when saved; a price lowered later below a fixed coupon lands here).
  if (amountCents <= 0) return { refused: checkoutOutcomeMessages.couponNotUsable }
  return { amountCents, discountCents, planName: `${choice.medication.name}, ${PLAN_LABELS[input.paymentTerms].label}`, productId: choice.medication.id }
}

async function placeOrderHoldingClaim(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const now = input.now ?? new Date()
  const gateway = input.gateway ?? paymentGateway
  const { patient } = input
  const own = await cmsAs(patient)
  // Access off for what the patient may not write themselves: the attempt's outcome, the cart's hold.
  const forPatient = await cmsFor(patient)

  // The same page's BUY NOW again (a double click, a replayed form): the first one's answer.
  const replay = await attemptByKey(input.idempotencyKey)
  if (replay) {
    if (String(typeof replay.patient === 'object' ? replay.patient.id : replay.patient) !== String(patient.id))
      return { status: 'invalid', message: 'Please reload the page and try again.' }
    const answer = await settledAnswer(patient, replay, input.paymentTerms)
    if (answer) return answer
  }

  // Read again now that this request holds the patient's claim: another BUY NOW may have paid it.
  const cart = await own.findByID({ collection: 'carts', id: input.cart.id, depth: 0, disableErrors: true })
  // `paying` with the claim free means the BUY NOW that set it died; its attempt is the job's.
  if (!cart || (cart.status !== 'open' && cart.status !== 'paying')) return { status: 'refused', message: checkoutOutcomeMessages.cartAlreadyPaid }

  const active = await own.count({ collection: 'orders', where: { and: [{ patient: { equals: patient.id } }, { status: { in: ACTIVE_ORDER_STATUSES } }] } })
  if (active.totalDocs > 0) return { status: 'refused', message: paymentMessages.activeOrderExists }

  // The cart and the card are counted apart (spec: more than three declines of the card, or on
  // the cart, block both): declines of other cards on other carts never add up to a block.
  const rules = await declineRules()
  const cartDeclines = await declineHistory({ cart: cart.id })
  if (declineStanding(cartDeclines, now, rules).blocked) return { status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true }

  const priced = await priceOf({ ...input, cart }, now)
  if ('refused' in priced) return { status: 'refused', message: priced.refused }

  let cardFingerprint: string | null
  try {
    cardFingerprint = await gateway.fingerprint(input.card)
  } catch (error) {
    if (error instanceof PaymentInputError) return { status: 'invalid', message: 'Invalid card details' }
    throw error
  }
  const cardDeclines = cardFingerprint ? await declineHistory({ cardFingerprint }) : []
  if (declineStanding(cardDeclines, now, rules).blocked) return { status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true }

  // The attempt, before the gateway. A retry of an attempt whose answer was lost (a time-out, a
  // reload) is the same attempt: same key, so the gateway answers it instead of holding again.
  const lost = replay ?? (await unansweredAttempt(cart.id, priced.amountCents))
  const attempt = lost
    ? await forPatient.update({ collection: 'payment-attempts', id: lost.id, data: { status: 'started', cardFingerprint }, depth: 0 })
    : await startAttempt(input, cart, priced.amountCents, gateway, cardFingerprint)
  if (!attempt) return { status: 'refused', message: checkoutOutcomeMessages.inProgress }

  const coupon = input.couponCode ? await reserveCoupon(input.couponCode) : null
  if (coupon && !coupon.reserved) {
    await settleAttempt(attempt.id, { status: 'failed', failure: 'coupon used up' }, forPatient)
    return { status: 'refused', message: checkoutOutcomeMessages.couponNotUsable }
  }
  await forPatient.update({ collection: 'carts', id: cart.id, data: { status: 'paying' }, depth: 0 })

  const reopen = async () => {
    await coupon?.release()
    await forPatient.update({ collection: 'carts', id: cart.id, data: { status: 'open' }, depth: 0 })
  }

  const customerRef = await earlierCustomer(patient, gateway.name)
  let result: Awaited<ReturnType<PaymentGateway['authorize']>>
  try {
    result = await gateway.authorize({
      amountCents: priced.amountCents,
      idempotencyKey: attempt.idempotencyKey,
      card: input.card,
      metadata: { cart: String(cart.publicId), patient: String(patient.id), attempt: String(attempt.id) },
      // The plan renews on this card (the consent beside BUY NOW says so).
      keepCard: { customerRef },
    })
  } catch (error) {
    await reopen()
    if (error instanceof PaymentInputError) {
      await settleAttempt(attempt.id, { status: 'failed', failure: 'card input refused by the gateway' }, forPatient)
      return { status: 'invalid', message: 'Invalid card details' }
    }
    // No answer: the card may or may not be held. The attempt keeps its key for the retry, and
    // the job settles it if nobody retries.
    await forPatient.update({ collection: 'payment-attempts', id: attempt.id, data: { status: 'unknown', failure: 'no answer from the gateway' }, depth: 0 })
    ;(await cmsLogger()).error({ err: error, attempt: attempt.id }, 'Payment gateway gave no answer')
    return { status: 'unavailable', message: checkoutOutcomeMessages.gatewayUnreachable }
  }

  if (result.status === 'declined') {
    await reopen()
    await (
      await cmsAsServer()
    ).create({
      collection: 'payment-declines',
      depth: 0,
      select: { occurredAt: true },
      data: { occurredAt: now.toISOString(), cart: cart.id, patient: patient.id, cardFingerprint: result.cardFingerprint, declineCode: result.declineCode },
    })
    await settleAttempt(attempt.id, { status: 'declined', declineCode: result.declineCode }, forPatient)
    const latest = { at: now, serverMessage: `${result.declineCode}: ${result.message}` }
    const onCart = declineStanding([...cartDeclines, latest], now, rules)
    const onCard = result.cardFingerprint ? declineStanding([...cardDeclines, latest], now, rules) : null
    if (onCart.blocked || onCard?.blocked) return { status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true }
    return { status: 'declined', message: onCart.message ?? paymentMessages.declined, blocked: false }
  }

  await forPatient.update({ collection: 'payment-attempts', id: attempt.id, data: { status: 'authorized', gatewayReference: result.reference }, depth: 0 })
  try {
    const placed = await writeOrder({
      input,
      cart,
      priced,
      attempt,
      reference: result.reference,
      cardFingerprint: result.cardFingerprint,
      gatewayName: gateway.name,
      cardOnFile: cardOnFileOf(result.savedCard ?? null, gateway.name, now),
    })
    await coupon?.keep()
    return placed
  } catch (error) {
    // Nothing may stay held without an order: the hold is released now (or, if the gateway cannot
    // be reached either, by the job, since the attempt stays `authorized`).
    ;(await cmsLogger()).error({ err: error, attempt: attempt.id }, 'Order not written after authorization; voiding the hold')
    await reopen().catch(() => undefined)
    try {
      await gateway.void(result.reference)
      await settleAttempt(attempt.id, { status: 'voided', failure: 'order not written' }, forPatient)
    } catch (voidError) {
      ;(await cmsLogger()).error({ err: voidError, attempt: attempt.id }, 'Void failed; the settling job will retry')
    }
    return { status: 'unavailable', message: checkoutOutcomeMessages.notCompleted }
  }
}

/** The gateway's customer from the patient's earlier kept card, so one patient is one customer there. */
export async function earlierCustomer(patient: SignedInPatient, gateway: PaymentGateway['name']): Promise<string | null> {
  // Access off: the references are closed to the patient's own reads; the server reads them for them.
  const cms = await cmsFor(patient)
  const found = await cms.find({
    collection: 'subscriptions',
    where: { and: [{ patient: { equals: patient.id } }, { 'cardOnFile.status': { equals: 'saved' } }, { 'cardOnFile.gateway': { equals: gateway } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { cardOnFile: true },
  })
  return found.docs[0]?.cardOnFile?.customerRef ?? null
}

export type CardOnFile = NonNullable<Subscription['cardOnFile']>

/**
 * What the subscription records of the card kept with the hold: the gateway's references and what
 * the patient is shown, or that none is on file (renewals then ask the patient to pay). Never a number.
 */
export function cardOnFileOf(saved: SavedCard | null, gateway: PaymentGateway['name'], now: Date): CardOnFile {
  if (!saved) return { status: 'none', gateway, failure: 'The card could not be kept with the payment.' }
  const { customerRef, paymentMethodRef, brand, last4, expMonth, expYear } = saved
  return { status: 'saved', gateway, customerRef, paymentMethodRef, brand, last4, expMonth, expYear, savedAt: now.toISOString() }
}

/** The cart's latest attempt whose gateway answer was lost, for the same amount. */
async function unansweredAttempt(cartId: number, amountCents: number): Promise<PaymentAttempt | null> {
  const cms = await cmsAsServer()
  const found = await cms.find({
    collection: 'payment-attempts',
    where: { and: [{ cart: { equals: cartId } }, { status: { equals: 'unknown' } }, { amountCents: { equals: amountCents } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return found.docs[0] ?? null
}

/** Writes a new attempt as the patient's; null if this key is already another attempt's. */
async function startAttempt(
  input: PlaceOrderInput,
  cart: Cart,
  amountCents: number,
  gateway: PaymentGateway,
  cardFingerprint: string | null,
): Promise<PaymentAttempt | null> {
  // Access off: attempts are the server's ledger (nobody creates one through the API); the patient is the actor.
  const forPatient = await cmsFor(input.patient)
  try {
    return await forPatient.create({
      collection: 'payment-attempts',
      depth: 0,
      data: {
        patient: input.patient.id,
        cart: cart.id,
        amountCents,
        idempotencyKey: input.idempotencyKey,
        status: 'started',
        gateway: gateway.name,
        cardFingerprint,
      },
    })
  } catch (error) {
    if (isDuplicateKey(error)) return null
    throw error
  }
}

/** Marks how an attempt ended; `acting` is the patient's door inside their BUY NOW, the server's in the job. */
export async function settleAttempt(
  id: number,
  data: Partial<Pick<PaymentAttempt, 'status' | 'failure' | 'declineCode' | 'order'>>,
  acting?: Pick<ServerApi, 'update'>,
): Promise<void> {
  const cms = acting ?? (await cmsAsServer())
  await cms.update({ collection: 'payment-attempts', id, data: { ...data, settledAt: new Date().toISOString() }, depth: 0 })
}

/**
 * The records of a paid checkout, as the patient's (they are the actor in the audit log): order,
 * subscription, transaction, address, the cart converted and the attempt completed, as one unit of
 * work (ADR 079): one transaction where the engine has one, rolled back if a write fails; on SQLite
 * the compensations remove what was written. Either way the error is rethrown, and the caller voids
 * the hold (the gateway is never called inside the unit).
 */
async function writeOrder(args: {
  input: PlaceOrderInput
  cart: Cart
  priced: Priced
  attempt: PaymentAttempt
  reference: string
  cardFingerprint: string | null
  gatewayName: PaymentGateway['name']
  cardOnFile: CardOnFile
}): Promise<Extract<PlaceOrderResult, { status: 'success' }>> {
  const { input, cart, priced, attempt, reference } = args
  const { patient } = input
  const terms = storedPaymentTerms(input.paymentTerms)
  return cmsUnitOfWork(async (tx) => {
    // Access off: the patient may not create orders, subscriptions or transactions; the server does once they paid.
    const forPatient = await cmsFor(patient, tx)
    /** Creates as the patient's; without a transaction, removed again if a later write fails. */
    const create = async <S extends 'orders' | 'subscriptions' | 'transactions' | 'addresses'>(collection: S, data: RequiredDataFromCollectionSlug<S>) => {
      const doc = await forPatient.create({ collection, depth: 0, data })
      // Access off: removing the half-written records is the server's, the patient may not delete them.
      tx.compensate(async () => (await cmsFor(patient)).delete({ collection, id: doc.id, depth: 0 }))
      return doc
    }
    const order = await create('orders', {
      patient: patient.id,
      status: 'pending_approval',
      product: priced.productId,
      medication: cart.medication,
      paymentTerms: terms,
      amountCents: priced.amountCents,
      discountCents: priced.discountCents,
      couponCode: input.couponCode,
      cart: cart.id,
      payment_intent_id: reference,
      conversionId: cart.conversionId ?? null,
      planId: cartPlanId(cart),
      conversionStatus: cart.conversionId ? 'pending' : 'none',
      shippingAddress: input.form.shipping,
      billingAddress: input.form.billing,
    })
    await create('subscriptions', {
      patient: patient.id,
      order: order.id,
      plan_name: priced.planName,
      amountCents: priced.amountCents,
      paymentTerms: terms,
      status: 'active',
      // The first renewal falls one interval after the purchase (ADR 094).
      next_billing_date: addMonthsUtc(input.now ?? new Date(), intervalMonths(terms)).toISOString(),
      cardOnFile: args.cardOnFile,
    })
    const transaction = await create('transactions', {
      patient: patient.id,
      order: order.id,
      amountCents: priced.amountCents,
      status: 'authorized',
      product_name: priced.planName,
      gateway: args.gatewayName,
      gatewayReference: reference,
      idempotencyKey: attempt.idempotencyKey,
      cardFingerprint: args.cardFingerprint,
    })
    await create('addresses', { patient: patient.id, kind: 'shipping', ...input.form.shipping })
    // (The cart is opened again by the caller when the unit fails, on every engine.)
    await forPatient.update({ collection: 'carts', id: cart.id, depth: 0, data: { status: 'converted', couponCode: input.couponCode } })
    await settleAttempt(attempt.id, { status: 'completed', order: order.id }, forPatient)
    // Without a transaction, access off as above: an attempt whose order is gone is `authorized` again, so the job voids the hold if the caller cannot.
    tx.compensate(async () =>
      (await cmsFor(patient)).update({
        collection: 'payment-attempts',
        id: attempt.id,
        data: { status: 'authorized', order: null, settledAt: null },
        depth: 0,
      }),
    )
    const conversion: Conversion | null = cart.conversionId
      ? {
          c_id: cart.conversionId,
          order_id: String(order.id),
          amount: (priced.amountCents / 100).toFixed(2),
        }
      : null
    return {
      status: 'success',
      orderId: String(order.id),
      transactionId: String(transaction.id),
      amountCents: priced.amountCents,
      paymentTerms: input.paymentTerms,
      conversion,
    }
  })
}
