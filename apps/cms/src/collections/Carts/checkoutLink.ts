import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { tokenHash } from '../../auth/tokens.ts'
import type { Cart } from '../../payload-types.ts'

/** A checkout link signs its holder in once, within 48 hours (ADR 010). */
export const CHECKOUT_LINK_TTL_MS = 48 * 60 * 60 * 1000

/** Where a cart's checkout opens on the site. */
export const checkoutPath = (publicId: string) => `/weight-loss-payment/${publicId}`

export interface CheckoutLink {
  /** `/weight-loss-payment/{publicId}?link={token}` */
  path: string
  /** The same on the site's public address, when the CMS knows it (SITE_URL). */
  url: string | null
  /** UTC ISO */
  expiresAt: string
}

export class CartNotOpenError extends Error {
  constructor(readonly status: Cart['status']) {
    super(`This cart is ${status}: a checkout link can only be made for an open cart.`)
  }
}

/**
 * Makes a new one-time link for an open cart: 128 random bits, of which only the hash and the
 * expiry are stored. Any earlier link of the cart stops working, so an agent can simply send a
 * fresh one when the patient lost the first.
 */
export async function issueCheckoutLink(
  payload: Payload,
  cart: Pick<Cart, 'id' | 'publicId' | 'status'>,
  options: { siteUrl?: string | undefined; now?: number } = {},
): Promise<CheckoutLink> {
  if (cart.status !== 'open') throw new CartNotOpenError(cart.status)
  if (!cart.publicId) throw new Error('A cart without a public id cannot have a link')
  const token = crypto.randomBytes(16).toString('base64url')
  const expiresAt = new Date((options.now ?? Date.now()) + CHECKOUT_LINK_TTL_MS).toISOString()
  // The server writes the hidden fields itself (no user): nobody may set them through the API.
  await payload.update({
    collection: 'carts',
    id: cart.id,
    data: { linkTokenHash: tokenHash(token), linkExpiresAt: expiresAt },
    depth: 0,
  })
  const path = `${checkoutPath(cart.publicId)}?link=${token}`
  return { path, url: options.siteUrl ? new URL(path, options.siteUrl).toString() : null, expiresAt }
}
