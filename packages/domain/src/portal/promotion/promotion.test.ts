import { describe, expect, it } from 'vitest'
import * as domain from '../../index.ts'
import { countdownTo, countdownWords, isPromotionLive, percentOffCents } from './promotion.ts'

describe('the portal promotion', () => {
  const promotion = { startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-08T00:00:00.000Z', active: true }

  it('is live from its start to just before its end, and not when switched off', () => {
    expect(isPromotionLive(promotion, new Date('2026-11-30T23:59:59.999Z'))).toBe(false)
    expect(isPromotionLive(promotion, new Date('2026-12-01T00:00:00.000Z'))).toBe(true)
    expect(isPromotionLive(promotion, new Date('2026-12-07T23:59:59.999Z'))).toBe(true)
    expect(isPromotionLive(promotion, new Date('2026-12-08T00:00:00.000Z'))).toBe(false)
    expect(isPromotionLive({ ...promotion, active: false }, new Date('2026-12-02T00:00:00.000Z'))).toBe(false)
    expect(isPromotionLive({ ...promotion, startsAt: null }, new Date('2026-12-02T00:00:00.000Z'))).toBe(false)
  })

  it('takes 40 % off in whole cents', () => {
    expect(percentOffCents(1997, 40)).toBe(1198)
    expect(percentOffCents(7400, 40)).toBe(4440)
    expect(() => percentOffCents(19.5, 40)).toThrow(RangeError)
    expect(() => percentOffCents(1000, 140)).toThrow(RangeError)
  })

  it('counts down to the end in days, hours, minutes and seconds', () => {
    const countdown = countdownTo('2026-12-08T00:00:00.000Z', new Date('2026-12-05T21:58:55.000Z'))
    expect(countdown).toEqual({ days: 2, hours: 2, minutes: 1, seconds: 5, over: false })
    expect(countdownWords(countdown)).toBe('2 days 2 hours 1 minute 5 seconds')
    expect(countdownTo('2026-12-08T00:00:00.000Z', new Date('2026-12-09T00:00:00.000Z')).over).toBe(true)
  })

  it('has no fixed 349 price: spec 001’s billing helper is no price source (ADR 096)', () => {
    const fixed = Object.entries(domain).filter(([, value]) => value === 349 || value === 34900)
    expect(fixed).toEqual([])
  })
})
