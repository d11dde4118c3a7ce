import { describe, expect, it } from 'vitest'
import { claimsList, DEFAULT_CLAIMS, sameDayConditions, showsStartingAt } from './settings.ts'

describe('marketing settings', () => {
  it('lists the claims in order and leaves out emptied ones', () => {
    expect(claimsList(DEFAULT_CLAIMS)).toEqual(Object.values(DEFAULT_CLAIMS))
    expect(claimsList({ ...DEFAULT_CLAIMS, rating: '', shipping: null })).not.toContain(DEFAULT_CLAIMS.shipping)
    expect(claimsList(null)).toEqual([])
  })

  it('states the conditions of same-day processing', () => {
    expect(sameDayConditions(DEFAULT_CLAIMS)).toBe('Orders placed before 3 pm, Monday to Thursday, are processed the same day. No shipping on Fridays.')
    expect(sameDayConditions({ sameDayProcessing: 'Before noon.', noShippingDays: '' })).toBe('Before noon.')
  })

  it('places the starting-at price where marketing chose', () => {
    expect(showsStartingAt(['report'], 'select-med')).toBe(false)
    expect(showsStartingAt(['select-med'], 'select-med')).toBe(true)
    expect(showsStartingAt(null, 'select-med')).toBe(true)
    expect(showsStartingAt([], 'report')).toBe(false)
  })
})
