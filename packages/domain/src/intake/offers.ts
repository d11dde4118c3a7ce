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

/** One row of the CMS Offers collection. */
export interface OfferRow {
  code: string
  medication: 'semaglutide' | 'tirzepatide'
  /** The value after ?sema= / ?tir=; empty or null: the medication's default offer. */
  queryValue?: string | null
  active?: boolean | null
}

/**
 * The query tables from marketing's Offers: active rows only; a medication with no active
 * default keeps the spec's default, and with no rows at all the spec's whole table.
 */
export function offerTablesFromRows(rows: readonly OfferRow[]): { sema: OfferTable; tir: OfferTable } {
  const table = (medication: OfferRow['medication'], fallback: OfferTable): OfferTable => {
    const active = rows.filter((row) => row.medication === medication && row.active !== false)
    if (active.length === 0) return fallback
    const byCode: Record<string, string> = {}
    let otherwise: string | null = null
    for (const row of active) {
      const value = (row.queryValue ?? '').trim()
      if (value) byCode[value] ??= row.code
      else otherwise ??= row.code
    }
    return { byCode, otherwise: otherwise ?? fallback.otherwise }
  }
  return { sema: table('semaglutide', DEFAULT_SEMA_OFFER_TABLE), tir: table('tirzepatide', DEFAULT_TIR_OFFER_TABLE) }
}

/** The plan id an order of `medication` carries: the offer held for that medication. */
export function planIdFor(medication: 'semaglutide' | 'tirzepatide', offers: Partial<Offers> | null | undefined): string {
  return medication === 'semaglutide' ? (offers?.sema_offer ?? DEFAULT_OFFERS.sema_offer) : (offers?.tir_offer ?? DEFAULT_OFFERS.tir_offer)
}

/** The affiliate conversion id (c_id) as kept: printable, at most 128 characters; anything else is dropped. */
export function conversionIdFrom(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim()
  return /^[\w.~:-]{1,128}$/.test(trimmed) ? trimmed : null
}
