import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paymentMessages as m, tooManyAttemptsMessage } from '../messages.ts'
import { declineBlock, declineBlockMessage } from './decline-block.ts'
import { paymentMessage } from './payment-message.ts'

describe('payment message mapping', () => {
  const declined = (message: string | null, failedAttempts = 1) => paymentMessage({ status: 'error', message, failedAttempts })

  it('shows nothing on success', () => {
    expect(paymentMessage({ status: 'success', message: 'ok', failedAttempts: 0 })).toBeNull()
  })

  it('passes the server attempt messages through as is, before everything else', () => {
    expect(declined('Card declined after 3 Attempts', 5)).toBe('Card declined after 3 Attempts')
    expect(declined('We were UNABLE TO PROCESS YOUR CARD AFTER several tries')).toBe('We were UNABLE TO PROCESS YOUR CARD AFTER several tries')
  })

  it('tells the patient to use another card from the third failed attempt', () => {
    expect(declined('insufficient funds', 2)).toBe(m.insufficientFunds)
    expect(declined('insufficient funds', 3)).toBe(tooManyAttemptsMessage('insufficient funds'))
    expect(declined(null, 3)).toBe(tooManyAttemptsMessage(''))
  })

  it('passes the active-order text through, in any case', () => {
    expect(declined(m.activeOrderExists)).toBe(m.activeOrderExists)
    expect(declined(m.activeOrderExists.toUpperCase())).toBe(m.activeOrderExists.toUpperCase())
    expect(declined(`${m.activeOrderExists} x`)).toBe(m.declined)
  })

  it.each([
    ['Insufficient Funds', m.insufficientFunds],
    ['incorrect CVV', m.securityCodeMismatch],
    ['Wrong Security Code', m.securityCodeMismatch],
    ['AVS mismatch', m.billingAddressMismatch],
    ['address verification failed', m.billingAddressMismatch],
    ['Billing zip wrong', m.billingAddressMismatch],
    ['insufficient; cvv', m.insufficientFunds],
    ['cvv and address', m.securityCodeMismatch],
    ['do not honor', m.declined],
  ])('%j', (message, expected) => {
    expect(declined(message)).toBe(expected)
  })

  it('falls back to the declined text when the server says nothing', () => {
    expect(declined(null)).toBe(m.declined)
    expect(paymentMessage({ status: 'failed', failedAttempts: 1 })).toBe(m.declined)
  })
})

describe('decline block', () => {
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes))
  const hours = (h: number) => h * 60

  it('does not block on three declines', () => {
    const block = declineBlock([at(0), at(1), at(2)], at(3))
    expect(block).toEqual({ blocked: false, blockedUntil: null, declineCount: 3 })
    expect(declineBlockMessage(block)).toBeNull()
  })

  it('blocks for 24 hours from the fourth decline', () => {
    const history = [at(0), at(1), at(2), at(3)]
    const block = declineBlock(history, at(4))
    expect(block.blocked).toBe(true)
    expect(block.blockedUntil).toEqual(at(3 + hours(24)))
    expect(declineBlockMessage(block)).toBe(m.cardTemporarilyBlocked)
    expect(declineBlock(history, at(3 + hours(24) - 1)).blocked).toBe(true)
    expect(declineBlock(history, at(3 + hours(24)))).toEqual({ blocked: false, blockedUntil: null, declineCount: 0 })
  })

  it('starts counting afresh after a block', () => {
    const history = [at(0), at(1), at(2), at(3), at(hours(25)), at(hours(25) + 1)]
    expect(declineBlock(history, at(hours(25) + 2))).toEqual({ blocked: false, blockedUntil: null, declineCount: 2 })
  })

  it('forgets declines older than the window', () => {
    const history = [at(0), at(1), at(2), at(hours(24) + 5)]
    expect(declineBlock(history, at(hours(24) + 6)).blocked).toBe(false)
    expect(declineBlock(history, at(hours(24) + 6)).declineCount).toBe(1)
  })

  it('reads ISO strings and ignores order', () => {
    const history = [at(3), at(0), at(2), at(1)].map((date) => date.toISOString())
    expect(declineBlock(history, at(5)).blocked).toBe(true)
  })

  it('is never blocked with three declines or fewer, and a block always ends within 24 h of now', () => {
    const minute = fc.integer({ min: 0, max: hours(72) })
    fc.assert(
      fc.property(fc.array(minute, { maxLength: 12 }), minute, (minutes, nowMinute) => {
        const block = declineBlock(minutes.map(at), at(nowMinute))
        if (minutes.filter((value) => value <= nowMinute).length <= 3) return !block.blocked
        if (!block.blocked || block.blockedUntil === null) return true
        const left = block.blockedUntil.getTime() - at(nowMinute).getTime()
        return left > 0 && left <= 24 * 3600_000
      }),
    )
  })
})
