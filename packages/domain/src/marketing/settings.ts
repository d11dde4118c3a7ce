/**
 * Marketing's settings (CMS global Settings) and their defaults: the claims of spec 000 section 1,
 * where the 12-month "starting at" price shows, the tag manager and the consent text version.
 */

/** The claims, worded as the spec lists them; marketing may reword or empty each one. */
export const DEFAULT_CLAIMS = {
  cost: 'About a quarter of the cost of brand-name drugs',
  doctorReview: 'Doctor review usually within 5 hours, or 24 hours or less',
  shipping: 'Free overnight shipping',
  pharmacy: 'Medication shipped in 3-5 days',
  sameDayProcessing: 'Orders placed before 3 pm, Monday to Thursday, are processed the same day',
  noShippingDays: 'No shipping on Fridays',
  rating: 'Rated 4.9 of 5 by patients',
} as const

export type Claims = { [K in keyof typeof DEFAULT_CLAIMS]?: string | null | undefined }

/** The claims to show, in the order above; an emptied claim is left out. */
export function claimsList(claims: Claims | null | undefined): string[] {
  return (Object.keys(DEFAULT_CLAIMS) as (keyof typeof DEFAULT_CLAIMS)[]).map((key) => (claims?.[key] ?? '').trim()).filter((claim) => claim.length > 0)
}

/**
 * What the status timeline's "Same day" depends on: the processing hours and the days nothing
 * ships, as one sentence each.
 */
export function sameDayConditions(claims: Claims | null | undefined): string {
  return [claims?.sameDayProcessing, claims?.noShippingDays]
    .map((claim) => (claim ?? '').trim())
    .filter((claim) => claim.length > 0)
    .map((claim) => (/[.!?]$/.test(claim) ? claim : `${claim}.`))
    .join(' ')
}

/** Pages where the 12-month "starting at" per-month price can be placed. */
export const STARTING_AT_PLACEMENTS = [
  { label: 'Plan chooser (/select-med)', value: 'select-med' },
  { label: 'Report (/weight-loss-report)', value: 'report' },
] as const
export type StartingAtPlacement = (typeof STARTING_AT_PLACEMENTS)[number]['value']
/** The spec names the prices ($106.66, $195.75) among marketing's claims; they start on the plan chooser. */
export const DEFAULT_STARTING_AT_PLACEMENT: readonly StartingAtPlacement[] = ['select-med', 'report']

export function showsStartingAt(placements: readonly string[] | null | undefined, page: StartingAtPlacement): boolean {
  return (placements ?? DEFAULT_STARTING_AT_PLACEMENT).includes(page)
}

/** A Google Tag Manager container id. */
export const TAG_MANAGER_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/

export const DEFAULT_CONSENT_TEXT_VERSION = '2025-01'
