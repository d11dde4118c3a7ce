import { describe, expect, it } from 'vitest'
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, sessionState } from './session-rules.ts'

const start = new Date('2026-11-23T08:00:00.000Z')
const at = (ms: number) => new Date(start.getTime() + ms)

describe('session timeouts', () => {
  it('is active while used within 30 minutes', () => {
    expect(sessionState({ startedAt: start.toISOString(), lastSeenAt: at(IDLE_TIMEOUT_MS - 1).toISOString() }, at(IDLE_TIMEOUT_MS * 2 - 2))).toBe('active')
  })

  it('ends after 30 minutes idle', () => {
    expect(sessionState({ startedAt: start.toISOString(), lastSeenAt: start.toISOString() }, at(IDLE_TIMEOUT_MS))).toBe('idle-expired')
  })

  it('ends after 12 hours even when active', () => {
    const lastSeen = at(ABSOLUTE_TIMEOUT_MS - 1000).toISOString()
    expect(sessionState({ startedAt: start.toISOString(), lastSeenAt: lastSeen }, at(ABSOLUTE_TIMEOUT_MS))).toBe('expired')
  })

  it('treats unreadable times as expired', () => {
    expect(sessionState({ startedAt: 'nope', lastSeenAt: 'nope' }, start)).toBe('expired')
  })
})
