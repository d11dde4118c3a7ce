import type { Conversion } from '~/services/conversions/conversion.ts'
import {
  applyCoupon,
  paymentMessages,
  PLAN_LABELS,
  type CheckoutPaymentForm,
  type PaymentTerms,
} from '@telehealth/domain'
import type { Cart } from '@telehealth/cms/payload-types'
import type { Where } from 'payload'
import { declineStanding, type DeclineRules, type RecordedDecline } from '@telehealth/machines'
import { getSettings } from '~/content.server.ts'
import { getCms, unitOfWork } from '~/cms.server.ts'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import type { CardInput } from '~/services/payments/gateway.ts'
import { paymentGateway } from '~/services/payments/index.server.ts'
import { findPlan, loadMedications } from './catalog.server.ts'
import { validateCoupon } from './coupon.server.ts'
import { oneAtATime } from './lock.server.ts'

/** Orders in these states mean the patient already has one under way. */
const ACTIVE_ORDER_STATUSES = [
  'payment',
  'pending_approval',
  'waiting_prescription',
  'prescription_received',
  'order_placed',
  'order_shipped',
  'shipping_paused',
  'needs_review',
]

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
  | { status: 'declined'; message: string; blocked: boolean }
  | { status: 'refused'; message: string }

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
}

async function declineHistory(where: { cart: number } | { cardFingerprint: string }): Promise<RecordedDecline[]> {
  const cms = await getCms()
  const condition: Where = 'cart' in where ? { cart: { equals: where.cart } } : { cardFingerprint: { equals: where.cardFingerprint } }
  const found = await cms.find({ collection: 'payment-declines', where: condition, limit: 100, pagination: false, depth: 0, sort: '-occurredAt', select: { occurredAt: true } })
  return found.docs.map((decline) => ({ at: decline.occurredAt }))
}

/** The block's limit and length as staff set them (Settings > Payments). */
async function declineRules(): Promise<Partial<DeclineRules>> {
  const settings = await getSettings()
  return { limit: settings.declineLimit, blockMs: settings.declineBlockHours * 60 * 60 * 1000 }
}

/** Whether the cart is blocked by its declines now: the payment step says so before BUY NOW. */
export async function cartIsBlocked(cartId: number, now = new Date()): Promise<boolean> {
  return declineStanding(await declineHistory({ cart: cartId }), now, await declineRules()).blocked
}

/**
 * BUY NOW: the amount is computed here from the CMS price and the coupon (never from the page),
 * the card is pre-authorized once per attempt key, and an authorized checkout becomes the order,
 * subscription and transaction in one write. Declines are counted per card and per cart on the
 * server; more than three block both for 24 hours.
 */
export function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  return oneAtATime(`cart:${input.cart.id}`, () => placeOrderNow(input))
}

