import type { StaffRole } from '../../access/isStaff.ts'

/**
 * The staff session rules (issue 16, ADR 020), in one place.
 *
 * - A second factor (TOTP, RFC 6238, with recovery codes) is required for the roles that reach
 *   patient data: admins, clinical, fulfilment and support staff. Marketing may enrol; once enrolled, every sign-in asks
 *   for it as for the others.
 * - A session ends after 30 minutes without a token refresh (the admin asks "stay logged in?"
 *   before it lapses and never refreshes on its own) and 8 hours after its sign-in at the latest.
 * - Sign-in is throttled per account: 5 failures (password or second-factor code) lock it for 15
 *   minutes (Payload's maxLoginAttempts and lockTime; a wrong code counts as a wrong password).
 */
export const SECOND_FACTOR_REQUIRED_ROLES: readonly StaffRole[] = ['admin', 'clinical', 'fulfilment', 'support']

export const STAFF_IDLE_SECONDS = 30 * 60
export const STAFF_SESSION_MAX_MS = 8 * 60 * 60 * 1000
export const STAFF_MAX_LOGIN_ATTEMPTS = 5
export const STAFF_LOCK_MS = 15 * 60 * 1000

/** How long a password-only sign-in may wait for its second factor (enrolment included). */
export const PENDING_SECOND_FACTOR_SECONDS = 10 * 60

export const RECOVERY_CODE_COUNT = 10

/** The name an authenticator app shows beside the code. */
export const TOTP_ISSUER = 'Evergreen Health staff'

export function roleRequiresSecondFactor(role: unknown): boolean {
  return SECOND_FACTOR_REQUIRED_ROLES.includes(role as StaffRole)
}

/**
 * When a session that began at `createdAt` must end: a token is never issued past this, and a
 * refresh after it is refused.
 */
export function sessionDeadline(createdAt: Date | string): number {
  return new Date(createdAt).getTime() + STAFF_SESSION_MAX_MS
}

/** The expiry (seconds since the epoch) of a token issued now for a session begun at `createdAt`. */
export function tokenExpiry(createdAt: Date | string, now: number = Date.now()): number {
  return Math.floor(Math.min(now + STAFF_IDLE_SECONDS * 1000, sessionDeadline(createdAt)) / 1000)
}
