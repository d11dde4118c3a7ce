import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accountMessages, passwordPolicyProblem, resetPasswordSchema } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { ResetPasswordScreen } from '@telehealth/ui/screens/account/ResetPasswordScreen'
import { isResetTokenUsable, resetPassword } from '~/auth/account.server.ts'
import { commonPasswords } from '~/auth/common-passwords.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { firstErrors } from '~/forms.ts'

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
  const parsed = resetPasswordSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data({ state: 'form' as const, errors: firstErrors(parsed.error.issues) }, { status: 400 })
  const policyProblem = passwordPolicyProblem(parsed.data.password, commonPasswords())
  if (policyProblem) return data({ state: 'form' as const, errors: { password: policyProblem } }, { status: 400 })
  const changed = await resetPassword(params.token ?? '', parsed.data.password)
  if (!changed) return data({ state: 'invalid-link' as const, errors: {} }, { status: 410 })
  return { state: 'changed' as const, errors: {} }
}

export default function PasswordResetRoute() {
  const { brandName, state } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <FunnelLayout brandName={brandName}>
      <ResetPasswordScreen state={actionData?.state ?? state} messages={messages} errors={actionData?.errors} />
    </FunnelLayout>
  )
}
