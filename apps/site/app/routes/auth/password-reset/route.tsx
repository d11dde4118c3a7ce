import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accountMessages, passwordPolicyProblem, resetPasswordSchema } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { ResetPasswordScreen } from '@telehealth/ui/screens/account/ResetPasswordScreen'
import { isResetTokenUsable, resetPassword } from '~/auth/account.server.ts'
import { commonPasswords } from '~/auth/common-passwords.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { parseForm, useDomainForm } from '~/forms.ts'
import { readForm } from '~/http/read-form.server.ts'

// The site-wide Referrer-Policy (strict-origin-when-cross-origin) keeps the token out of other sites' logs;
// no-referrer here would also blank the Origin header and fail the CSRF check.
export const meta: MetaFunction = () => [{ title: 'Choose a new password' }]

const messages = {
  mismatch: accountMessages.resetPasswordsDoNotMatch,
  invalidLink: accountMessages.resetLinkInvalid,
  changed: accountMessages.passwordChanged,
}

export async function loader({ params }: LoaderFunctionArgs) {
  const usable = await isResetTokenUsable(params.token ?? '')
  return { brandName: await getBrandName(), state: usable ? ('form' as const) : ('invalid-link' as const) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseForm(await readForm(request), resetPasswordSchema)
  const hideFields = ['password', 'confirm_password']
  if (submission.status !== 'success') return data({ state: 'form' as const, result: submission.reply({ hideFields }) }, { status: 400 })
  // The policy needs the common-password list, which stays on the server: its message joins the schema's.
  const policyProblem = passwordPolicyProblem(submission.value.password, commonPasswords())
  if (policyProblem)
    return data({ state: 'form' as const, result: submission.reply({ fieldErrors: { password: [policyProblem] }, hideFields }) }, { status: 400 })
  const changed = await resetPassword(params.token ?? '', submission.value.password)
  if (!changed) return data({ state: 'invalid-link' as const, result: undefined }, { status: 410 })
  return { state: 'changed' as const, result: undefined }
}

export default function PasswordResetRoute() {
  const { brandName, state } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { formProps, errors } = useDomainForm(resetPasswordSchema, actionData?.result)
  return (
    <FunnelLayout brandName={brandName}>
      <ResetPasswordScreen state={actionData?.state ?? state} messages={messages} form={formProps} errors={errors} />
    </FunnelLayout>
  )
}
