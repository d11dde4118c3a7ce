import { isDuplicateKey } from '@telehealth/cms/site'
import type { PromotionAddOn } from '@telehealth/cms/payload-types'
import { MAX_TEXT_LENGTH, percentOffCents, promotionMessages, rowIdText } from '@telehealth/domain'
import { cmsAsVisitor, cmsFor, type SignedInPatient } from '~/cms.server.ts'
import { livePromotion } from './promotion.server.ts'

/**
 * `POST /api/bundle-selected` (selectedMed; spec 001, the portal's "40% off new items"; ADR 096):
 * the add-on the patient names is kept for their next order at the live promotion's percentage off
 * its monthly price, both read from the CMS now. Whatever else the browser sends (a price, a
 * percentage) is never read. 'None' keeps nothing. Choosing the same add-on again during the same
 * promotion is the same row (its key), never a second one.
 */

type AddOnAnswer =
  { status: 200; body: { status: 'success'; message: string; item: AddOnItem | null } } | { status: 400 | 409; body: { status: 'error'; message: string } }

interface AddOnItem {
  name: string
  listPriceCents: number
  percentOff: number
  priceCents: number
}

const refusal = (status: 400 | 409, message: string): AddOnAnswer => ({ status, body: { status: 'error', message } })

const itemOf = (row: Pick<PromotionAddOn, 'name' | 'listPriceCents' | 'percentOff' | 'priceCents'>): AddOnItem => ({
  name: row.name,
  listPriceCents: row.listPriceCents,
  percentOff: row.percentOff,
  priceCents: row.priceCents,
})

/** The add-on product the patient named (its name, as the bundle's options post it, or its slug), active and priced. */
async function addOnProduct(selectedMed: string) {
  const cms = await cmsAsVisitor()
  const found = await cms.find({
    collection: 'products',
    where: {
      and: [{ kind: { equals: 'addon' } }, { active: { equals: true } }, { or: [{ name: { equals: selectedMed } }, { slug: { equals: selectedMed } }] }],
    },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { name: true, monthlyPriceCents: true },
  })
  const product = found.docs[0]
  return product && typeof product.monthlyPriceCents === 'number' ? { ...product, monthlyPriceCents: product.monthlyPriceCents } : null
}

export async function selectPromotionAddOn(patient: SignedInPatient, body: unknown, now: Date = new Date()): Promise<AddOnAnswer> {
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).selectedMed : undefined
  const selectedMed = typeof raw === 'string' ? raw.trim() : ''
  if (!selectedMed || selectedMed.length > MAX_TEXT_LENGTH) return refusal(400, promotionMessages.addOnMissing)
  if (selectedMed === 'None') return { status: 200, body: { status: 'success', message: promotionMessages.addOnNone, item: null } }

  const promotion = await livePromotion(now)
  if (!promotion) return refusal(409, promotionMessages.notLive)
  const product = await addOnProduct(selectedMed)
  if (!product) return refusal(400, promotionMessages.addOnUnknown)

  const key = `${rowIdText(patient.id)}:${rowIdText(promotion.id)}:${rowIdText(product.id)}`
  // Access off: the patient may not write priced records; the server writes this one for them, priced here (audited as theirs).
  const cms = await cmsFor(patient)
  const existing = async () =>
    (await cms.find({ collection: 'promotion-add-ons', where: { key: { equals: key } }, limit: 1, pagination: false, depth: 0 })).docs[0] ?? null
  const earlier = await existing()
  if (earlier) return { status: 200, body: { status: 'success', message: promotionMessages.addOnAdded(earlier.name), item: itemOf(earlier) } }
  try {
    const created = await cms.create({
      collection: 'promotion-add-ons',
      depth: 0,
      data: {
        patient: patient.id,
        promotion: promotion.id,
        product: product.id,
        name: product.name,
        listPriceCents: product.monthlyPriceCents,
        percentOff: promotion.addOnPercentOff,
        priceCents: percentOffCents(product.monthlyPriceCents, promotion.addOnPercentOff),
        status: 'selected',
        key,
      },
    })
    return { status: 200, body: { status: 'success', message: promotionMessages.addOnAdded(created.name), item: itemOf(created) } }
  } catch (error) {
    // Two clicks at once: the other one wrote the row.
    const written = isDuplicateKey(error) ? await existing() : null
    if (!written) throw error
    return { status: 200, body: { status: 'success', message: promotionMessages.addOnAdded(written.name), item: itemOf(written) } }
  }
}
