import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkCoupon } from './coupon-eligibility.ts'

const now = new Date('2026-11-23T12:00:00Z')
const plan = { priceCents: 80999, paymentTerms: 6, now }

describe('coupon eligibility', () => {
  it('takes a fixed amount off', () => {
    expect(checkCoupon({ kind: 'fixed', amountCents: 10000 }, plan)).toEqual({ ok: true, discountCents: 10000 })
  })

  it('takes a percent off, rounded down to the cent', () => {
    expect(checkCoupon({ kind: 'percent', percent: 15 }, plan)).toEqual({ ok: true, discountCents: 12149 })
  })

  it('never discounts more than the price', () => {
    expect(checkCoupon({ kind: 'fixed', amountCents: 999999 }, plan)).toEqual({ ok: true, discountCents: 80999 })
  })

  it.each([
    [{ kind: 'fixed' as const, amountCents: 100, active: false }, 'inactive'],
    [{ kind: 'fixed' as const, amountCents: 100, validFrom: '2026-12-01T00:00:00Z' }, 'not_started'],
    [{ kind: 'fixed' as const, amountCents: 100, validUntil: '2026-11-01T00:00:00Z' }, 'expired'],
    [{ kind: 'fixed' as const, amountCents: 100, maxRedemptions: 5, redemptions: 5 }, 'used_up'],
    [{ kind: 'fixed' as const, amountCents: 100, terms: ['3', '12'] }, 'wrong_term'],
  ])('refuses %o as %s', (coupon, reason) => {
    expect(checkCoupon(coupon, plan)).toEqual({ ok: false, reason })
  })

  it('accepts the last redemption and a matching term', () => {
    expect(checkCoupon({ kind: 'fixed', amountCents: 100, maxRedemptions: 5, redemptions: 4, terms: ['6'] }, plan).ok).toBe(true)
  })

  it('a discount is always between 0 and the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (priceCents, percent) => {
        const result = checkCoupon({ kind: 'percent', percent }, { ...plan, priceCents })
        return result.ok && result.discountCents >= 0 && result.discountCents <= priceCents && Number.isInteger(result.discountCents)
      }),
    )
  })
})
