import type { Cents } from './money.ts'

/** A coupon as marketing defines it in the CMS. */
export type CouponTerms = {
  kind: 'fixed' | 'percent'
  amountCents?: number | null
  percent?: number | null
  /** Payment terms it is valid for; empty means every term. */
  terms?: readonly (string | number)[] | null
  validFrom?: string | null
  validUntil?: string | null
  maxRedemptions?: number | null
  redemptions?: number | null
  active?: boolean | null
}

export type CouponCheck = { ok: true; discountCents: Cents } | { ok: false; reason: 'inactive' | 'not_started' | 'expired' | 'used_up' | 'wrong_term' }

/**
 * Whether a coupon applies to this plan now, and its value in cents (a percent is rounded down to
 * the cent, and no coupon takes the price below zero).
 */
export function checkCoupon(coupon: CouponTerms, input: { priceCents: Cents; paymentTerms: number; now: Date }): CouponCheck {
  if (coupon.active === false) return { ok: false, reason: 'inactive' }
  if (coupon.validFrom && input.now < new Date(coupon.validFrom)) return { ok: false, reason: 'not_started' }
  if (coupon.validUntil && input.now > new Date(coupon.validUntil)) return { ok: false, reason: 'expired' }
  if (coupon.maxRedemptions && (coupon.redemptions ?? 0) >= coupon.maxRedemptions) return { ok: false, reason: 'used_up' }
  if (coupon.terms && coupon.terms.length > 0 && !coupon.terms.map(String).includes(String(input.paymentTerms))) {
    return { ok: false, reason: 'wrong_term' }
  }
  const raw = coupon.kind === 'percent' ? Math.floor((input.priceCents * (coupon.percent ?? 0)) / 100) : (coupon.amountCents ?? 0)
  return { ok: true, discountCents: Math.min(input.priceCents, Math.max(0, Math.trunc(raw))) }
}
