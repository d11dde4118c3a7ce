import { trackConversion } from '~/services/conversions/index.server.ts'
import crypto from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import {
  addressMessages,
  applyCoupon,
  cartLoadFailedMessage,
  checkoutMessages,
  checkoutPaymentFormSchema,
  couponSchema,
  isPaymentTerms,
  MAX_TEXT_LENGTH,
  paymentMessages,
  type PaymentTerms,
} from '@telehealth/domain'
import { checkoutAfter, checkoutAt, checkoutPlace, checkoutPlaceOf, checkoutSearch, type CheckoutEvent, type CheckoutSnapshot } from '@telehealth/machines'
import { getCheckoutPatient, startPatientSession } from '~/auth/patient-session.server.ts'
import { redeemCartLink } from '~/checkout/cart-link.server.ts'
import { RateLimited, spendAttempt, tooManyAttempts } from '~/auth/rate-limit.server.ts'
import { parseCardInput } from '~/checkout/card-input.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { CartError, requireOpenCart, switchCartMedication } from '~/checkout/cart.server.ts'
import { findPlan, loadMedications } from '~/checkout/catalog.server.ts'
import { requireAnsweredPreCheckout } from '~/checkout/precheckout.server.ts'
import { validateCoupon } from '~/checkout/coupon.server.ts'
import { cartIsBlocked, placeOrder } from '~/checkout/place-order.server.ts'
import { paymentClientConfig, paymentGateway } from '~/services/payments/index.server.ts'
import { medicationsForCart } from '~/portal/promotion.server.ts'
import { readForm } from '~/http/read-form.server.ts'

export const COUPON_NOT_VALID = 'That coupon code is not valid for this plan.'

/**
 * A guest with a checkout link from staff is signed in as the cart's patient, once (ADR 010), for
 * the checkout and thank-you pages only (a `checkout` session, ADR 103): the portal asks for a real sign-in.
 */
async function redeemLinkIfAny(request: Request, publicId: string): Promise<Response | null> {
  const url = new URL(request.url)
  const link = url.searchParams.get('link')
  if (!link || (await getCheckoutPatient(request))) return null
  const redeemed = await redeemCartLink(publicId, link)
  if (!redeemed.ok) return null
  url.searchParams.delete('link')
  return redirect(`${url.pathname}${url.search}`, { headers: { 'Set-Cookie': await startPatientSession(request, redeemed.patientId, {}, 'checkout') } })
}

async function loadCheckout(request: Request, publicId: string) {
  const { patient, cart } = await requireOpenCart(request, publicId)
  const url = new URL(request.url)
  requireAnsweredPreCheckout(cart, url)
  // The address is the checkout machine's state: step, terms and coupon (ADR 015).
  const checkout = checkoutAt({ medication: cart.medication, place: checkoutPlaceOf(url.searchParams, Number(cart.paymentTerms) as PaymentTerms) })
  const paymentTerms = checkout.context.terms
  // A cart from the portal's promotional tab offers the promotion's plans and prices (ADR 096).
  const medications = await medicationsForCart(cart, await loadMedications())
  const choice = findPlan(medications, cart.medication, paymentTerms)
  if (!choice) throw data({ message: cartLoadFailedMessage('This plan is no longer available') }, { status: 404 })
  const other = medications.find((candidate) => candidate.drug !== cart.medication && candidate.plans.length > 0)
  return { patient, cart, url, checkout, paymentTerms, medication: choice.medication, plan: choice.plan, other }
}

/** The page's address after `event`, or its own address when given no event. */
function checkoutHref(url: URL, checkout: CheckoutSnapshot, event?: CheckoutEvent): string {
  return `${url.pathname}${checkoutSearch(checkoutPlace(event ? checkoutAfter(checkout, event) : checkout))}`
}

export async function checkoutLoader(request: Request, publicId: string) {
  const signedIn = await redeemLinkIfAny(request, publicId)
  if (signedIn) throw signedIn
  const { cart, url, checkout, paymentTerms, medication, plan, other } = await loadCheckout(request, publicId)
  const { step, coupon: couponCode } = checkoutPlace(checkout)
  // A cart blocked by its declines says so on arrival, instead of after another BUY NOW.
  const blocked = step === 'payment' && (await cartIsBlocked(cart.id))
  // The plan step shows no price with a coupon: the coupon rides along in its links unchecked.
  const coupon = couponCode && step !== 'plan' ? await validateCoupon(couponCode, plan.priceCents, paymentTerms) : null
  const discountCents = coupon?.status === 'success' ? coupon.discountCents : 0
  return {
    brandName: await getBrandName(),
    step,
    links: {
      self: checkoutHref(url, checkout),
      back: step === 'plan' ? null : checkoutHref(url, checkout, { type: 'step.back' }),
      next: step === 'review' ? checkoutHref(url, checkout, { type: 'step.continue' }) : null,
    },
    otherMedication: other ? { name: other.name } : null,
    paymentTerms,
    product: { name: medication.name, subheader: medication.subheader, compoundingNote: medication.compoundingNote, includedItems: medication.includedItems },
    plans: medication.plans,
    coupon: coupon?.status === 'success' && couponCode ? { code: couponCode, discountCents } : null,
    amountCents: applyCoupon(plan.priceCents, discountCents),
    payment: paymentClientConfig(),
    blockedMessage: blocked ? paymentMessages.cardTemporarilyBlocked : null,
    // A fresh key for each page shown: a double click or a replay of this form is the same attempt.
    idempotencyKey: crypto.randomUUID(),
  }
}

const ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'state', 'zip'] as const

/**
 * The addresses as the patient typed them, handed back with a refused BUY NOW so the form keeps
 * them. Never the card: its fields come back empty.
 */
function typedAddresses(formData: FormData) {
  const address = (prefix: 'shipping' | 'billing') =>
    Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(formData.get(`${prefix}.${field}`) ?? '').slice(0, MAX_TEXT_LENGTH)]))
  return { shipping: address('shipping'), billing: address('billing'), different_billing: formData.get('different_billing') === 'on' }
}

export async function checkoutAction(request: Request, publicId: string, clientIp: string) {
  const { patient, cart, url, checkout, paymentTerms, plan } = await loadCheckout(request, publicId)
  const formData = await readForm(request)
  const intent = formData.get('intent')

  if (intent === 'plan') {
    const terms = Number(formData.get('terms'))
    if (!isPaymentTerms(terms)) return data({ couponError: undefined, formError: 'Please choose a plan.', errors: {} }, { status: 400 })
    return redirect(checkoutHref(url, checkout, { type: 'plan.choose', terms }))
  }

  if (intent === 'switch-medication') {
    // Every failed switch reads the same to the patient (spec 000 section 8); the cart is untouched.
    const switchFailed = (status: 400 | 409) => data({ couponError: undefined, formError: checkoutMessages.switchMedicationFailed, errors: {} }, { status })
    const switched = checkoutAfter(checkout, { type: 'medication.switch' })
    if (!switched.output) return switchFailed(400)
    try {
      await switchCartMedication(patient, cart, switched.output.switchTo, switched.output.terms)
    } catch (error) {
      if (error instanceof CartError) return switchFailed(409)
      throw error
    }
    return redirect(`${url.pathname}${checkoutSearch({ step: 'plan', terms: switched.output.terms, coupon: null })}`)
  }

  if (intent === 'coupon') {
    const parsed = couponSchema.safeParse({ coupon: formData.get('coupon') })
    if (!parsed.success) return data({ couponError: parsed.error.issues[0]?.message, formError: undefined, errors: {} }, { status: 400 })
    const answer = await validateCoupon(parsed.data.coupon, plan.priceCents, paymentTerms)
    if (answer.status !== 'success') return data({ couponError: COUPON_NOT_VALID, formError: undefined, errors: {} }, { status: 400 })
    return redirect(checkoutHref(url, checkout, { type: 'coupon.accepted', code: parsed.data.coupon }))
  }

  if (intent !== 'pay') return data({ couponError: undefined, formError: 'Please reload the page and try again.', errors: {} }, { status: 400 })
  try {
    await spendAttempt(['checkoutPerIp', clientIp])
  } catch (error) {
    if (error instanceof RateLimited) return tooManyAttempts(error)
    throw error
  }
  const values = typedAddresses(formData)
  const submission = parseWithZod(formData, { schema: checkoutPaymentFormSchema })
  const card = parseCardInput(formData, paymentGateway.name)
  if (submission.status !== 'success' || !card.ok) {
    const errors: Record<string, string> = {
      ...(submission.status === 'success'
        ? {}
        : Object.fromEntries(Object.entries(submission.error ?? {}).map(([key, messages]) => [key, messages?.[0] ?? '']))),
      ...(card.ok ? {} : card.errors),
    }
    const poBox = errors['shipping.address_line_1'] === addressMessages.poBoxRejected || errors['billing.address_line_1'] === addressMessages.poBoxRejected
    return data(
      { couponError: undefined, formError: undefined, errors, values, poBoxMessage: poBox ? addressMessages.poBoxRejected : undefined },
      { status: 400 },
    )
  }
  const idempotencyKey = String(formData.get('idempotencyKey') ?? '')
  if (!/^[A-Za-z0-9-]{16,64}$/.test(idempotencyKey))
    return data({ couponError: undefined, formError: 'Please reload the page and try again.', errors: {}, values }, { status: 400 })
  const couponCode = checkout.context.coupon

  const result = await placeOrder({ patient, cart, paymentTerms, couponCode, form: submission.value, card: card.card, idempotencyKey })
  if (result.status === 'success') {
    // After the answer, never before it: the affiliate call waits up to 3 x 10 s (spec), the patient does not.
    if (result.conversion) void trackConversion(patient, result.orderId, result.conversion)
    const amount = (result.amountCents / 100).toFixed(2)
    return redirect(`/payment/thanks?terms=${result.paymentTerms}&amount=${amount}&trans_id=${result.transactionId}`)
  }
  const httpStatus = { declined: 402, refused: 409, invalid: 400, unavailable: 503 }[result.status]
  return data(
    { couponError: undefined, formError: result.message, errors: {}, values, blocked: result.status === 'declined' && result.blocked },
    { status: httpStatus, headers: result.status === 'unavailable' ? { 'Retry-After': '5' } : undefined },
  )
}
