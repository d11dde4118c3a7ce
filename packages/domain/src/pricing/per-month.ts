import type { Cents } from './money.ts'
import { DEFAULT_PLAN_PRICES, type Drug, type PlanPrices } from './plans.ts'

/**
 * Per-month average = total / months, cut down to the cent. Cutting (not rounding) is what the
 * spec's own figures show: 1279.99 / 12 is "$106.66" and 1149.97 / 6 is "$191.66".
 */
export function perMonthAverageCents(totalCents: Cents, months: number): Cents {
  return Math.floor(totalCents / months)
}

/** The "starting at" figure: the lowest per-month average over all terms of a drug. */
export function startingAtCents(drug: Drug, prices: PlanPrices = DEFAULT_PLAN_PRICES): Cents {
  const terms = Object.entries(prices[drug]).map(([months, total]) => perMonthAverageCents(total, Number(months)))
  return Math.min(...terms)
}
