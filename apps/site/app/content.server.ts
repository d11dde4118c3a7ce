import {
  DEFAULT_BLOCKED_STATES_NEW_FUNNEL,
  DEFAULT_BLOCKED_STATES_OLD_FUNNEL,
  MINIMUM_AGE,
  medicationCatalogueFromRows,
  offerTablesFromRows,
  type MedicationCatalogue,
  type OfferTable,
} from '@telehealth/domain'
import type { ClinicalSetting, FunnelCopy, LegalPage, Product, Setting } from '@telehealth/cms/payload-types'
import { cmsAsVisitor } from './cms.server.ts'
import { memoizeFor } from './content-cache.ts'
import { env } from './env.server.ts'
import { logServerError } from '@telehealth/cms/site'

/**
 * Content staff edit in the CMS (funnel copy, settings, the footer's legal links, the catalogue)
 * is read at most once per CONTENT_CACHE_MS (2 s by default) by this process, instead of several
 * times on every request. An edit in the admin shows on the site within that time, with no
 * restart and no coupling between the two processes (ADR 013). Callers treat the values as
 * read-only: they are shared by requests.
 *
 * Money is never taken from here: placing an order reads the price afresh (catalog.server.ts).
 *
 * All of it is public content, read as any visitor may read it (`cmsAsVisitor`: access rules on).
 */
function cachedContent<T>(load: () => Promise<T>, name: string): () => Promise<T> {
  // A failed read serves the last good copy instead of breaking the page (spec 000: "stale cache on
  // error"); the copy is only content, so each process may keep its own.
  return memoizeFor(env.CONTENT_CACHE_MS, load, {
    onStale: (error) => logServerError(`Content read failed (${name}); serving the last good copy`, error),
  })
}

export const getFunnelCopy = cachedContent(
  async (): Promise<Readonly<FunnelCopy>> => (await cmsAsVisitor()).findGlobal({ slug: 'funnel-copy', depth: 0 }),
  'funnel copy',
)

export const getSettings = cachedContent(async (): Promise<Readonly<Setting>> => (await cmsAsVisitor()).findGlobal({ slug: 'settings', depth: 0 }), 'settings')

/** What clinical staff set (ADR 098, 103): the rules of where and whom we serve, the notes for the doctor, the doctor-messaging page. */
export const getClinicalSettings = cachedContent(
  async (): Promise<Readonly<ClinicalSetting>> => (await cmsAsVisitor()).findGlobal({ slug: 'clinical-settings', depth: 0 }),
  'clinical settings',
)

/**
 * The medication catalogue clinicians keep (ADR 047) as the dose rules read it: the spec's
 * defaults stand in for a table that is empty or malformed.
 */
export const getMedicationCatalogue = cachedContent(
  async (): Promise<MedicationCatalogue> => medicationCatalogueFromRows(await (await cmsAsVisitor()).findGlobal({ slug: 'medication-catalogue', depth: 0 })),
  'medication catalogue',
)

export const getFooterLegalPages = cachedContent(async (): Promise<readonly Pick<LegalPage, 'slug' | 'footerLabel'>[]> => {
  const found = await (
    await cmsAsVisitor()
  ).find({
    collection: 'legal-pages',
    sort: 'footerOrder',
    limit: 20,
    depth: 0,
    select: { slug: true, footerLabel: true },
  })
  return found.docs
}, 'legal pages')

/** Active medication products as staff last saved them. */
export async function loadMedicationProducts(): Promise<Product[]> {
  const products = await (
    await cmsAsVisitor()
  ).find({
    collection: 'products',
    where: { and: [{ kind: { equals: 'medication' } }, { active: { equals: true } }] },
    depth: 0,
    // No page count: one statement fewer on every checkout that reads prices afresh.
    pagination: false,
  })
  return products.docs
}

/** Marketing's Offers as the tables that turn ?sema= / ?tir= into plan ids. */
export const getOfferTables = cachedContent(async (): Promise<{ sema: OfferTable; tir: OfferTable }> => {
  const found = await (
    await cmsAsVisitor()
  ).find({ collection: 'offers', depth: 0, pagination: false, select: { code: true, medication: true, queryValue: true, active: true } })
  return offerTablesFromRows(found.docs)
}, 'offers')

export const getMedicationProducts = cachedContent((): Promise<readonly Product[]> => loadMedicationProducts(), 'catalogue')

/** The youngest age served (Clinical settings, ADR 103), never below the law's 18 whatever is typed there. */
export async function minimumAge(): Promise<number> {
  const configured = (await getClinicalSettings()).minimumAge
  return typeof configured === 'number' && configured > MINIMUM_AGE ? configured : MINIMUM_AGE
}

/** The states a funnel does not serve, as clinical staff set them (Clinical settings, ADR 103), or the spec's defaults. */
export async function blockedStatesFor(funnel: 'new' | 'old'): Promise<readonly string[]> {
  const settings = await getClinicalSettings()
  const configured = funnel === 'new' ? settings.blockedStatesNewFunnel : settings.blockedStatesOldFunnel
  return configured ?? (funnel === 'new' ? DEFAULT_BLOCKED_STATES_NEW_FUNNEL : DEFAULT_BLOCKED_STATES_OLD_FUNNEL)
}
