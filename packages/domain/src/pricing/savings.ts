import type { Cents } from './money.ts'
import { DEFAULT_PLAN_PRICES, type Drug, type PaymentTerms, type PlanPrices } from './plans.ts'

/**
 * Savings of a term over paying month by month: monthly price x months - term total.
 * The other reading in the spec (first month + regular month x (terms - 1) - total) only differs
 * when a first month is priced apart, which no price table has; see SAVINGS.md.
 * Never negative: a term dearer than monthly shows no saving rather than a loss.
 */
export function termSavingsCents(drug: Drug, paymentTerms: PaymentTerms, prices: PlanPrices = DEFAULT_PLAN_PRICES): Cents {
  const monthly = prices[drug][1]
  return Math.max(0, monthly * paymentTerms - prices[drug][paymentTerms])
}
