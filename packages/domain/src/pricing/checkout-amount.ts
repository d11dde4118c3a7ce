import { applyCoupon } from './coupon.ts'
import type { Cents } from './money.ts'
import { DEFAULT_PLAN_PRICES, type Drug, type PaymentTerms, type PlanPrices } from './plans.ts'

/** What the checkout charges, in cents: the plan's term price less the accepted coupon's value. */
export function checkoutAmountCents(input: {
  drug: Drug
  paymentTerms: PaymentTerms
  couponDiscountCents?: Cents
  prices?: PlanPrices
}): Cents {
  const price = (input.prices ?? DEFAULT_PLAN_PRICES)[input.drug][input.paymentTerms]
  return applyCoupon(price, input.couponDiscountCents ?? 0)
}
