import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkoutAmountCents } from './checkout-amount.ts'

describe('checkout amount', () => {
  it('charges the term price less the coupon, in cents', () => {
    expect(checkoutAmountCents({ drug: 'semaglutide', paymentTerms: 6 })).toBe(80999)
    expect(checkoutAmountCents({ drug: 'tirzepatide', paymentTerms: 12, couponDiscountCents: 10000 })).toBe(224900)
  })

  it('is always a whole, non-negative number of cents', () => {
    fc.assert(
      fc.property(fc.constantFrom('semaglutide' as const, 'tirzepatide' as const), fc.constantFrom(1, 3, 6, 12) , fc.nat(), (drug, terms, coupon) => {
        const amount = checkoutAmountCents({ drug, paymentTerms: terms, couponDiscountCents: coupon })
        return Number.isInteger(amount) && amount >= 0
      }),
    )
  })
})
