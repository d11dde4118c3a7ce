import { data } from '@remix-run/node'
import {
  cartLoadFailedMessage,
  cartPreCheckoutFields,
  checkoutOutcomeMessages,
  DEFAULT_OFFERS,
  storedPaymentTerms,
  type Drug,
  type Offers,
  type PaymentTerms,
  type PreCheckoutAnswers,
} from '@telehealth/domain'
import type { Cart } from '@telehealth/cms/payload-types'
import { checkoutClaimKey } from '@telehealth/cms/site'
import { requireCheckoutPatient } from '~/auth/patient-session.server.ts'
import { withClaim } from '~/claims.server.ts'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { findPlan, loadMedications } from './catalog.server.ts'

export class CartError extends Error {}

/** Saves the patient's plan choice as a cart; the checkout link carries its unguessable id. */
export async function saveCart(input: {
  patient: SignedInPatient
  drug: Drug
  paymentTerms: PaymentTerms
  offers: Offers | null
  conversionId: string | null
}): Promise<string> {
  const contents = await cartContents(input.drug, input.paymentTerms)
  const cms = await cmsAs(input.patient)
  const offers = input.offers ?? DEFAULT_OFFERS
  const cart = await cms.create({
    collection: 'carts',
    depth: 0,
    data: {
      patient: input.patient.id,
      status: 'open',
      ...contents,
      sema_offer: offers.sema_offer,
      tir_offer: offers.tir_offer,
      conversionId: input.conversionId,
    },
  })
  return String(cart.publicId)
}

/**
 * What a cart holds for one plan, at the price staff last saved: a prescription item is always
 * quantity 1 (spec 000).
 */
async function cartContents(drug: Drug, paymentTerms: PaymentTerms) {
  const choice = findPlan(await loadMedications({ fresh: true }), drug, paymentTerms)
  if (!choice) throw new CartError('That plan is not available.')
  return {
    medication: drug,
    paymentTerms: storedPaymentTerms(paymentTerms),
    // Another medication or term is the CMS plan's, never a promotion's (ADR 096).
    promotion: null,
    items: [
      {
        product: choice.medication.id,
        name: choice.medication.name,
        sku: choice.medication.sku,
        main_type: choice.medication.isPrescription ? 'Prescription' : 'Other',
        priceCents: choice.plan.priceCents,
        retailPriceCents: choice.plan.priceCents,
        quantity: 1,
      },
    ],
  }
}

/**
 * Switching medication in the checkout clears the cart and fills it again with the other
 * medication at the same term (spec 000); the coupon goes with the old contents. The cart keeps
 * its id, so the patient's link still opens it.
 */
export async function switchCartMedication(patient: SignedInPatient, cart: Cart, drug: Drug, paymentTerms: PaymentTerms): Promise<void> {
  const contents = await cartContents(drug, paymentTerms)
  await updateOpenCart(patient, cart, { ...contents, couponCode: null })
}

/**
 * Keeps the pre-checkout's answers on the cart (ADR 064). Step 4's medication, when it is not the
 * cart's, refills the cart as the checkout's switch does, in the same write: the answers and the
 * contents never disagree, and the price is the CMS plan's for that drug and term.
 */
export async function answerCartPreCheckout(patient: SignedInPatient, cart: Cart, answers: PreCheckoutAnswers): Promise<void> {
  const contents =
    answers.medication === cart.medication ? {} : { ...(await cartContents(answers.medication, Number(cart.paymentTerms) as PaymentTerms)), couponCode: null }
  await updateOpenCart(patient, cart, { ...contents, ...cartPreCheckoutFields(answers) })
}

/** One write to a cart that must still be open, never while a BUY NOW of this patient is under way (in any process): it holds the same claim. */
async function updateOpenCart(patient: SignedInPatient, cart: Cart, data: Partial<Cart>): Promise<void> {
  const outcome = await withClaim(checkoutClaimKey(patient.id), 10_000, async () => {
    const cms = await cmsAs(patient)
    // A BUY NOW that held the cart just before may have turned it into an order.
    const current = await cms.findByID({ collection: 'carts', id: cart.id, depth: 0, select: { status: true } })
    if (current.status !== 'open') throw new CartError(checkoutOutcomeMessages.cartAlreadyPaid)
    await cms.update({ collection: 'carts', id: cart.id, depth: 0, data })
  })
  if (outcome.status === 'busy') throw new CartError(checkoutOutcomeMessages.inProgress)
}

/** The patient's own open cart by its public id, or null (unknown, someone else's, or paid). */
export async function findOpenCart(publicId: string, patient: SignedInPatient): Promise<Cart | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) return null
  const cms = await cmsAs(patient)
  const found = await cms.find({
    collection: 'carts',
    // `paying`: a BUY NOW holds it right now; the page still opens and a second BUY NOW waits for it.
    where: { and: [{ publicId: { equals: publicId } }, { status: { in: ['open', 'paying'] } }] },
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return found.docs[0] ?? null
}

/**
 * A page's cart: the signed-in patient's own open cart, else the same 404 for unknown, paid or
 * another patient's (nothing about which). A visitor signs in first.
 */
export async function requireOpenCart(request: Request, publicId: string): Promise<{ patient: SignedInPatient; cart: Cart }> {
  const patient = await requireCheckoutPatient(request)
  const cart = await findOpenCart(publicId, patient)
  if (!cart) throw data({ message: cartLoadFailedMessage('We could not find this cart') }, { status: 404 })
  return { patient, cart }
}
