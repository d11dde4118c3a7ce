import { data } from '@remix-run/node'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { loginDelayMs } from './login-delay.ts'

/**
 * Request budgets for the endpoints people could hammer. Kept in this process's memory: one site
 * process per database today; several processes would move these to a shared store (the library
 * has Redis and Mongo stores with the same interface).
 */
const limiters = {
  // Generous per IP: phone carriers put many patients behind one address (carrier-grade NAT);
  // accounts are guarded per email by the growing delay and Payload's lockout.
  loginPerIp: new RateLimiterMemory({ keyPrefix: 'login-ip', points: 100, duration: 15 * 60 }),
  loginPerAccount: new RateLimiterMemory({ keyPrefix: 'login-account', points: 20, duration: 60 * 60 }),
  forgotPerIp: new RateLimiterMemory({ keyPrefix: 'forgot-ip', points: 10, duration: 60 * 60 }),
  forgotPerAccount: new RateLimiterMemory({ keyPrefix: 'forgot-account', points: 3, duration: 60 * 60 }),
  sendCodePerPatient: new RateLimiterMemory({ keyPrefix: 'send-code', points: 6, duration: 60 * 60 }),
  verifyCodePerPatient: new RateLimiterMemory({ keyPrefix: 'verify-code', points: 10, duration: 60 * 60 }),
  verifyCodePerIp: new RateLimiterMemory({ keyPrefix: 'verify-code-ip', points: 30, duration: 60 * 60 }),
  // Card testing is stopped per card and per cart (the decline block); this only caps one address.
  checkoutPerIp: new RateLimiterMemory({ keyPrefix: 'checkout-ip', points: 60, duration: 60 * 60 }),
} as const

export type LimitName = keyof typeof limiters

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage(retryAfterSeconds))
  }
}

/** Spends one attempt from each named budget; throws RateLimited when any is used up. */
export async function spendAttempt(...budgets: [LimitName, string][]): Promise<void> {
  for (const [name, key] of budgets) {
    try {
      await limiters[name].consume(key.toLowerCase())
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimited(Math.ceil(rejection.msBeforeNext / 1000))
      throw rejection
    }
  }
}

/** The 429 answer for a form: its message where the form shows errors, and Retry-After. */
export function tooManyAttempts(limited: RateLimited) {
  return data(
    { formError: limited.message, errors: {} as Record<string, string> },
    { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
  )
}

/**
 * Consecutive failed sign-ins per account make the next one wait longer and longer (see
 * loginDelayMs); a success clears it. Together with Payload's own lockout (10 failures lock the
 * account for 15 minutes) no account can take 100 failed attempts in an hour.
 */
const failures = new Map<string, { count: number; lastAt: number }>()

export function loginWaitMs(email: string, now = Date.now()): number {
  const record = failures.get(email.toLowerCase())
  if (!record) return 0
  return Math.max(0, record.lastAt + loginDelayMs(record.count) - now)
}

export function recordLoginFailure(email: string, now = Date.now()): void {
  const key = email.toLowerCase()
  failures.set(key, { count: (failures.get(key)?.count ?? 0) + 1, lastAt: now })
}

export function clearLoginFailures(email: string): void {
  failures.delete(email.toLowerCase())
}
