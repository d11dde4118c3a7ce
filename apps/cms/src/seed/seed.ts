import { DEFAULT_CLAIMS, DEFAULT_CONSENT_TEXT_VERSION, DEFAULT_STARTING_AT_PLACEMENT, MINIMUM_AGE, medicationCatalogueSeedRows } from '@telehealth/domain'
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import { documentToRows } from '../collections/Questionnaires/document.ts'
import { initialFunnelCopy } from './content.ts'
import { initialLegalPages } from './legal.ts'
import { initialQuestionnaires } from './questionnaires.ts'
import { initialOffers, initialProducts, initialPromotions } from './shop.ts'

export interface SeedOptions {
  adminEmail: string
  adminPassword: string
}

export interface SeedResult {
  createdAdmin: boolean
  seededCopy: boolean
  /** Documents created this run, per collection. */
  created: Record<string, number>
}

export const initialSettings = {
  companyName: 'Evergreen Health',
  companyAddress: '1209 Orange Street, Wilmington, DE 19801',
  supportEmail: 'care@example.com',
  supportPhone: '(555) 010-0199',
  // The claims of spec 000 section 1, and the 12-month "starting at" prices where marketing places them.
  claims: { ...DEFAULT_CLAIMS },
  startingAtPlacement: [...DEFAULT_STARTING_AT_PLACEMENT],
  consentTextVersion: DEFAULT_CONSENT_TEXT_VERSION,
}

/**
 * The clinical and compliance rules a fresh installation starts with (ADR 103): the spec's minimum
 * age; the blocked states, state video list and notes for the doctor come from the fields' defaults.
 */
export const initialClinicalRules = {
  minimumAge: MINIMUM_AGE,
}

/**
 * Puts in what a fresh installation needs and leaves everything else alone, so running it on
 * every start keeps the data staff have entered (a document is only created when its key is absent).
 */
export async function seed(payload: Payload, options: SeedOptions): Promise<SeedResult> {
  const created: Record<string, number> = {}

  async function ensure<S extends CollectionSlug>(collection: S, where: Where, data: RequiredDataFromCollectionSlug<S>) {
    const existing = await payload.find({ collection, where, limit: 1, depth: 0, draft: true })
    if (existing.totalDocs > 0) return false
    await payload.create({ collection, data, draft: false })
    created[collection] = (created[collection] ?? 0) + 1
    return true
  }

  const createdAdmin = await ensure(
    'staff',
    { email: { equals: options.adminEmail.toLowerCase() } },
    { email: options.adminEmail, password: options.adminPassword, name: 'Administrator', role: 'admin' },
  )

  const copy = await payload.findGlobal({ slug: 'funnel-copy', depth: 0 })
  const seededCopy = !copy.intake?.welcome?.heading
  if (seededCopy) await payload.updateGlobal({ slug: 'funnel-copy', data: initialFunnelCopy })

  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  if (!settings.companyAddress) await payload.updateGlobal({ slug: 'settings', data: initialSettings })

  // Clinical settings never saved have no id yet: saved once, with their defaults, so the first version is kept.
  const clinical = await payload.findGlobal({ slug: 'clinical-settings', depth: 0 })
  if (!clinical.updatedAt) await payload.updateGlobal({ slug: 'clinical-settings', data: initialClinicalRules })

  // The drug dose table, hidden medications and switch table of spec 001 (ADR 047), once: an
  // empty dose table means a fresh installation, and whatever clinicians changed stays.
  const catalogue = await payload.findGlobal({ slug: 'medication-catalogue', depth: 0 })
  if (!catalogue.doseSteps?.length) await payload.updateGlobal({ slug: 'medication-catalogue', data: medicationCatalogueSeedRows() })

  for (const product of initialProducts) await ensure('products', { slug: { equals: product.slug } }, product)
  for (const offer of initialOffers) await ensure('offers', { code: { equals: offer.code } }, offer)
  for (const promotion of initialPromotions(new Date())) await ensure('promotions', { name: { equals: promotion.name } }, promotion)
  for (const legal of initialLegalPages) await ensure('legal-pages', { slug: { equals: legal.slug } }, legal)
  for (const questionnaire of initialQuestionnaires) {
    await ensure(
      'questionnaires',
      { kind: { equals: questionnaire.kind } },
      {
        title: questionnaire.title,
        kind: questionnaire.kind,
        ...documentToRows(questionnaire.document),
        _status: 'published',
      },
    )
  }

  return { createdAdmin, seededCopy, created }
}
