import { checkCoupon } from '@telehealth/domain'
import { getCms } from '~/cms.server.ts'

export type CouponAnswer = { status: 'success'; couponId: string; discountCents: number } | { status: 'error' }

/** The server decides a coupon's value; the browser only shows it. */
export async function validateCoupon(code: string, priceCents: number, paymentTerms: number, now = new Date()): Promise<CouponAnswer> {
  const cms = await getCms()
  const found = await cms.find({ collection: 'coupons', where: { code: { equals: code.trim().toUpperCase() } }, limit: 1, depth: 0 })
  const coupon = found.docs[0]
  if (!coupon) return { status: 'error' }
  const result = checkCoupon(coupon, { priceCents, paymentTerms, now })
  return result.ok ? { status: 'success', couponId: String(coupon.id), discountCents: result.discountCents } : { status: 'error' }
}