async function placeOrderNow(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const now = input.now ?? new Date()
  const cms = await getCms()
  const { patient, cart } = input

  const replay = await cms.find({ collection: 'transactions', where: { idempotencyKey: { equals: input.idempotencyKey } }, limit: 1, pagination: false, depth: 0 })
  const earlier = replay.docs[0]
  if (earlier?.status === 'authorized' && earlier.order) {
    return {
      status: 'success',
      orderId: String(typeof earlier.order === 'object' ? earlier.order.id : earlier.order),
      transactionId: String(earlier.id),
      amountCents: earlier.amountCents,
      paymentTerms: input.paymentTerms,
    }
  }

  const active = await cms.count({
    collection: 'orders',
    where: { and: [{ patient: { equals: patient.id } }, { status: { in: ACTIVE_ORDER_STATUSES } }] },
  })
  if (active.totalDocs > 0) return { status: 'refused', message: paymentMessages.activeOrderExists }

  // The cart and the card are counted apart (spec: more than three declines of the card, or on
  // the cart, block both): declines of other cards on other carts never add up to a block.
  const rules = await declineRules()
  const cartDeclines = await declineHistory({ cart: cart.id })
  if (declineStanding(cartDeclines, now, rules).blocked) return { status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true }

  const medications = await loadMedications({ fresh: true })
  const choice = findPlan(medications, cart.medication, input.paymentTerms)
  if (!choice) return { status: 'refused', message: 'That plan is no longer available. Please choose another.' }
  let discountCents = 0
  if (input.couponCode) {
    const coupon = await validateCoupon(input.couponCode, choice.plan.priceCents, input.paymentTerms, now)
    if (coupon.status !== 'success') return { status: 'refused', message: 'That coupon cannot be used with this plan.' }
    discountCents = coupon.discountCents
  }
  const amountCents = applyCoupon(choice.plan.priceCents, discountCents)
  const planName = `${choice.medication.name}, ${PLAN_LABELS[input.paymentTerms].label}`

  const result = await paymentGateway.authorize({
    amountCents,
    idempotencyKey: input.idempotencyKey,
    card: input.card,
    customer: { email: patient.email, name: `${patient.first_name} ${patient.last_name}` },
    description: planName,
    metadata: { cart: String(cart.publicId), patient: String(patient.id) },
  })

  // The card may carry declines from other carts; this request holds the cart (oneAtATime).
  const cardDeclines = result.cardFingerprint ? await declineHistory({ cardFingerprint: result.cardFingerprint }) : []
  if (result.status === 'declined') {
    await cms.create({
      collection: 'payment-declines',
      depth: 0,
      data: { occurredAt: now.toISOString(), cart: cart.id, patient: patient.id, cardFingerprint: result.cardFingerprint, declineCode: result.declineCode },
    })
    const latest = { at: now, serverMessage: `${result.declineCode}: ${result.message}` }
    const onCart = declineStanding([...cartDeclines, latest], now, rules)
    const onCard = result.cardFingerprint ? declineStanding([...cardDeclines, latest], now, rules) : null
    if (onCart.blocked || onCard?.blocked) return { status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true }
    return { status: 'declined', message: onCart.message ?? paymentMessages.declined, blocked: false }
  }

  if (declineStanding(cardDeclines, now, rules).blocked) return { status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true }

  return unitOfWork(async (uow) => {
    // Written as the server's own rows (no read-back: ADR 017); the values are computed above or
    // come from the validated form.
    const orderId = await uow.insert('orders', {
        patient: patient.id,
        status: 'pending_approval',
        product: choice.medication.id,
        medication: cart.medication,
        paymentTerms: String(input.paymentTerms) as Cart['paymentTerms'],
        amountCents,
        discountCents,
        couponCode: input.couponCode,
        cart: cart.id,
        payment_intent_id: result.reference,
        conversionId: cart.conversionId ?? null,
        conversionStatus: cart.conversionId ? 'pending' : 'none',
        shippingAddress: { ...input.form.shipping, state: input.form.shipping.state as never },
        billingAddress: { ...input.form.billing, state: input.form.billing.state as never },
    })
    await uow.insert('subscriptions', {
        patient: patient.id,
        order: orderId,
        plan_name: planName,
        amountCents,
        paymentTerms: String(input.paymentTerms) as Cart['paymentTerms'],
        status: 'active',
    })
    const transactionId = await uow.insert('transactions', {
        patient: patient.id,
        order: orderId,
        amountCents,
        status: 'authorized',
        product_name: planName,
        gateway: paymentGateway.name,
        gatewayReference: result.reference,
        idempotencyKey: input.idempotencyKey,
        cardFingerprint: result.cardFingerprint,
    })
    await uow.insert('addresses', { patient: patient.id, kind: 'shipping', ...input.form.shipping, state: input.form.shipping.state as never })
    if (input.couponCode) {
      const coupon = await cms.find({ collection: 'coupons', where: { code: { equals: input.couponCode.toUpperCase() } }, limit: 1, pagination: false, depth: 0 })
      const doc = coupon.docs[0]
      if (doc) await uow.update('coupons', doc.id, { redemptions: (doc.redemptions ?? 0) + 1 })
    }
    // This request holds the cart (oneAtATime) and read it as open.
    await uow.set('carts', cart.id, { status: 'converted', couponCode: input.couponCode }, { status: cart.status, couponCode: cart.couponCode ?? null })
    const conversion: Conversion | null = cart.conversionId
      ? {
          user_id: String(patient.id),
          user_name: `${patient.first_name ?? ''} ${patient.last_name ?? ''}`.trim(),
          product_name: planName,
          amount: (amountCents / 100).toFixed(2),
          c_id: cart.conversionId,
          payment_terms: input.paymentTerms,
        }
      : null
    return { status: 'success' as const, orderId: String(orderId), transactionId: String(transactionId), amountCents, paymentTerms: input.paymentTerms, conversion }
  })
}
