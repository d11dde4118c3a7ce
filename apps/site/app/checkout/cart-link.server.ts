import { tokenHash } from '@telehealth/cms/site'
import type { Cart } from '@telehealth/cms/payload-types'
import type { RowId } from '@telehealth/domain'
import type { Where } from 'payload'
import { tryClaim } from '~/claims.server.ts'
import { cmsAccountEvent, cmsBeforeSignIn, cmsFor } from '~/cms.server.ts'

/** On success, the cart and the id of its patient, who is to be signed in. */
export type CartLinkCheck = { ok: true; cart: Cart; patientId: RowId } | { ok: false }

/** A token is 128 random bits in base64url (22 characters); anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,64}$/

/** A link works for 48 hours (ADR 010); its use is remembered a little longer than that. */
const USED_LINK_MEMORY_MS = 50 * 60 * 60 * 1000

/**
 * Accepts a checkout link made by staff in the CMS (`?link={token}`, ADR 010) once, before it
 * expires, for an open cart: the cart's patient is then signed in. An old, used, replaced or
 * altered link gets the sign-in page instead.
 *
 * The cart keeps only the SHA-256 of the token. Of two simultaneous uses of the same link exactly
 * one wins: the use is a claim on the token's hash (a unique row, so one process's insert succeeds
 * and any other's is refused), kept until after the link would have expired anyway (ADR 018).
 */
export async function redeemCartLink(publicId: string, token: string, now = Date.now()): Promise<CartLinkCheck> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false }
  const at = new Date(now).toISOString()
  const linkHash = tokenHash(token)
  const where: Where = {
    and: [{ publicId: { equals: publicId } }, { linkTokenHash: { equals: linkHash } }, { linkExpiresAt: { greater_than: at } }, { status: { equals: 'open' } }],
  }
  const found = await (await cmsBeforeSignIn()).find({ collection: 'carts', where, limit: 1, pagination: false, depth: 0 })
  const match = found.docs[0]
  if (!match) return { ok: false }
  if (!(await tryClaim(`cart-link:${linkHash}`, USED_LINK_MEMORY_MS, new Date(now)))) return { ok: false }
  const patientId = typeof match.patient === 'object' ? match.patient.id : match.patient
  // Access off: spending the link's token (server-only fields) is the server's; the patient is the actor.
  const forPatient = await cmsFor({ id: patientId })
  const cart = await forPatient.update({ collection: 'carts', id: match.id, depth: 0, data: { linkTokenHash: null, linkExpiresAt: null, linkRedeemedAt: at } })
  await cmsAccountEvent('link_login', patientId)
  return { ok: true, cart, patientId }
}
