import {
  ANTI_NAUSEA_MONTHLY_PRICE_CENTS,
  ANTI_NAUSEA_STRUCK_PRICE_CENTS,
  DEFAULT_PLAN_PRICES,
  DEFAULT_SEMA_OFFER_TABLE,
  DEFAULT_TIR_OFFER_TABLE,
  PAYMENT_TERMS,
  PLAN_LABELS,
  PORTAL_PROMOTION_PERCENT_OFF,
  PORTAL_PROMOTION_PRICES,
  type Drug,
} from '@telehealth/domain'
import type { Offer, Product, Promotion } from '../payload-types.ts'

type New<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

const includedItems = [{ label: 'Doctor review and prescription' }, { label: 'Clinical chat support' }, { label: 'Overnight cold shipping' }]

function medication(drug: Drug, name: string, compoundingNote: string): New<Product> {
  return {
    name,
    slug: drug,
    kind: 'medication',
    medication: drug,
    active: true,
    is_prescription: true,
    sku: `${drug.slice(0, 4).toUpperCase()}-GLP1`,
    subheader: 'Weekly injection · all dosages same price',
    compoundingNote,
    includedItems,
    plans: PAYMENT_TERMS.map((terms) => ({
      paymentTerms: String(terms) as '1' | '3' | '6' | '12',
      label: PLAN_LABELS[terms].label,
      cadence: PLAN_LABELS[terms].cadence,
      priceCents: DEFAULT_PLAN_PRICES[drug][terms],
      note:
        terms === 1
          ? 'A 3-month supply paid monthly, with a 3-month commitment; an early termination fee may apply.'
          : terms >= 6
            ? 'Ships 3 vials every 90 days.'
            : null,
    })),
  }
}

/** Both medications at the specification's prices, and the two add-ons. */
export const initialProducts: New<Product>[] = [
  medication('semaglutide', 'Compounded Semaglutide', 'Compounded with B12'),
  medication('tirzepatide', 'Compounded Tirzepatide', 'Compounded with B6'),
  {
    name: 'GLP Anti-Nausea',
    slug: 'glp-anti-nausea',
    kind: 'addon',
    active: true,
    is_prescription: true,
    sku: 'ADDON-B12-NAUSEA',
    subheader: '30 pills, 4mg ondansetron',
    monthlyPriceCents: ANTI_NAUSEA_MONTHLY_PRICE_CENTS,
    compareAtCents: ANTI_NAUSEA_STRUCK_PRICE_CENTS,
    description: 'Eases the nausea some people feel in the first weeks of a GLP-1.',
  },
  {
    name: 'GLP Energy',
    slug: 'glp-energy',
    kind: 'addon',
    active: true,
    is_prescription: false,
    sku: 'ADDON-ENERGY',
    subheader: 'Daily energy support while your appetite adjusts',
    // The specification names this add-on without a price; the same monthly price as the
    // anti-nausea add-on until marketing sets one.
    monthlyPriceCents: ANTI_NAUSEA_MONTHLY_PRICE_CENTS,
    compareAtCents: ANTI_NAUSEA_STRUCK_PRICE_CENTS,
    description: 'Supports steady energy during the first months of treatment.',
  },
]

export const initialOffers: New<Offer>[] = [
  ...Object.entries(DEFAULT_SEMA_OFFER_TABLE.byCode).map(([queryValue, code]) => ({
    code,
    medication: 'semaglutide' as const,
    queryValue,
    active: true,
  })),
  { code: DEFAULT_SEMA_OFFER_TABLE.otherwise, medication: 'semaglutide', queryValue: null, active: true },
  ...Object.entries(DEFAULT_TIR_OFFER_TABLE.byCode).map(([queryValue, code]) => ({
    code,
    medication: 'tirzepatide' as const,
    queryValue,
    active: true,
  })),
  { code: DEFAULT_TIR_OFFER_TABLE.otherwise, medication: 'tirzepatide', queryValue: null, active: true },
]

/** How long the seeded portal promotion runs from the first start of a fresh installation. */
const SEEDED_PROMOTION_DAYS = 30

/**
 * The portal promotion of spec 001 (ADR 096): the 3- and 6-month tirzepatide plans at $749.97 and
 * $1149.97 and 40 % off new add-ons, running for 30 days from the first seed, so a fresh `npm start`
 * shows the promotional tab. Marketing moves its dates, prices and percentage in the admin.
 */
export function initialPromotions(now: Date): New<Promotion>[] {
  const details = 'Includes 12 months of refills; a doctor check-in every 90 days.'
  return [
    {
      name: 'Portal tirzepatide offer',
      active: true,
      startsAt: now.toISOString(),
      endsAt: new Date(now.getTime() + SEEDED_PROMOTION_DAYS * 86_400_000).toISOString(),
      plans: [
        { label: '3 months of tirzepatide', medication: 'tirzepatide', paymentTerms: '3', priceCents: PORTAL_PROMOTION_PRICES.threeMonths.totalCents, details },
        { label: '6 months of tirzepatide', medication: 'tirzepatide', paymentTerms: '6', priceCents: PORTAL_PROMOTION_PRICES.sixMonths.totalCents, details },
      ],
      addOnPercentOff: PORTAL_PROMOTION_PERCENT_OFF,
    },
  ]
}
