import { newAccountToken, RESET_LINK_LIFETIME_MS, tokenHash } from '@telehealth/cms/site'
import type { RowId } from '@telehealth/domain'
import { AuthenticationError } from 'payload'
import { tryClaim } from '~/claims.server.ts'
import { cmsAccountEvent, cmsBeforeSignIn, cmsAsServer, cmsFor } from '~/cms.server.ts'
import { publicOrigin } from '~/env.server.ts'
import { liftAccountLock } from './account-lock.server.ts'

/**
 * Everything here acts before anyone is signed in (a password or a reset token is what is being
 * checked), so it finds accounts and checks passwords through the accounts door (`cmsBeforeSignIn`), and
 * writes a found account's tokens through `cmsFor` that account (fields the patient may not set); the account events
 * name the patient as the actor themselves. Throttling is the caller's (routes/login: per address,
 * per account and address, the account lock: ADR 022).
 */

export type SignInResult = { status: 'ok'; patientId: string } | { status: 'wrong' }

/** Checks the password with Payload's auth (hashing); its own lockout is off for patients (ADR 022). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const accounts = await cmsBeforeSignIn()
  try {
    const result = await accounts.login({ collection: 'patients', data: { email, password } })
    if (!result.user) return { status: 'wrong' }
    await cmsAccountEvent('login', result.user.id)
    return { status: 'ok', patientId: String(result.user.id) }
  } catch (error) {
    if (error instanceof AuthenticationError) {
      await recordFailure(email)
      return { status: 'wrong' }
    }
    throw error
  }
}

/** A failed sign-in of an existing account is audited (the lockout, when one follows, by account-lock.server.ts). */
async function recordFailure(email: string) {
  const found = await (
    await cmsBeforeSignIn()
  ).find({ collection: 'patients', where: { email: { equals: email.toLowerCase() } }, limit: 1, pagination: false, depth: 0, select: { email: true } })
  const patient = found.docs[0]
  if (patient) await cmsAccountEvent('login_failed', patient.id)
}

/**
 * A new reset token for the patient: only its SHA-256 is stored (`resetPasswordToken`, with its
 * expiry), replacing any earlier link's; the token itself goes into the email only (ADR 022).
 */
async function storeResetToken(patientId: RowId): Promise<string> {
  const token = newAccountToken()
  // Access off: the server stores the reset token's hash, a field the patient may not write.
  await (
    await cmsFor({ id: patientId })
  ).update({
    collection: 'patients',
    id: patientId,
    depth: 0,
    data: { resetPasswordToken: tokenHash(token), resetPasswordExpiration: new Date(Date.now() + RESET_LINK_LIFETIME_MS).toISOString() },
  })
  return token
}

/**
 * Emails a reset link when the address has an account; does nothing otherwise. The caller shows the
 * same words either way (ADR 008), so the form cannot be used to find out who is a patient.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const existing = await (await cmsBeforeSignIn()).find({ collection: 'patients', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const patient = existing.docs[0]
  if (!patient) return
  const token = await storeResetToken(patient.id)
  await (
    await cmsAsServer()
  ).sendEmail({
    to: email,
    subject: 'Reset your password',
    text: `Hi ${patient.first_name},\n\nUse this link to set a new password. It works once, for one hour:\n${publicOrigin()}/password-reset/${token}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.`,
  })
}

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{10,200}$/

/** The account a reset or set-password link's token belongs to, while the link can be used. */
async function patientByResetToken(token: string) {
  if (!TOKEN_FORMAT.test(token)) return null
  const match = await (
    await cmsBeforeSignIn()
  ).find({
    collection: 'patients',
    where: { and: [{ resetPasswordToken: { equals: tokenHash(token) } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { email: true },
  })
  return match.docs[0] ?? null
}

/** Whether a reset link can still be used (it exists, has not expired and was not used). */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  return (await patientByResetToken(token)) !== null
}

/**
 * Sets the new password from a reset or set-password (welcome) link, once. Payload hashes the
 * password (an update of `password`, as the patient's own change made by the server for them); the
 * same write spends the token and marks the email verified (the link reached that inbox: whoever
 * registered the address first loses the account to its owner here); the patients collection's
 * hook ends every session of the patient. The account lock is lifted and the change audited.
 * Two uses of one link at once: the claim lets one through.
 */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const patient = await patientByResetToken(token)
  if (!patient) return false
  const claim = await tryClaim(`password-reset:${tokenHash(token)}`, 60_000)
  if (!claim) return false
  try {
    // Re-read under the claim: a use that finished just before has spent the token.
    if (!(await patientByResetToken(token))) return false
    // Access off: the link, not a session, proves who this is; spending the token and marking the email verified are the server's.
    await (
      await cmsFor({ id: patient.id })
    ).update({
      collection: 'patients',
      id: patient.id,
      depth: 0,
      data: {
        password,
        resetPasswordToken: null,
        resetPasswordExpiration: null,
        emailVerifiedAt: new Date().toISOString(),
        unlockTokenHash: null,
        unlockTokenExpiration: null,
      },
    })
    await liftAccountLock(patient.email)
    await cmsAccountEvent('password_change', patient.id)
    return true
  } finally {
    await claim.release()
  }
}
