import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { attributionForCart, cartPlanId, readAttribution, takeAttribution } from './attribution.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  // Marketing's Offers as the seed writes them, and one offer of marketing's own.
  const rows = [
    { code: 'sema_plan_134562', medication: 'semaglutide', queryValue: 'A' },
    { code: 'sema_plan_367367', medication: 'semaglutide', queryValue: 'C' },
    { code: 'sema_plan_278928', medication: 'semaglutide', queryValue: null },
    { code: 'tirz_plan_2', medication: 'tirzepatide', queryValue: 'B' },
    { code: 'tirz_plan_1', medication: 'tirzepatide', queryValue: null },
    { code: 'sema_plan_spring', medication: 'semaglutide', queryValue: 'S' },
  ] as const
  for (const row of rows) {
    const exists = await payload.find({ collection: 'offers', where: { code: { equals: row.code } }, limit: 1 })
    if (exists.totalDocs === 0) await payload.create({ collection: 'offers', data: { ...row, active: true } })
  }
})

function cookieOf(setCookie: string | null): string {
  if (!setCookie) throw new Error('no cookie set')
  return setCookie.split(';')[0] ?? ''
}

describe('entry attribution (offers and c_id)', () => {
  it("maps ?sema= through marketing's Offers and keeps c_id, in a cookie that a later page without a query reads back", async () => {
    const taken = await takeAttribution(new Request('https://care.example.com/?sema=S&c_id=aff-7'))
    expect(taken).toMatchObject({ offers: { sema_offer: 'sema_plan_spring', tir_offer: 'tir_plan_1' }, conversionId: 'aff-7' })
    const later = new Request('https://care.example.com/select-med', { headers: { Cookie: cookieOf(taken.setCookie) } })
    expect(await readAttribution(later)).toEqual({ offers: { sema_offer: 'sema_plan_spring', tir_offer: 'tir_plan_1' }, conversionId: 'aff-7' })
    // Nothing new on this page: no cookie written again.
    expect((await takeAttribution(later)).setCookie).toBeNull()
  })

  it('a newer link wins for what it names and keeps the rest; an unknown value takes the default', async () => {
    const first = await takeAttribution(new Request('https://care.example.com/?sema=A&tir=B&c_id=one'))
    const second = await takeAttribution(new Request('https://care.example.com/select-med?sema=Q&c_id=two', { headers: { Cookie: cookieOf(first.setCookie) } }))
    expect(second).toMatchObject({ offers: { sema_offer: 'sema_plan_278928', tir_offer: 'tirz_plan_2' }, conversionId: 'two' })
  })

  it('drops a c_id that could carry anything but an id, and ignores a tampered cookie', async () => {
    expect((await takeAttribution(new Request('https://care.example.com/?c_id=%3Cscript%3E'))).conversionId).toBeNull()
    const tampered = new Request('https://care.example.com/', { headers: { Cookie: 'attribution=eyJvZmZlcnMiOnt9fQ%3D%3D.forged' } })
    expect(await readAttribution(tampered)).toBeNull()
  })

  it("a browser with no attribution (another device) gives the cart what the patient's intake recorded", async () => {
    const doc = await payload.create({
      collection: 'patients',
      data: { email: `attribution-${Date.now()}@example.com`, password: 'a-long-test-password', first_name: 'Attr', last_name: 'Test', state: 'TX' },
    })
    const patient: SignedInPatient = { ...doc, collection: 'patients' }
    await payload.create({
      collection: 'leads',
      data: {
        patient: patient.id,
        email: patient.email,
        outcome: 'qualified',
        funnel: 'new',
        state: 'TX',
        offers: { sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_1' },
        conversionId: 'from-lead',
      },
    })
    const elsewhere = await attributionForCart(new Request('https://care.example.com/select-med', { method: 'POST' }), patient)
    expect(elsewhere).toEqual({ offers: { sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_1' }, conversionId: 'from-lead', setCookie: null })
    // This browser's own link wins over the record.
    const here = await attributionForCart(new Request('https://care.example.com/select-med?sema=C', { method: 'POST' }), patient)
    expect(here.offers.sema_offer).toBe('sema_plan_367367')
  })

  it("the order's plan id is the cart's offer for the medication bought", () => {
    expect(cartPlanId({ medication: 'semaglutide', sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_2' })).toBe('sema_plan_134562')
    expect(cartPlanId({ medication: 'tirzepatide', sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_2' })).toBe('tirz_plan_2')
    expect(cartPlanId({ medication: 'semaglutide', sema_offer: null, tir_offer: null })).toBe('sema_plan_278928')
  })
})
