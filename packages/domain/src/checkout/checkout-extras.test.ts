import { describe, expect, it } from 'vitest'
import { isProductsCacheFresh, productsSource } from '../catalog/products-cache.ts'
import { conversionRetryDelayMs } from './conversion-tracking.ts'
import { bundleSelection, compoundingVitamin, nextUpsellStep } from './upsell.ts'

describe('conversion tracking retries', () => {
  it('waits 2 s after an unexpected reply and 1 s x 2^attempt after an error, 3 attempts in all', () => {
    expect(conversionRetryDelayMs(1, 'unexpectedResponse')).toBe(2000)
    expect(conversionRetryDelayMs(1, 'error')).toBe(2000)
    expect(conversionRetryDelayMs(2, 'error')).toBe(4000)
    expect(conversionRetryDelayMs(3, 'error')).toBeNull()
  })
})

describe('upsell', () => {
  it('sends the option or None', () => {
    expect(bundleSelection('GLP Anti-Nausea')).toBe('GLP Anti-Nausea')
    expect(bundleSelection(null)).toBe('None')
    expect(nextUpsellStep(1)).toBe(2)
    expect(nextUpsellStep(2)).toBe('submit')
    expect(compoundingVitamin('tirzepatide')).toBe('B6')
    expect(compoundingVitamin('semaglutide')).toBe('B12')
  })
})

describe('products cache', () => {
  const cachedAt = new Date('2025-01-01T00:00:00Z')
  it('is fresh for 24 h and falls back to stale on error', () => {
    expect(isProductsCacheFresh(cachedAt, new Date(cachedAt.getTime() + 86_399_999))).toBe(true)
    expect(isProductsCacheFresh(cachedAt, new Date(cachedAt.getTime() + 86_400_000))).toBe(false)
    const later = new Date(cachedAt.getTime() + 2 * 86_400_000)
    expect(productsSource({ cachedAt, now: cachedAt, serverFailed: true })).toBe('cache')
    expect(productsSource({ cachedAt, now: later, serverFailed: false })).toBe('server')
    expect(productsSource({ cachedAt, now: later, serverFailed: true })).toBe('staleCache')
    expect(productsSource({ cachedAt: null, now: later, serverFailed: true })).toBe('none')
  })
})
