import { checkoutPath } from '@telehealth/cms/site'
import type { Cart, Promotion } from '@telehealth/cms/payload-types'
import { isPaymentTerms, isPromotionLive, perMonthAverageCents, percentOffCents, storedPaymentTerms, type Drug, type PaymentTerms } from '@telehealth/domain'
import { cmsAs, cmsAsVisitor, type SignedInPatient } from '~/cms.server.ts'
import type { Medication } from '~/checkout/catalog.server.ts'

/**
 * The portal's promotion (spec 001: the hidden promotional tab, its countdown and "40% off new
 * items"; ADR 096). Marketing keeps it in the CMS; every answer here is decided by the server's
 * clock against its start and end, and every price is the one stored with it.
 */

/** The promotion running at `now`, or null: the newest to start when two overlap. */
export async function livePromotion(now: Date = new Date()): Promise<Promotion | null> {
  const cms = await cmsAsVisitor()
  const at = now.toISOString()
  const found = await cms.find({
    collection: 'promotions',
    where: { and: [{ active: { not_equals: false } }, { startsAt: { less_than_equal: at } }, { endsAt: { greater_than: at } }] },
    sort: '-startsAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const promotion = found.docs[0] ?? null
  // The database compared the dates; the domain's rule is the one the page and the checkout share.
  return promotion && isPromotionLive(promotion, now) ? promotion : null
}

interface PromotionPlanView {
  id: string
  label: string
  medication: Drug
  months: PaymentTerms
  priceCents: number
  perMonthCents: number
  details: string | null
}

type PromotionPlanRow = NonNullable<Promotion['plans']>[number]

function planView(plan: PromotionPlanRow): PromotionPlanView | null {
  const months = Number(plan.paymentTerms)
  if (!plan.id || !isPaymentTerms(months)) return null
  return {
    id: plan.id,
    label: plan.label,
    medication: plan.medication,
    months,
    priceCents: plan.priceCents,
    perMonthCents: perMonthAverageCents(plan.priceCents, months),
    details: plan.details ?? null,
  }
}

const promotionPlans = (promotion: Promotion): PromotionPlanView[] =>
  (promotion.plans ?? []).map(planView).filter((plan): plan is PromotionPlanView => plan !== null)

interface PromotionAddOnView {
  name: string
  listPriceCents: number
  priceCents: number
}

/** The add-ons on sale, each at the promotion's percentage off its monthly price. */
async function promotionAddOns(promotion: Pick<Promotion, 'addOnPercentOff'>): Promise<PromotionAddOnView[]> {
  const cms = await cmsAsVisitor()
  const found = await cms.find({
    collection: 'products',
    where: { and: [{ kind: { equals: 'addon' } }, { active: { equals: true } }] },
    sort: 'name',
    pagination: false,
    depth: 0,
    select: { name: true, monthlyPriceCents: true },
  })
  return found.docs
    .filter((product) => typeof product.monthlyPriceCents === 'number')
    .map((product) => ({
      name: product.name,
      listPriceCents: product.monthlyPriceCents!,
      priceCents: percentOffCents(product.monthlyPriceCents!, promotion.addOnPercentOff),
    }))
}

/** The promotional tab: its plans and add-ons and the end the countdown counts to; null when nothing runs. */
export async function loadPromotionTab(now: Date = new Date()) {
  const promotion = await livePromotion(now)
  if (!promotion) return null
  return {
    name: promotion.name,
    endsAt: promotion.endsAt,
    now: now.toISOString(),
    percentOff: promotion.addOnPercentOff,
    plans: promotionPlans(promotion),
    addOns: await promotionAddOns(promotion),
  }
}

export class PromotionEnded extends Error {}

/**
 * A cart for one of the live promotion's plans, at the price stored with it, and the checkout's
 * address for it. The browser names the plan only (its row id); the price, the medication and the
 * term come from the CMS. Checkout sends the cart to its pre-checkout first when that is unanswered.
 */
export async function startPromotionCart(patient: SignedInPatient, planId: unknown, now: Date = new Date()): Promise<string> {
  const promotion = await livePromotion(now)
  if (!promotion) throw new PromotionEnded('This offer has ended.')
  const plan = promotionPlans(promotion).find((candidate) => candidate.id === planId)
  if (!plan) throw new PromotionEnded('That plan is not part of the offer. Reload the page to see the offer as it is now.')
  const product = await medicationProduct(plan.medication)
  const cms = await cmsAs(patient)
  const cart = await cms.create({
    collection: 'carts',
    depth: 0,
    data: {
      patient: patient.id,
      status: 'open',
      medication: plan.medication,
      paymentTerms: storedPaymentTerms(plan.months),
      promotion: promotion.id,
      items: [
        {
          product: product?.id ?? null,
          name: product?.name ?? plan.label,
          sku: product?.sku ?? null,
          main_type: 'Prescription',
          priceCents: plan.priceCents,
          retailPriceCents: plan.priceCents,
          quantity: 1,
        },
      ],
    },
  })
  return checkoutPath(String(cart.publicId))
}

async function medicationProduct(drug: Drug) {
  const cms = await cmsAsVisitor()
  const found = await cms.find({
    collection: 'products',
    where: { and: [{ kind: { equals: 'medication' } }, { medication: { equals: drug } }, { active: { equals: true } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { name: true, sku: true },
  })
  return found.docs[0] ?? null
}

/**
 * The checkout's catalogue for this cart: the CMS's plans, except that a cart bought from the
 * promotional tab offers the promotion's plans for its medication at their stored prices, and none
 * once the promotion has ended (the checkout then answers that the plan is no longer available).
 */
export async function medicationsForCart(
  cart: Pick<Cart, 'promotion' | 'medication'>,
  medications: Medication[],
  now: Date = new Date(),
): Promise<Medication[]> {
  if (cart.promotion === null || cart.promotion === undefined) return medications
  const promotionId = typeof cart.promotion === 'object' ? cart.promotion.id : cart.promotion
  const promotion = await livePromotion(now)
  const plans = promotion && String(promotion.id) === String(promotionId) ? promotionPlans(promotion).filter((plan) => plan.medication === cart.medication) : []
  return medications.map((medication) =>
    medication.drug !== cart.medication
      ? medication
      : {
          ...medication,
          plans: plans
            .sort((a, b) => a.months - b.months)
            .map((plan) => ({
              paymentTerms: plan.months,
              label: plan.label,
              cadence: `every ${plan.months} months`,
              note: plan.details,
              priceCents: plan.priceCents,
              perMonthCents: plan.perMonthCents,
              savingsCents: 0,
            })),
        },
  )
}
