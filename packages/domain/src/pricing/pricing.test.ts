import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkoutMessages } from '../messages.ts'
import { applyCoupon, couponSchema } from './coupon.ts'
import { formatUsd } from './money.ts'
import { perMonthAverageCents } from './per-month.ts'
import {
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_PLAN_PRICES,
  isPaymentTerms,
  PLAN_LABELS,
  PORTAL_PROMOTION_PRICES,
  REPORT_FREE_PERKS_CENTS,
  REPORT_OFF_CENTS,
  REPORT_SAVED_TOTAL_CENTS,
} from './plans.ts'
import { termSavingsCents } from './savings.ts'

describe('plan prices', () => {
  it.each([
    ['semaglutide', 1, 24999],
    ['semaglutide', 3, 44999],
    ['semaglutide', 6, 80999],
    ['semaglutide', 12, 127999],
    ['tirzepatide', 1, 34999],
    ['tirzepatide', 3, 74999],
    ['tirzepatide', 6, 134999],
    ['tirzepatide', 12, 234900],
  ] as const)('%s for %i months is %i cents', (drug, terms, cents) => {
    expect(DEFAULT_PLAN_PRICES[drug][terms]).toBe(cents)
  })

  it('defaults to 6 months and knows only 1, 3, 6, 12', () => {
    expect(DEFAULT_PAYMENT_TERMS).toBe(6)
    expect([1, 3, 6, 12].every(isPaymentTerms)).toBe(true)
    expect(isPaymentTerms(2)).toBe(false)
    expect(PLAN_LABELS[6]).toEqual({ label: 'Half Yearly Plan', cadence: 'every 6 months' })
  })

  it('adds the report perks and the $100 off up to $314', () => {
    const sum = Object.values(REPORT_FREE_PERKS_CENTS).reduce((total, cents) => total + cents, 0)
    expect(sum + REPORT_OFF_CENTS).toBe(REPORT_SAVED_TOTAL_CENTS)
  })
})

describe('per-month average', () => {
  it('matches the figures the spec prints', () => {
    expect(perMonthAverageCents(PORTAL_PROMOTION_PRICES.threeMonths.totalCents, 3)).toBe(24999)
    expect(perMonthAverageCents(PORTAL_PROMOTION_PRICES.sixMonths.totalCents, 6)).toBe(19166)
  })

  it('never exceeds the exact share and is always whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(1, 3, 6, 12), (total, months) => {
        const average = perMonthAverageCents(total, months)
        return Number.isInteger(average) && average * months <= total && (average + 1) * months > total
      }),
    )
  })
})

describe('savings', () => {
  it.each([
    ['semaglutide', 1, 0],
    ['semaglutide', 3, 29998],
    ['semaglutide', 6, 68995],
    ['semaglutide', 12, 171989],
    ['tirzepatide', 3, 29998],
    ['tirzepatide', 6, 74995],
    ['tirzepatide', 12, 185088],
  ] as const)('%s %i months saves %i cents', (drug, terms, cents) => {
    expect(termSavingsCents(drug, terms)).toBe(cents)
  })

  it('is never negative', () => {
    const prices = { semaglutide: { 1: 100, 3: 400, 6: 600, 12: 1200 }, tirzepatide: { 1: 1, 3: 1, 6: 1, 12: 1 } }
    expect(termSavingsCents('semaglutide', 3, prices)).toBe(0)
  })
})

describe('money', () => {
  it('formats at the edge', () => {
    expect(formatUsd(127999)).toBe('$1,279.99')
    expect(formatUsd(5)).toBe('$0.05')
    expect(formatUsd(-100)).toBe('-$1.00')
  })
})

describe('coupon', () => {
  it('requires a code of at most 256 characters', () => {
    expect(couponSchema.safeParse({ coupon: ' ' }).error?.issues[0]?.message).toBe(checkoutMessages.couponRequired)
    expect(couponSchema.safeParse({ coupon: 'a'.repeat(257) }).error?.issues[0]?.message).toBe(checkoutMessages.couponRequired)
    expect(couponSchema.parse({ coupon: ' SAVE10 ' })).toEqual({ coupon: 'SAVE10' })
    expect(couponSchema.safeParse({ coupon: 'a'.repeat(256) }).success).toBe(true)
  })

  it('subtracts the value and never goes below zero', () => {
    expect(applyCoupon(80999, 10000)).toBe(70999)
    expect(applyCoupon(1000, 5000)).toBe(0)
    fc.assert(
      fc.property(fc.nat(), fc.integer(), (price, value) => {
        const charged = applyCoupon(price, value)
        return charged >= 0 && charged <= price
      }),
    )
  })
})
