import crypto from 'node:crypto'
import type { Cart } from '@telehealth/cms/payload-types'
import { getCms } from '~/cms.server.ts'
import { env } from '~/env.server.ts'

/** A cart link signs its holder in for 48 hours, once (ADR 010). */
export const CART_LINK_TTL_MS = 48 * 60 * 60 * 1000

function signature(publicId: string, expiresAt: number): string {
  return crypto.createHmac('sha256', env.sessionSecret).update(`cart-link:${publicId}:${expiresAt}`).digest('base64url')
}

/** The checkout link to send a patient (by email or SMS) that opens their cart signed in. */
export function signedCartPath(publicId: string, now = Date.now()): string {
  const expiresAt = now + CART_LINK_TTL_MS
  return `/weight-loss-payment/${publicId}?link=${expiresAt}.${signature(publicId, expiresAt)}`
}

export type CartLinkCheck = { ok: true; cart: Cart } | { ok: false }

/**
 * Accepts a signed cart link once, before it expires: the cart's patient is then signed in.
 * Anyone holding an old, used or altered link gets the sign-in page instead.
 */
export async function redeemCartLink(publicId: string, link: string, now = Date.now()): Promise<CartLinkCheck> {
  const [expires, given] = link.split('.')
  const expiresAt = Number(expires)
  if (!given || !Number.isFinite(expiresAt) || expiresAt < now) return { ok: false }
  const expected = Buffer.from(signature(publicId, expiresAt))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return { ok: false }
  const cms = await getCms()
  const found = await cms.find({ collection: 'carts', where: { and: [{ publicId: { equals: publicId } }, { status: { equals: 'open' } }] }, limit: 1, depth: 0 })
  const cart = found.docs[0]
  if (!cart || cart.linkRedeemedAt) return { ok: false }
  await cms.update({ collection: 'carts', id: cart.id, data: { linkRedeemedAt: new Date(now).toISOString() } })
  return { ok: true, cart }
}
