import { describe, expect, it } from 'vitest'
import { loginDelayMs, MAX_LOGIN_DELAY_MS } from './login-delay.ts'

describe('growing sign-in delay', () => {
  it('lets the first three failures through at once', () => {
    expect([0, 1, 2].map(loginDelayMs)).toEqual([0, 0, 0])
  })

  it('doubles after that', () => {
    expect([3, 4, 5].map(loginDelayMs)).toEqual([2000, 4000, 8000])
  })

  it('never waits more than 15 minutes', () => {
    expect(loginDelayMs(40)).toBe(MAX_LOGIN_DELAY_MS)
  })

  it('allows fewer than 100 failures an hour even without any other lock', () => {
    let elapsed = 0
    let failures = 0
    while (elapsed < 60 * 60 * 1000) {
      elapsed += loginDelayMs(failures)
      failures += 1
    }
    expect(failures).toBeLessThan(100)
  })
})
