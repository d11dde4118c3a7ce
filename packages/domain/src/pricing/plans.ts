import type { Cents } from './money.ts'

export const DRUGS = ['semaglutide', 'tirzepatide'] as const
export type Drug = (typeof DRUGS)[number]

export const PAYMENT_TERMS = [1, 3, 6, 12] as const
export type PaymentTerms = (typeof PAYMENT_TERMS)[number]
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 6

export function isPaymentTerms(value: number): value is PaymentTerms {
  return (PAYMENT_TERMS as readonly number[]).includes(value)
}

/** Term totals by drug; the CMS holds the live table and passes it in. */
export type PlanPrices = Readonly<Record<Drug, Readonly<Record<PaymentTerms, Cents>>>>

export const DEFAULT_PLAN_PRICES: PlanPrices = {
  semaglutide: { 1: 24999, 3: 44999, 6: 80999, 12: 127999 },
  tirzepatide: { 1: 34999, 3: 74999, 6: 134999, 12: 234900 },
}

/** Checkout plan labels and how each bills (spec 000, checkout step 3). */
export const PLAN_LABELS: Readonly<Record<PaymentTerms, { label: string; cadence: string | null }>> = {
  1: { label: 'Monthly Plan', cadence: 'billed monthly' },
  3: { label: 'Quarterly Plan', cadence: 'every 3 months' },
  6: { label: 'Half Yearly Plan', cadence: 'every 6 months' },
  12: { label: 'Yearly Plan', cadence: 'annually' },
}

/** GLP Anti-Nausea add-on: 30 pills a month, shown struck through at 74 dollars. */
export const ANTI_NAUSEA_MONTHLY_PRICE_CENTS: Cents = 1997
export const ANTI_NAUSEA_STRUCK_PRICE_CENTS: Cents = 7400

/** The portal's promotional plans as the spec prices them: the seed's values; the CMS's promotion is the price source. */
export const PORTAL_PROMOTION_PRICES = {
  threeMonths: { months: 3, totalCents: 74997 },
  sixMonths: { months: 6, totalCents: 114997 },
} as const
/** The portal promotion's "40% off new items" (spec 001): the seed's value; the CMS's promotion is the source (ADR 096). */
export const PORTAL_PROMOTION_PERCENT_OFF = 40

/** Report-page perks, "all free": $99 + $75 + $40 = $214; with the $100 off that is the "$314 saved". */
export const REPORT_FREE_PERKS_CENTS = { doctorSupport: 9900, metabolicTesting: 7500, overnightShipping: 4000 } as const
export const REPORT_SAVED_TOTAL_CENTS: Cents = 31400
export const REPORT_OFF_CENTS: Cents = 10000
