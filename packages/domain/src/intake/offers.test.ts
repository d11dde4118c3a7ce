import { describe, expect, it } from 'vitest'
import { DEFAULT_OFFERS, offersFromQuery } from './offers.ts'

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
