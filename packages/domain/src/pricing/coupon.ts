import { z } from 'zod'
import { MAX_TEXT_LENGTH } from '../form/fields.ts'
import { checkoutMessages } from '../messages.ts'
import type { Cents } from './money.ts'

/** The coupon box: non-empty, at most 256 characters. */
export const couponSchema = z.object({
  coupon: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: checkoutMessages.couponRequired })
      .min(1, { error: checkoutMessages.couponRequired, abort: true })
      .max(MAX_TEXT_LENGTH, { error: checkoutMessages.couponRequired }),
  ),
})

/** Coupon value subtracted from the price; a coupon never makes the charge negative. */
export function applyCoupon(priceCents: Cents, couponValueCents: Cents): Cents {
  return Math.max(0, priceCents - Math.max(0, couponValueCents))
}
