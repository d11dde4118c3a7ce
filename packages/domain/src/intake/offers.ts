/**
 * Plan offers chosen by the `sema` and `tir` query parameters on entry. The tables are the spec's
 * values; the CMS may pass its own.
 */
export type OfferTable = { byCode: Readonly<Record<string, string>>; otherwise: string }

export const DEFAULT_SEMA_OFFER_TABLE: OfferTable = {
  byCode: { A: 'sema_plan_134562', C: 'sema_plan_367367' },
  otherwise: 'sema_plan_278928',
}

export const DEFAULT_TIR_OFFER_TABLE: OfferTable = {
  byCode: { B: 'tirz_plan_2', C: 'tirz_plan_3' },
  otherwise: 'tirz_plan_1',
}

/** Offers held before any query is seen (spec 000 section 9 spells the tirzepatide one tir_plan_1). */
export const DEFAULT_OFFERS = { sema_offer: 'sema_plan_278928', tir_offer: 'tir_plan_1' } as const

export type Offers = { sema_offer: string; tir_offer: string }

function offerFor(code: string, table: OfferTable): string {
  return table.byCode[code] ?? table.otherwise
}

/** Only the parameters present change an offer; the rest keep what is stored. */
export function offersFromQuery(
  query: URLSearchParams,
  tables: { sema: OfferTable; tir: OfferTable } = {
    sema: DEFAULT_SEMA_OFFER_TABLE,
    tir: DEFAULT_TIR_OFFER_TABLE,
  },
): Partial<Offers> {
  const offers: Partial<Offers> = {}
  const sema = query.get('sema')
  const tir = query.get('tir')
  if (sema !== null) offers.sema_offer = offerFor(sema, tables.sema)
  if (tir !== null) offers.tir_offer = offerFor(tir, tables.tir)
  return offers
}
