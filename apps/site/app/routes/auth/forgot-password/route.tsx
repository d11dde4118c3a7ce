import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accountMessages, forgotPasswordSchema } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { ForgotPasswordScreen } from '@telehealth/ui/screens/account/ForgotPasswordScreen'
import { requestPasswordReset } from '~/auth/account.server.ts'
import { RateLimited, spendAttempt, tooManyAttempts } from '~/auth/rate-limit.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { parseForm, useDomainForm } from '~/forms.ts'
import { actionOrLoaderHeaders } from '~/route-headers.ts'
import { readForm } from '~/http/read-form.server.ts'

export const headers = actionOrLoaderHeaders

export const meta: MetaFunction = () => [{ title: 'Reset your password' }]

export async function loader(_: LoaderFunctionArgs) {
  return { brandName: await getBrandName() }
}

/** Same answer whether or not the email has an account (ADR 008); the email goes only to a real one. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readForm(request), forgotPasswordSchema)
  if (submission.status !== 'success') return data({ result: submission.reply(), formError: undefined, sent: undefined }, { status: 400 })
  const parsed = { data: submission.value }
  try {
    await spendAttempt(['forgotPerIp', context.clientIp], ['forgotPerAccount', parsed.data.email])
  } catch (error) {
    if (error instanceof RateLimited) return tooManyAttempts(error)
    throw error
  }
  // The link starts with SITE_ORIGIN (account.server.ts), never with anything this request says.
  await requestPasswordReset(parsed.data.email)
  return { result: undefined, formError: undefined, sent: accountMessages.resetEmailSent }
}

export default function ForgotPasswordRoute() {
  const { brandName } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { formProps, errors } = useDomainForm(forgotPasswordSchema, actionData && 'result' in actionData ? actionData.result : undefined)
  return (
    <FunnelLayout brandName={brandName}>
      <ForgotPasswordScreen
        form={formProps}
        errors={errors}
        formError={actionData?.formError}
        sentMessage={actionData && 'sent' in actionData ? actionData.sent : undefined}
      />
    </FunnelLayout>
  )
}
