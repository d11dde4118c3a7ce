import { createCookie } from '@remix-run/node'
import { conversionIdFrom, DEFAULT_OFFERS, offersFromQuery, planIdFor, type Offers } from '@telehealth/domain'
import type { Cart } from '@telehealth/cms/payload-types'
import { getCheckoutPatient } from '~/auth/patient-session.server.ts'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { findOpenCart } from './cart.server.ts'
import { getOfferTables } from '~/content.server.ts'
import { env } from '~/env.server.ts'
import { sessionCookieOptions } from '~/session.server.ts'

/**
 * Where a visitor came from: the plan offers of the entry link (?sema=, ?tir=, mapped by
 * marketing's Offers) and the affiliate's conversion id (?c_id=). Kept in a cookie of its own, so
 * signing in (which starts a fresh session) does not lose it and any site process can read it; then
 * written to the lead, the cart and the order (the records that outlive the browser). Nothing here
 * is PHI.
 */
export interface Attribution {
  offers: Offers
  conversionId: string | null
}

const ATTRIBUTION_DAYS = 30

const attributionCookie = createCookie(env.isProduction ? '__Host-attribution' : 'attribution', {
  ...sessionCookieOptions(env.isProduction),
  maxAge: ATTRIBUTION_DAYS * 24 * 60 * 60,
  secrets: [env.sessionSecret],
})

function isOffers(value: unknown): value is Partial<Offers> {
  return typeof value === 'object' && value !== null
}

/** What the browser's cookie holds (a tampered or missing cookie holds nothing). */
export async function readAttribution(request: Request): Promise<Attribution | null> {
  const stored: unknown = await attributionCookie.parse(request.headers.get('Cookie'))
  if (typeof stored !== 'object' || stored === null) return null
  const { offers, conversionId } = stored as { offers?: unknown; conversionId?: unknown }
  return {
    offers: { ...DEFAULT_OFFERS, ...(isOffers(offers) ? pickOffers(offers) : {}) },
    conversionId: conversionIdFrom(typeof conversionId === 'string' ? conversionId : null),
  }
}

function pickOffers(offers: Partial<Offers>): Partial<Offers> {
  const picked: Partial<Offers> = {}
  if (typeof offers.sema_offer === 'string') picked.sema_offer = offers.sema_offer
  if (typeof offers.tir_offer === 'string') picked.tir_offer = offers.tir_offer
  return picked
}

/**
 * The attribution this request carries: the cookie's, overridden by this address's own query (a
 * newer affiliate link wins). `setCookie` is set when the query brought something new.
 */
export async function takeAttribution(request: Request): Promise<Attribution & { setCookie: string | null }> {
  const query = new URL(request.url).searchParams
  const [stored, tables] = await Promise.all([readAttribution(request), query.has('sema') || query.has('tir') ? getOfferTables() : null])
  const fromQuery = tables ? offersFromQuery(query, tables) : {}
  const conversionId = conversionIdFrom(query.get('c_id'))
  const attribution: Attribution = {
    offers: { ...DEFAULT_OFFERS, ...stored?.offers, ...fromQuery },
    conversionId: conversionId ?? stored?.conversionId ?? null,
  }
  const changed = Object.keys(fromQuery).length > 0 || (conversionId !== null && conversionId !== stored?.conversionId)
  return { ...attribution, setCookie: changed ? await attributionCookie.serialize(attribution) : null }
}

/**
 * The attribution a new cart gets: this browser's (cookie and query); a browser that has none
 * (another device) falls back on what the patient's latest intake recorded.
 */
export async function attributionForCart(request: Request, patient: SignedInPatient): Promise<Attribution & { setCookie: string | null }> {
  const taken = await takeAttribution(request)
  const hasOwn = (await readAttribution(request)) !== null || taken.setCookie !== null
  if (hasOwn) return taken
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'leads',
    where: { patient: { equals: patient.id } },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { offers: true, conversionId: true },
  })
  const lead = found.docs[0]
  if (!lead) return taken
  return {
    offers: { ...DEFAULT_OFFERS, ...(isOffers(lead.offers) ? pickOffers(lead.offers) : {}) },
    conversionId: conversionIdFrom(lead.conversionId),
    setCookie: null,
  }
}

/**
 * A checkout link with ?c_id= names the affiliate of that cart: kept on the cart (the order copies
 * it at BUY NOW) and in the browser's cookie. Answers the Set-Cookie header, or null.
 */
export async function keepCheckoutConversion(request: Request, publicId: string): Promise<string | null> {
  const conversionId = conversionIdFrom(new URL(request.url).searchParams.get('c_id'))
  if (!conversionId) return null
  // Not signed in yet (a staff link is redeemed first, keeping c_id in its redirect) or not this
  // patient's open cart: nothing to keep; the checkout itself answers that.
  const patient = await getCheckoutPatient(request)
  const cart = patient ? await findOpenCart(publicId, patient) : null
  if (!patient || !cart) return null
  if (cart.conversionId !== conversionId) {
    await (await cmsAs(patient)).update({ collection: 'carts', id: cart.id, depth: 0, data: { conversionId } })
  }
  return (await takeAttribution(request)).setCookie
}

/** The plan id (offer) an order from this cart carries: the cart's offer for its medication. */
export function cartPlanId(cart: Pick<Cart, 'medication' | 'sema_offer' | 'tir_offer'>): string {
  return planIdFor(cart.medication, { sema_offer: cart.sema_offer ?? undefined, tir_offer: cart.tir_offer ?? undefined })
}
