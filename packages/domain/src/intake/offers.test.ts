import { describe, expect, it } from 'vitest'
import {
  conversionIdFrom,
  DEFAULT_OFFERS,
  DEFAULT_SEMA_OFFER_TABLE,
  DEFAULT_TIR_OFFER_TABLE,
  offersFromQuery,
  offerTablesFromRows,
  planIdFor,
  type OfferRow,
} from './offers.ts'

describe('offers from the query', () => {
  it.each([
    ['sema=A', { sema_offer: 'sema_plan_134562' }],
    ['sema=C', { sema_offer: 'sema_plan_367367' }],
    ['sema=B', { sema_offer: 'sema_plan_278928' }],
    ['sema=', { sema_offer: 'sema_plan_278928' }],
    ['tir=B', { tir_offer: 'tirz_plan_2' }],
    ['tir=C', { tir_offer: 'tirz_plan_3' }],
    ['tir=A', { tir_offer: 'tirz_plan_1' }],
    ['sema=A&tir=C', { sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_3' }],
    ['', {}],
  ])('%s', (query, offers) => {
    expect(offersFromQuery(new URLSearchParams(query))).toEqual(offers)
  })

  it('has the spec defaults', () => {
    expect(DEFAULT_OFFERS).toEqual({ sema_offer: 'sema_plan_278928', tir_offer: 'tir_plan_1' })
  })

  it('takes the CMS table', () => {
    const tables = { sema: { byCode: { Z: 'sema_z' }, otherwise: 's' }, tir: { byCode: {}, otherwise: 't' } }
    expect(offersFromQuery(new URLSearchParams('sema=Z&tir=B'), tables)).toEqual({ sema_offer: 'sema_z', tir_offer: 't' })
  })
})

describe('offers from the CMS Offers collection', () => {
  const seeded: OfferRow[] = [
    { code: 'sema_plan_134562', medication: 'semaglutide', queryValue: 'A', active: true },
    { code: 'sema_plan_367367', medication: 'semaglutide', queryValue: 'C', active: true },
    { code: 'sema_plan_278928', medication: 'semaglutide', queryValue: null, active: true },
    { code: 'tirz_plan_2', medication: 'tirzepatide', queryValue: 'B', active: true },
    { code: 'tirz_plan_3', medication: 'tirzepatide', queryValue: 'C', active: true },
    { code: 'tirz_plan_1', medication: 'tirzepatide', queryValue: '', active: true },
  ]

  it('maps A, C and the defaults of spec section 4 from the seeded rows', () => {
    const tables = offerTablesFromRows(seeded)
    expect(offersFromQuery(new URLSearchParams('sema=A'), tables)).toEqual({ sema_offer: 'sema_plan_134562' })
    expect(offersFromQuery(new URLSearchParams('sema=C&tir=C'), tables)).toEqual({ sema_offer: 'sema_plan_367367', tir_offer: 'tirz_plan_3' })
    expect(offersFromQuery(new URLSearchParams('sema=Q&tir=B'), tables)).toEqual({ sema_offer: 'sema_plan_278928', tir_offer: 'tirz_plan_2' })
    expect(offersFromQuery(new URLSearchParams('tir=X'), tables)).toEqual({ tir_offer: 'tirz_plan_1' })
  })

  it("follows marketing's edits: a new code, an inactive offer, a new default", () => {
    const tables = offerTablesFromRows([
      ...seeded.map((row) => (row.code === 'sema_plan_134562' ? { ...row, active: false } : row)),
      { code: 'sema_plan_spring', medication: 'semaglutide', queryValue: 'S', active: true },
    ])
    expect(offersFromQuery(new URLSearchParams('sema=S'), tables)).toEqual({ sema_offer: 'sema_plan_spring' })
    expect(offersFromQuery(new URLSearchParams('sema=A'), tables)).toEqual({ sema_offer: 'sema_plan_278928' })
  })

  it("keeps the spec's tables when the collection is empty", () => {
    expect(offerTablesFromRows([])).toEqual({ sema: DEFAULT_SEMA_OFFER_TABLE, tir: DEFAULT_TIR_OFFER_TABLE })
  })

  it('gives the plan id of the medication ordered', () => {
    expect(planIdFor('semaglutide', { sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_1' })).toBe('sema_plan_134562')
    expect(planIdFor('tirzepatide', { sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_3' })).toBe('tirz_plan_3')
    expect(planIdFor('semaglutide', null)).toBe(DEFAULT_OFFERS.sema_offer)
  })

  it('keeps a printable c_id and drops anything else', () => {
    expect(conversionIdFrom('x')).toBe('x')
    expect(conversionIdFrom(' aff-123.4_z ')).toBe('aff-123.4_z')
    expect(conversionIdFrom('')).toBeNull()
    expect(conversionIdFrom('a b')).toBeNull()
    expect(conversionIdFrom('<script>')).toBeNull()
    expect(conversionIdFrom('x'.repeat(129))).toBeNull()
  })
})
