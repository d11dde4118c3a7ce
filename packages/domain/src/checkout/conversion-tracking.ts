/** The affiliate conversion call (POST /api/call-conversion): best effort, failures only logged. */
export const CONVERSION_TRACKING = {
  maxAttempts: 3,
  timeoutMs: 10_000,
  /** Wait after a reply that is not status success. */
  unexpectedResponseRetryMs: 2_000,
  /** Back-off base after an error: 1 s x 2^attempt. */
  errorBackoffBaseMs: 1_000,
} as const

/** Delay before the next attempt, or null when the attempts are spent (attempt counts from 1). */
export function conversionRetryDelayMs(attempt: number, failure: 'unexpectedResponse' | 'error'): number | null {
  if (attempt >= CONVERSION_TRACKING.maxAttempts) return null
  return failure === 'unexpectedResponse' ? CONVERSION_TRACKING.unexpectedResponseRetryMs : CONVERSION_TRACKING.errorBackoffBaseMs * 2 ** attempt
}
