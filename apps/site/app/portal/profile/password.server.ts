import { parseWithZod } from '@conform-to/zod/v4'
import { KEEP_SESSION_CONTEXT } from '@telehealth/cms/site'
import { passwordChangeSchema, passwordPolicyProblem, profileMessages } from '@telehealth/domain'
import { AuthenticationError } from 'payload'
import { lockAfterFailures } from '~/auth/account-lock.server.ts'
import { commonPasswords } from '~/auth/common-passwords.server.ts'
import { readSession } from '~/auth/patient-session.server.ts'
import { accountAndAddress, clearLoginFailures, loginWaitMs, RateLimited, recordLoginFailure, spendAttempt } from '~/auth/rate-limit.server.ts'
import { cmsAccountEvent, cmsAs, cmsBeforeSignIn } from '~/cms.server.ts'
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
  return { status: 200, submission, success: profileMessages.passwordUpdated, toast: true, resetForm: true }
}
