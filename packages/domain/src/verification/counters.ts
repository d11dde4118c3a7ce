/**
 * Counters and timers of the verify page (spec 000 section 4). The machine keeps the numbers and
 * the clock; these rules decide what they mean.
 */
export const RESEND_COOLDOWN_MS = 60_000
export const SENT_INDICATOR_MS = 3_000
/** Wrong codes after which the step is skipped (phone -> email, email -> /home). */
export const MAX_FAILED_CODE_ATTEMPTS = 2
/** Phone sends (resends included) after which the page moves on to email by itself. */
export const MAX_PHONE_SENDS = 2

export type CodeAttempt = { failedAttempts: number; skipStep: boolean }

/** A wrong code clears the boxes and counts; the second wrong code skips the step. */
export function afterWrongCode(failedAttempts: number): CodeAttempt {
  const next = failedAttempts + 1
  return { failedAttempts: next, skipStep: next >= MAX_FAILED_CODE_ATTEMPTS }
}

export type PhoneSends = { phoneSends: number; advanceToEmail: boolean }

export function afterPhoneCodeSent(phoneSends: number): PhoneSends {
  const next = phoneSends + 1
  return { phoneSends: next, advanceToEmail: next >= MAX_PHONE_SENDS }
}

/** Whole seconds left on the resend countdown; 0 when a resend is allowed. */
export function resendSecondsLeft(lastSentAt: Date, now: Date): number {
  const left = lastSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime()
  // Never above the cooldown, even when the clock read for `now` lags the send by a moment.
  return left > 0 ? Math.min(RESEND_COOLDOWN_MS / 1000, Math.ceil(left / 1000)) : 0
}

/**
 * After the email step succeeds: the medical form of the first prescription order still to be
 * filled, or home when none is left. A failed or skipped email step always goes home.
 */
export function pathAfterEmailVerified(remainingPrescriptionOrderIds: readonly string[]): string {
  const first = remainingPrescriptionOrderIds[0]
  return first === undefined ? '/home' : `/medical-form/${encodeURIComponent(first)}`
}
