import { hashCheckoutLinkToken } from '@telehealth/cms/collections/Carts/checkoutLink'
import { recordAccountEvent } from '@telehealth/cms/hooks/audit'
import type { Cart } from '@telehealth/cms/payload-types'
import type { Where } from 'payload'
import { getCms } from '~/cms.server.ts'

/** On success, the cart and the id of its patient, who is to be signed in. */
export type CartLinkCheck = { ok: true; cart: Cart; patientId: number } | { ok: false }

/** A token is 128 random bits in base64url (22 characters); anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,64}$/

/**
 * Accepts a checkout link made by staff in the CMS (`?link={token}`, ADR 010) once, before it
 * expires, for an open cart: the cart's patient is then signed in. An old, used, replaced or
 * altered link gets the sign-in page instead.
 *
 * The cart keeps only the SHA-256 of the token. Matching the hash and clearing it is one
 * conditional write, so of two simultaneous uses of the same link exactly one wins.
 */
export async function redeemCartLink(publicId: string, token: string, now = Date.now()): Promise<CartLinkCheck> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false }
  const cms = await getCms()
  const at = new Date(now).toISOString()
  const where: Where = {
    and: [
      { publicId: { equals: publicId } },
      { linkTokenHash: { equals: hashCheckoutLinkToken(token) } },
      { linkExpiresAt: { greater_than: at } },
      { status: { equals: 'open' } },
    ],
  }
  // `atomic` makes the SQL adapter run a single UPDATE ... WHERE ... RETURNING instead of finding the
  // row first; MongoDB's findOneAndUpdate is atomic already and is given no adapter options.
  const options = cms.db.name === 'mongoose' ? {} : { atomic: true }
  // The adapter hands back the stored row, typed loosely (`Document`); it is a cart.
  const cart = (await cms.db.updateOne({
    collection: 'carts',
    where,
    data: { linkTokenHash: null, linkExpiresAt: null, linkRedeemedAt: at, updatedAt: at },
    options,
  })) as unknown as Cart | null
  if (!cart) return { ok: false }
  const patientId = typeof cart.patient === 'object' ? cart.patient.id : cart.patient
  await recordAccountEvent(cms, 'link_login', patientId)
  return { ok: true, cart, patientId }
}
