import { describe, expect, it } from 'vitest'
import { conversionRetryDelayMs } from './conversion-tracking.ts'

describe('conversion tracking retries', () => {
  it('waits 2 s after an unexpected reply and 1 s x 2^attempt after an error, 3 attempts in all', () => {
    expect(conversionRetryDelayMs(1, 'unexpectedResponse')).toBe(2000)
    expect(conversionRetryDelayMs(1, 'error')).toBe(2000)
    expect(conversionRetryDelayMs(2, 'error')).toBe(4000)
    expect(conversionRetryDelayMs(3, 'error')).toBeNull()
  })
})
