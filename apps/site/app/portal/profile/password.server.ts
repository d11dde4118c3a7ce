import { parseWithZod } from '@conform-to/zod/v4'
import { KEEP_SESSION_CONTEXT } from '@telehealth/cms/site'
import {
  maskEmail,
  passwordChangeSchema,
  passwordCodeSentMessage,
  passwordPolicyProblem,
  passwordSetSchema,
  profileMessages,
  verificationMessages,
} from '@telehealth/domain'
import { z } from 'zod'
import { AuthenticationError } from 'payload'
import { lockAfterFailures } from '~/auth/account-lock.server.ts'
import { commonPasswords } from '~/auth/common-passwords.server.ts'
import { readSession } from '~/auth/patient-session.server.ts'
import { accountAndAddress, clearLoginFailures, loginWaitMs, RateLimited, recordLoginFailure, spendAttempt } from '~/auth/rate-limit.server.ts'
import { cmsAccountEvent, cmsAs, cmsBeforeSignIn, cmsPatientHasPassword, type SignedInPatient } from '~/cms.server.ts'
import { checkPasswordCode, sendPasswordCode } from '~/verify/codes.server.ts'
import { invalid, limited, refused, writing, type Acting, type Outcome } from './outcome.server.ts'

/** Whether `password` is the account's: Payload's own check of the hash, as a sign-in checks it (nobody acts yet). */
async function isCurrentPassword(email: string, password: string): Promise<boolean> {
  const cms = await cmsBeforeSignIn()
  try {
    const result = await cms.login({ collection: 'patients', data: { email, password } })
    return Boolean(result.user)
  } catch (error) {
    if (error instanceof AuthenticationError) return false
    throw error
  }
}

/**
 * The password change (ADR 036): the current password is required and checked like a sign-in
 * (the same budgets, growing wait and account lock, keyed by the account and the address), the new
 * one must pass the accounts rules, and every OTHER session of the patient ends (the patients
 * collection's hook, told which session to keep). The form is cleared on success.
 */
export async function updatePassword({ request, patient, clientIp }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: passwordChangeSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { oldPassword, newPassword } = submission.value
  const policyProblem = passwordPolicyProblem(newPassword, commonPasswords())
  if (policyProblem) return refused(submission, policyProblem, 400, 'newPassword')
  const email = patient.email
  try {
    await spendAttempt(['loginPerAccountAndAddress', accountAndAddress(email, clientIp)])
  } catch (error) {
    if (error instanceof RateLimited) return limited(submission, error.retryAfterSeconds)
    throw error
  }
  const waitMs = await loginWaitMs(email, clientIp)
  if (waitMs > 0) return limited(submission, Math.ceil(waitMs / 1000))
  if (!(await isCurrentPassword(email, oldPassword))) {
    await lockAfterFailures(email, await recordLoginFailure(email, clientIp))
    return refused(submission, profileMessages.oldPasswordWrong, 400, 'oldPassword')
  }
  await clearLoginFailures(email, clientIp)
  const failed = await writePassword({ request, patient, clientIp }, submission, newPassword)
  if (failed) return failed
  return { status: 200, submission, success: profileMessages.passwordUpdated, toast: true, resetForm: true }
}

/** Whether the patient has ever set a password (an intake account has none until they set one). */
export async function hasPassword(patient: SignedInPatient): Promise<boolean> {
  return cmsPatientHasPassword(patient.id)
}

/** The new password, written as the patient's own change: every OTHER session ends, this browser's stays. */
async function writePassword({ request, patient }: Acting, submission: Outcome['submission'], newPassword: string): Promise<Outcome | null> {
  const session = await readSession(request)
  const cms = await cmsAs(patient)
  const failed = await writing(submission, profileMessages.updatePasswordFailed, () =>
    cms.update({
      collection: 'patients',
      id: patient.id,
      depth: 0,
      select: { email: true },
      data: { password: newPassword },
      ...(session ? { context: { [KEEP_SESSION_CONTEXT]: session.id } } : {}),
    }),
  )
  if (failed) return failed
  await cmsAccountEvent('password_change', patient.id)
  return null
}

/** The send-code button posts nothing but its intent. */
const passwordCodeRequestSchema = z.object({})

/**
 * For a patient who never set a password (ADR 103): a 6-digit code to the account's verified
 * email, on the contact codes' budget (six an hour per patient). Refused for an account that has
 * a password (it changes it with the current one) and before the email is confirmed.
 */
export async function sendPasswordSetCode({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: passwordCodeRequestSchema })
  if (submission.status !== 'success') return invalid(submission)
  if (await hasPassword(patient)) return refused(submission, profileMessages.passwordAlreadySet, 409)
  if (!patient.emailVerifiedAt) return refused(submission, profileMessages.passwordCodeNeedsVerifiedEmail, 409)
  try {
    await spendAttempt(['sendCodePerPatient', String(patient.id)])
  } catch (error) {
    if (error instanceof RateLimited) return refused(submission, error.message, 429)
    throw error
  }
  await sendPasswordCode(String(patient.id), patient.email)
  return { status: 200, submission, success: passwordCodeSentMessage(maskEmail(patient.email)) }
}

/**
 * The code and the new password (ADR 103): the code stands in for the current password the patient
 * never had, checked on the contact codes' budgets (per patient and per address), five wrong tries
 * spend it; the new password must pass the accounts rules. The form is cleared on success.
 */
export async function setPasswordWithCode(acting: Acting, form: FormData): Promise<Outcome> {
  const { patient, clientIp } = acting
  const submission = parseWithZod(form, { schema: passwordSetSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { code, newPassword } = submission.value
  const policyProblem = passwordPolicyProblem(newPassword, commonPasswords())
  if (policyProblem) return refused(submission, policyProblem, 400, 'newPassword')
  if (await hasPassword(patient)) return refused(submission, profileMessages.passwordAlreadySet, 409)
  try {
    await spendAttempt(['verifyCodePerPatient', String(patient.id)], ['verifyCodePerIp', clientIp])
  } catch (error) {
    if (error instanceof RateLimited) return refused(submission, error.message, 429)
    throw error
  }
  if (!(await checkPasswordCode(String(patient.id), code))) return refused(submission, verificationMessages.invalidCode, 400, 'code')
  const failed = await writePassword(acting, submission, newPassword)
  if (failed) return failed
  return { status: 200, submission, success: profileMessages.passwordUpdated, toast: true, resetForm: true }
}
