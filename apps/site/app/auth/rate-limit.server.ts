import { rateLimitKeyWith } from '@telehealth/cms/site'
import { data } from '@remix-run/node'
import type { RateLimitHit } from '@telehealth/cms/payload-types'
import type { Where } from 'payload'
import { cmsAsServer } from '~/cms.server.ts'
import { env } from '~/env.server.ts'
import { loginDelayMs } from './login-delay.ts'

/**
 * Request budgets for the endpoints people could hammer, and the growing wait after failed
 * sign-ins, kept in the database (`rate-limit-hits`) so every site process counts the same
 * attempts (DESIGN.md, "Several processes, one database"; ADR 019).
 *
 * A budget is a sliding log: each attempt is one row (`key`, `at`, `expiresAt = at + window`).
 * An attempt first inserts its row, which the database does atomically, then counts the rows of
 * its key still in the window. More than the budget: the attempt is refused and its row removed,
 * so a refused attempt never uses up the budget. Two processes can therefore never let more than
 * the budget through: of any attempts admitted together, the last to count saw all of them.
 * (At the very edge two attempts racing for the last place may both be refused; both rows are
 * gone a moment later.) Expired rows are swept by a job (`sweep-rate-limit-hits`, apps/cms/src/jobs).
 */
const HOUR = 60 * 60 * 1000
const budgets = {
  // Generous per IP: phone carriers put many patients behind one address (carrier-grade NAT);
  // accounts are guarded per account and address by the growing delay, and by the account lock
  // after many failures across addresses (account-lock.server.ts).
  loginPerIp: { prefix: 'login-ip', points: 100, windowMs: HOUR / 4 },
  // Per account AND address (subject: `accountAndAddress`): an attacker's attempts on an account
  // spend their own budget, never the patient's (ADR 022).
  loginPerAccountAndAddress: { prefix: 'login-account-address', points: 20, windowMs: HOUR },
  // Asking to change the account's email or phone (each request notifies the old one).
  contactChangePerPatient: { prefix: 'contact-change', points: 5, windowMs: HOUR },
  forgotPerIp: { prefix: 'forgot-ip', points: 10, windowMs: HOUR },
  forgotPerAccount: { prefix: 'forgot-account', points: 3, windowMs: HOUR },
  sendCodePerPatient: { prefix: 'send-code', points: 6, windowMs: HOUR },
  verifyCodePerPatient: { prefix: 'verify-code', points: 10, windowMs: HOUR },
  verifyCodePerIp: { prefix: 'verify-code-ip', points: 30, windowMs: HOUR },
  // Messages into the patient's threads with the care team (ADR 097): a conversation's pace, never a flood.
  chatSendPerPatient: { prefix: 'chat-send', points: 30, windowMs: HOUR / 6 },
  // Card testing is stopped per card and per cart (the decline block); this only caps one address.
  checkoutPerIp: { prefix: 'checkout-ip', points: 60, windowMs: HOUR },
  // Billing changes (ADR 105): a patient updates a card or pays a past-due period a few times a
  // year; these stop a session being used to test stolen cards against the gateway, one by one.
  cardChangePerPatient: { prefix: 'card-change', points: 10, windowMs: HOUR },
  // Pay Now is idempotent per period, so a page's retries and double taps replay one charge: room for them.
  payNowPerPatient: { prefix: 'pay-now', points: 30, windowMs: HOUR },
  // Replacement requests (ADR 105): one per delivery at most, a few corrections after a refusal.
  reshipPerPatient: { prefix: 'reship', points: 10, windowMs: HOUR },
  // Upload tickets (ADR 102): the medical form's photos, the ID, the video and their retries stay far
  // below it; a loop asking for tickets to fill the disk stops here.
  uploadTicketPerPatient: { prefix: 'upload-ticket', points: 60, windowMs: HOUR },
  // The best-effort upload log (ADR 102): a few lines per upload tried, never a flood of lines.
  uploadLogPerPatient: { prefix: 'upload-log', points: 60, windowMs: HOUR },
} as const satisfies Record<string, { prefix: string; points: number; windowMs: number }>

export type LimitName = keyof typeof budgets

/**
 * How many attempts a budget lets through in its window.
 * @public the rate-limited routes' suite spends each budget to its end through its route.
 */
export function budgetPoints(name: LimitName): number {
  return budgets[name].points
}

/** How long a failed sign-in counts towards the growing wait when no success clears it. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * HOUR

/** Failed sign-ins of one account from any address, counted over this window for the account lock. */
export const ACCOUNT_FAILURE_WINDOW_MS = HOUR

/**
 * The subject of a per-account-and-address count: the account's email and the client's address,
 * so failures from one address never slow or stop sign-ins to that account from another.
 */
export function accountAndAddress(email: string, clientIp: string): string {
  return `${email.trim().toLowerCase()} ${clientIp}`
}

/** The stored key (apps/cms/src/rate-limit-key.ts), keyed with the session secret. */
export function rateLimitKey(prefix: string, subject: string): string {
  return rateLimitKeyWith(env.sessionSecret, prefix, subject)
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage(retryAfterSeconds))
  }
}

function inWindow(key: string, now: Date): Where {
  return { and: [{ key: { equals: key } }, { expiresAt: { greater_than: now.toISOString() } }] }
}

