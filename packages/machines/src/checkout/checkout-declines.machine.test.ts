import { paymentMessages as m, tooManyAttemptsMessage } from '@telehealth/domain'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { checkoutDeclinesMachine, declineStanding } from './checkout-declines.machine.ts'

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes))
const hours = (h: number) => h * 60
const declines = (...minutes: number[]) => minutes.map((minute) => ({ at: at(minute) }))

describe('checkout declines machine', () => {
  it('explains each decline in the spec words, then blocks on the fourth', () => {
    const actor = createActor(checkoutDeclinesMachine, { input: undefined }).start()
    const decline = (minute: number, serverMessage: string) => actor.send({ type: 'payment.declined', at: at(minute).getTime(), serverMessage })

    decline(0, 'insufficient_funds: Your card has insufficient funds.')
    expect(actor.getSnapshot().context.message).toBe(m.insufficientFunds)
    decline(1, 'incorrect_cvc: Your card security code is incorrect.')
    expect(actor.getSnapshot().context.message).toBe(m.securityCodeMismatch)
    decline(2, 'card_declined: Your card was declined.')
    expect(actor.getSnapshot().context.message).toBe(tooManyAttemptsMessage('card_declined: Your card was declined.'))
    expect(actor.getSnapshot().value).toBe('accepting')

    decline(3, 'card_declined: Your card was declined.')
    expect(actor.getSnapshot().value).toBe('blocked')
    expect(actor.getSnapshot().context.message).toBe(m.cardTemporarilyBlocked)
    expect(actor.getSnapshot().context.blockedUntil).toBe(at(3 + hours(24)).getTime())
  })

  it('does not count declines during a block, and opens again when it ends', () => {
    const actor = createActor(checkoutDeclinesMachine, { input: undefined }).start()
    for (const minute of [0, 1, 2, 3, 10]) actor.send({ type: 'payment.declined', at: at(minute).getTime(), serverMessage: '' })
    expect(actor.getSnapshot().context.counted).toHaveLength(4)
    actor.send({ type: 'clock.check', at: at(3 + hours(24) - 1).getTime() })
    expect(actor.getSnapshot().value).toBe('blocked')
    actor.send({ type: 'clock.check', at: at(3 + hours(24)).getTime() })
    expect(actor.getSnapshot().value).toBe('accepting')
    expect(actor.getSnapshot().context).toMatchObject({ counted: [], blockedUntil: null, message: null })
  })

  it('takes the limit and the block length from its input (the CMS settings)', () => {
    expect(declineStanding(declines(0, 1), at(2), { limit: 1, blockMs: 3600_000 })).toEqual({
      blocked: true,
      blockedUntil: at(61),
      attempts: 2,
      message: m.cardTemporarilyBlocked,
    })
    expect(declineStanding(declines(0, 1, 2, 3, 4), at(5), { limit: 5 }).blocked).toBe(false)
  })
})

describe('decline standing from recorded declines', () => {
  it('does not block on three declines', () => {
    const standing = declineStanding(declines(0, 1, 2), at(3))
    expect(standing).toMatchObject({ blocked: false, blockedUntil: null, attempts: 3 })
  })

  it('blocks for 24 hours from the fourth decline', () => {
    const history = declines(0, 1, 2, 3)
    const standing = declineStanding(history, at(4))
    expect(standing.blocked).toBe(true)
    expect(standing.blockedUntil).toEqual(at(3 + hours(24)))
    expect(standing.message).toBe(m.cardTemporarilyBlocked)
    expect(declineStanding(history, at(3 + hours(24) - 1)).blocked).toBe(true)
    expect(declineStanding(history, at(3 + hours(24)))).toEqual({ blocked: false, blockedUntil: null, attempts: 0, message: null })
  })

  it('starts counting afresh after a block', () => {
    const history = declines(0, 1, 2, 3, hours(25), hours(25) + 1)
    expect(declineStanding(history, at(hours(25) + 2))).toMatchObject({ blocked: false, blockedUntil: null, attempts: 2 })
  })

  it('forgets declines older than the window', () => {
    const history = declines(0, 1, 2, hours(24) + 5)
    expect(declineStanding(history, at(hours(24) + 6))).toMatchObject({ blocked: false, attempts: 1 })
  })

  it('reads ISO strings, ignores order and declines after now', () => {
    const history = [at(3), at(0), at(2), at(1)].map((date) => ({ at: date.toISOString() }))
    expect(declineStanding(history, at(5)).blocked).toBe(true)
    expect(declineStanding([...declines(0, 1, 2), { at: at(9) }], at(5)).blocked).toBe(false)
  })

  it('explains the newest decline with its own words', () => {
    const standing = declineStanding([...declines(0), { at: at(1), serverMessage: 'incorrect_cvc: Your card security code is incorrect.' }], at(2))
    expect(standing.message).toBe(m.securityCodeMismatch)
  })

  it('is never blocked with three declines or fewer, and a block always ends within 24 h of now', () => {
    const minute = fc.integer({ min: 0, max: hours(72) })
    fc.assert(
      fc.property(fc.array(minute, { maxLength: 12 }), minute, (minutes, nowMinute) => {
        const standing = declineStanding(declines(...minutes), at(nowMinute))
        if (minutes.filter((value) => value <= nowMinute).length <= 3) return !standing.blocked
        if (!standing.blocked || standing.blockedUntil === null) return true
        const left = standing.blockedUntil.getTime() - at(nowMinute).getTime()
        return left > 0 && left <= 24 * 3600_000
      }),
    )
  })
})
