import { newAccountToken, tokenHash } from '@telehealth/cms/site'
import { tryClaim } from '~/claims.server.ts'
import { cmsAccountEvent, cmsBeforeSignIn, cmsAsServer, cmsFor } from '~/cms.server.ts'
import { publicOrigin } from '~/env.server.ts'
import { clearAccountFailures, rateLimitKey } from './rate-limit.server.ts'

/**
 * The account lock (ADR 022): after LOCK_AFTER_FAILURES failed sign-ins of one account in an hour,
 * from any mix of addresses, nobody signs in to it for LOCK_MS, right password or not. Failures
 * from one address only slow that address (the per-account-and-address delay); this lock is what
 * stops guessing spread over many addresses. It is not Payload's lockout (off for patients), which
 * ten wrong passwords from anyone would trigger.
 *
 * The lock is a claim (ADR 018) on `login-lock:<keyed hash of the email>`: of the processes that
 * see the threshold crossed at once, exactly one takes it, so the patient gets one email with an
 * unlock link and the audit log one `lockout`. It holds for any email, account or not, so a locked
 * answer says nothing about whether an address is a patient's (ADR 008). The unlock link carries a
 * one-use token stored, like reset tokens, as its SHA-256 on the patient, valid as long as the
 * lock; using it (or resetting the password) lifts the lock and forgets the failures.
 */
export const LOCK_AFTER_FAILURES = 100
export const LOCK_MS = 60 * 60 * 1000

function lockKey(email: string): string {
  return rateLimitKey('login-lock', email)
}

/** How long the account the email names stays locked (0: not locked). */
export async function accountLockRemainingMs(email: string, now = new Date()): Promise<number> {
  const cms = await cmsAsServer()
  const found = await cms.find({
    collection: 'claims',
    where: { and: [{ key: { equals: lockKey(email) } }, { expiresAt: { greater_than: now.toISOString() } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { expiresAt: true },
  })
  const lock = found.docs[0]
  return lock ? Math.max(0, Date.parse(lock.expiresAt) - now.getTime()) : 0
}

/**
 * After a failed sign-in: when the account's failures across addresses reach the threshold, locks
 * it. The process that takes the lock emails the unlock link to the account (if the email is a
 * patient's) and records the lockout. Answers whether this call locked the account.
 */
export async function lockAfterFailures(email: string, accountFailures: number, now = new Date()): Promise<boolean> {
  if (accountFailures < LOCK_AFTER_FAILURES) return false
  const claim = await tryClaim(lockKey(email), LOCK_MS, now)
  if (!claim) return false
  const found = await (
    await cmsBeforeSignIn()
  ).find({
    collection: 'patients',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { first_name: true },
  })
  const patient = found.docs[0]
  if (!patient) return true
  const token = newAccountToken()
  // Access off: the server locks the account and stores the unlock token's hash, which the patient may not set.
  await (
    await cmsFor({ id: patient.id })
  ).update({
    collection: 'patients',
    id: patient.id,
    depth: 0,
    data: { unlockTokenHash: tokenHash(token), unlockTokenExpiration: new Date(now.getTime() + LOCK_MS).toISOString() },
  })
  await cmsAccountEvent('lockout', patient.id)
  const minutes = Math.round(LOCK_MS / 60_000)
  await (
    await cmsAsServer()
  ).sendEmail({
    to: email.trim().toLowerCase(),
    subject: 'Sign-in to your account is paused',
    text: `Hi ${patient.first_name},\n\nThere have been many attempts to sign in to your account with a wrong password, so signing in is paused for ${minutes} minutes.\n\nIf these were you, use this link to sign in again now (it works once):\n${publicOrigin()}/login?unlock=${token}\n\nIf they were not you, your account is safe: nobody got in. You may want to choose a new password with "Forgot password?" on the sign-in page.`,
  })
  return true
}

/** Lifts the lock of the account the email names and forgets its failures (an unlock link, a password reset). */
export async function liftAccountLock(email: string): Promise<void> {
  const cms = await cmsAsServer()
  await cms.delete({ collection: 'claims', where: { key: { equals: lockKey(email) } }, depth: 0, select: { key: true } })
  await clearAccountFailures(email)
}

const TOKEN_FORMAT = /^[0-9a-f]{64}$/

/** Whether an unlock link's token is one that can still be used. */
export async function isUnlockTokenUsable(token: string, now = new Date()): Promise<boolean> {
  return (await patientByUnlockToken(token, now)) !== null
}

async function patientByUnlockToken(token: string, now: Date) {
  if (!TOKEN_FORMAT.test(token)) return null
  const found = await (
    await cmsBeforeSignIn()
  ).find({
    collection: 'patients',
    where: { and: [{ unlockTokenHash: { equals: tokenHash(token) } }, { unlockTokenExpiration: { greater_than: now.toISOString() } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { email: true },
  })
  return found.docs[0] ?? null
}

/** Uses an unlock link: the lock is lifted and the token spent. Answers false for a used, expired or unknown token. */
export async function unlockWithToken(token: string, now = new Date()): Promise<boolean> {
  const patient = await patientByUnlockToken(token, now)
  if (!patient) return false
  // Access off: the server spends the unlock token, a field the patient may not write.
  await (
    await cmsFor({ id: patient.id })
  ).update({ collection: 'patients', id: patient.id, depth: 0, data: { unlockTokenHash: null, unlockTokenExpiration: null } })
  await liftAccountLock(patient.email)
  return true
}
