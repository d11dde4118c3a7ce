import { Patients } from '@telehealth/cms/collections/Patients'
import { recordAccountEvent } from '@telehealth/cms/hooks/audit'
import { AuthenticationError, LockedAuth } from 'payload'
import { cmsAsServer, type LocalApi } from '~/cms.server.ts'
import { publicOrigin } from '~/env.server.ts'

/**
 * Everything here acts before anyone is signed in (a password or a reset token is what is being
 * checked), so it uses the server's door: finding an account by email, Payload's own auth
 * operations, and the account events, which name the patient as the actor themselves.
 */

type ResetOptions = Parameters<LocalApi['resetPassword']>[0]

/** The failed sign-ins that lock an account, as the patients collection configures them. */
const MAX_LOGIN_ATTEMPTS = typeof Patients.auth === 'object' ? Patients.auth.maxLoginAttempts : undefined

export type SignInResult = { status: 'ok'; patientId: string } | { status: 'wrong' } | { status: 'locked' }

/** Checks the password with Payload's auth (hashing, failed-attempt count, lockout). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const cms = await cmsAsServer()
  try {
    const result = await cms.login({ collection: 'patients', data: { email, password } })
    if (!result.user) return { status: 'wrong' }
    await recordAccountEvent(cms, 'login', result.user.id)
    return { status: 'ok', patientId: String(result.user.id) }
  } catch (error) {
    if (error instanceof LockedAuth) {
      // Refused because an earlier failure locked the account: a failed attempt, not a new lockout.
      await recordFailure(cms, email, { alreadyLocked: true })
      return { status: 'locked' }
    }
    if (error instanceof AuthenticationError) {
      await recordFailure(cms, email)
      return { status: 'wrong' }
    }
    throw error
  }
}

/**
 * A failed sign-in of an existing account is audited; the one that locks it, as the lockout (once:
 * attempts refused during the lock are failed sign-ins).
 */
async function recordFailure(cms: LocalApi, email: string, { alreadyLocked = false } = {}) {
  const found = await cms.find({ collection: 'patients', where: { email: { equals: email.toLowerCase() } }, limit: 1, depth: 0, showHiddenFields: true })
  const patient = found.docs[0] as { id: number; lockUntil?: string | null; loginAttempts?: number | null } | undefined
  if (!patient) return
  // The failure that reached the limit is the one that locked the account.
  const lockedByThis = !alreadyLocked && patient.loginAttempts === MAX_LOGIN_ATTEMPTS && Date.parse(patient.lockUntil ?? '') > Date.now()
  await recordAccountEvent(cms, lockedByThis ? 'lockout' : 'login_failed', patient.id)
}

/**
 * Emails a reset link when the address has an account; does nothing otherwise. The caller shows the
 * same words either way (ADR 008), so the form cannot be used to find out who is a patient.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const cms = await cmsAsServer()
  const existing = await cms.find({ collection: 'patients', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const patient = existing.docs[0]
  if (!patient) return
  const token = await cms.forgotPassword({ collection: 'patients', data: { email }, disableEmail: true })
  await cms.sendEmail({
    to: email,
    subject: 'Reset your password',
    text: `Hi ${patient.first_name},\n\nUse this link to set a new password. It works once, for one hour:\n${publicOrigin()}/password-reset/${token}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.`,
  })
}

/** Whether a reset link can still be used (it exists, has not expired and was not used). */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{10,200}$/.test(token)) return false
  const cms = await cmsAsServer()
  const match = await cms.find({
    collection: 'patients',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  })
  return match.totalDocs > 0
}

/** Sets the new password; the token is spent (Payload expires it) and any lockout is lifted. */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  if (!(await isResetTokenUsable(token))) return false
  const cms = await cmsAsServer()
  try {
    // The door sets the access option itself, last (cms.server.ts); Payload's type still asks the
    // caller for it, hence the assertion (the lead's LocalApi type could leave it out).
    const result = await cms.resetPassword({ collection: 'patients', data: { token, password } } as ResetOptions)
    const id: unknown = result.user?.id
    if (typeof id === 'number' || typeof id === 'string') await recordAccountEvent(cms, 'password_change', id)
    return true
  } catch {
    return false
  }
}