/** Spends one attempt from one budget: the row that spent it, or the seconds to wait when the budget is used up (nothing kept). */
async function spendOne(name: LimitName, subject: string, now: Date): Promise<{ spent: RateLimitHit['id'] } | { retryAfterSeconds: number }> {
  const { prefix, points, windowMs } = budgets[name]
  const key = rateLimitKey(prefix, subject)
  const cms = await cmsAsServer()
  const mine = await cms.create({
    collection: 'rate-limit-hits',
    data: { key, points: 1, at: now.toISOString(), expiresAt: new Date(now.getTime() + windowMs).toISOString() },
    depth: 0,
    select: { key: true },
  })
  const { totalDocs } = await cms.count({ collection: 'rate-limit-hits', where: inWindow(key, now) })
  if (totalDocs <= points) return { spent: mine.id }

  await cms.delete({ collection: 'rate-limit-hits', id: mine.id, depth: 0, select: { key: true } }).catch(() => undefined)
  // Without this attempt, `totalDocs - 1` others are in the window; the next attempt fits once
  // `totalDocs - points` of them have expired (usually just the oldest).
  const freeing = await cms.find({
    collection: 'rate-limit-hits',
    where: inWindow(key, now),
    sort: 'expiresAt',
    limit: 1,
    page: totalDocs - points,
    pagination: false,
    depth: 0,
    select: { expiresAt: true },
  })
  const waitMs = freeing.docs[0] ? Date.parse(freeing.docs[0].expiresAt) - now.getTime() : windowMs
  return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}

/**
 * Spends one attempt from each named budget, in order; throws RateLimited when any is used up.
 * A refused attempt spends none of them: the places it took in the budgets before the one that
 * refused are given back (else a per-address budget would run out on attempts a per-account one
 * refused, and a refused call would write rows; ADR 105).
 */
export async function spendAttempt(...spends: [LimitName, string][]): Promise<void> {
  const now = new Date()
  const taken: RateLimitHit['id'][] = []
  for (const [name, subject] of spends) {
    const outcome = await spendOne(name, subject, now)
    if ('spent' in outcome) {
      taken.push(outcome.spent)
      continue
    }
    if (taken.length > 0) {
      const cms = await cmsAsServer()
      await cms.delete({ collection: 'rate-limit-hits', where: { id: { in: taken } }, depth: 0, select: { key: true } }).catch(() => undefined)
    }
    throw new RateLimited(outcome.retryAfterSeconds)
  }
}

/** A refusal's Retry-After header when a budget refused it (`retryAfterSeconds` given), else no header. */
export function retryAfterHeader(retryAfterSeconds: number | undefined): Record<string, string> {
  return retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) }
}

/** The 429 answer for a form: its message where the form shows errors, and Retry-After. */
export function tooManyAttempts(limited: RateLimited) {
  return data({ formError: limited.message, errors: {} }, { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } })
}

/**
 * Consecutive failed sign-ins per account AND address make the next one from that address wait
 * longer and longer (see loginDelayMs); a success from that address clears them. Each failure is a
 * row of the pair's key, so every process sees the same count and the same last failure. Another
 * address's failures never make the patient wait (ADR 022). Each failure is also a row of the
 * account's own key, counted across addresses for the account lock (account-lock.server.ts).
 */
function failureKey(email: string, clientIp: string): string {
  return rateLimitKey('login-failure', accountAndAddress(email, clientIp))
}

function accountFailureKey(email: string): string {
  return rateLimitKey('login-failure-account', email)
}

export async function loginWaitMs(email: string, clientIp: string, now = new Date()): Promise<number> {
  const cms = await cmsAsServer()
  const failures = await cms.find({
    collection: 'rate-limit-hits',
    where: inWindow(failureKey(email, clientIp), now),
    sort: '-at',
    limit: 1,
    depth: 0,
    select: { at: true },
  })
  const last = failures.docs[0]
  if (!last) return 0
  return Math.max(0, Date.parse(last.at) + loginDelayMs(failures.totalDocs) - now.getTime())
}

/** Records a failed sign-in; answers how many the account has had, from any address, in the last hour. */
export async function recordLoginFailure(email: string, clientIp: string, now = new Date()): Promise<number> {
  const cms = await cmsAsServer()
  const at = now.toISOString()
  await cms.create({
    collection: 'rate-limit-hits',
    data: { key: failureKey(email, clientIp), points: 1, at, expiresAt: new Date(now.getTime() + LOGIN_FAILURE_MEMORY_MS).toISOString() },
    depth: 0,
    select: { key: true },
  })
  const accountKey = accountFailureKey(email)
  await cms.create({
    collection: 'rate-limit-hits',
    data: { key: accountKey, points: 1, at, expiresAt: new Date(now.getTime() + ACCOUNT_FAILURE_WINDOW_MS).toISOString() },
    depth: 0,
    select: { key: true },
  })
  const { totalDocs } = await cms.count({ collection: 'rate-limit-hits', where: inWindow(accountKey, now) })
  return totalDocs
}

/** A success from an address clears that address's failures on the account (not other addresses'). */
export async function clearLoginFailures(email: string, clientIp: string): Promise<void> {
  const cms = await cmsAsServer()
  await cms.delete({ collection: 'rate-limit-hits', where: { key: { equals: failureKey(email, clientIp) } }, depth: 0, select: { key: true } })
}

/** Forgets the account's failures across addresses (its lock lifted by the unlock link or a reset). */
export async function clearAccountFailures(email: string): Promise<void> {
  const cms = await cmsAsServer()
  await cms.delete({ collection: 'rate-limit-hits', where: { key: { equals: accountFailureKey(email) } }, depth: 0, select: { key: true } })
}
