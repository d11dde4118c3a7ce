/**
 * How long a patient stays signed in (OWASP ASVS 3.3.2): 30 minutes without activity, and 12 hours
 * at most whatever the activity. Pure, so the clock is a parameter.
 */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000
/** Activity refreshes the cookie at most this often, so not every request rewrites it. */
export const REFRESH_AFTER_MS = 60 * 1000

export interface SessionTimes {
  startedAt: string
  lastSeenAt: string
}

export type SessionState = 'active' | 'idle-expired' | 'expired'

export function sessionState(times: SessionTimes, now: Date): SessionState {
  const started = Date.parse(times.startedAt)
  const lastSeen = Date.parse(times.lastSeenAt)
  if (Number.isNaN(started) || Number.isNaN(lastSeen)) return 'expired'
  if (now.getTime() - started >= ABSOLUTE_TIMEOUT_MS) return 'expired'
  if (now.getTime() - lastSeen >= IDLE_TIMEOUT_MS) return 'idle-expired'
  return 'active'
}

export function shouldRefresh(times: SessionTimes, now: Date): boolean {
  return now.getTime() - Date.parse(times.lastSeenAt) >= REFRESH_AFTER_MS
}
