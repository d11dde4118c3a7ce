import { checkCoupon } from '@telehealth/domain'
import { waitForClaim } from '~/claims.server.ts'
import { cmsAsServer } from '~/cms.server.ts'

export type CouponAnswer = { status: 'success'; couponId: string; discountCents: number } | { status: 'error' }

async function couponByCode(code: string) {
  const cms = await cmsAsServer()
  const found = await cms.find({ collection: 'coupons', where: { code: { equals: code.trim().toUpperCase() } }, limit: 1, pagination: false, depth: 0 })
  return found.docs[0] ?? null
}

/** The server decides a coupon's value; the browser only shows it. */
export async function validateCoupon(code: string, priceCents: number, paymentTerms: number, now = new Date()): Promise<CouponAnswer> {
  const coupon = await couponByCode(code)
  if (!coupon) return { status: 'error' }
  const result = checkCoupon(coupon, { priceCents, paymentTerms, now })
  return result.ok ? { status: 'success', couponId: String(coupon.id), discountCents: result.discountCents } : { status: 'error' }
}

export interface CouponReservation {
  /** False when the coupon's last redemption went to someone else meanwhile. */
  reserved: boolean
  /** The BUY NOW ended without an order: the redemption goes back. */
  release(): Promise<void>
  /** The order was written: the redemption stays. */
  keep(): Promise<void>
}

const COUPON_CLAIM_MS = 10_000
/** How long a BUY NOW waits for another one's few milliseconds with the coupon's count. */
const COUPON_WAIT_MS = 5_000

/**
 * Counts one redemption before the card is asked, so two patients can never both take a coupon's
 * last redemption: the count is read and raised while holding the coupon's claim (every process
 * sees it), and handed back if the BUY NOW does not become an order.
 */
export async function reserveCoupon(code: string): Promise<CouponReservation> {
  const key = `coupon:${code.trim().toUpperCase()}`
  const change = async (delta: 1 | -1): Promise<boolean> => {
    // Waits for another checkout's few milliseconds with the count, never for its gateway call.
    const claim = await waitForClaim(key, COUPON_CLAIM_MS, COUPON_WAIT_MS, 50)
    if (!claim) return false
    try {
      const coupon = await couponByCode(code)
      if (!coupon) return false
      const redemptions = coupon.redemptions ?? 0
      if (delta > 0 && coupon.maxRedemptions && redemptions >= coupon.maxRedemptions) return false
      const cms = await cmsAsServer()
      await cms.update({ collection: 'coupons', id: coupon.id, data: { redemptions: Math.max(0, redemptions + delta) }, depth: 0, select: { createdAt: true } })
      return true
    } finally {
      await claim.release()
    }
  }
  const reserved = await change(1)
  let settled = !reserved
  return {
    reserved,
    async release() {
      if (settled) return
      settled = true
      await change(-1)
    },
    async keep() {
      settled = true
    },
  }
}
