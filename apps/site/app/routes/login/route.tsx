import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { accountMessages, loginSchema, pathAfterLogin } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { LoginScreen } from '@telehealth/ui/screens/account/LoginScreen'
import { signIn } from '~/auth/account.server.ts'
import { logPatientIn, readPatientId } from '~/auth/patient-session.server.ts'
import { clearLoginFailures, loginWaitMs, RateLimited, recordLoginFailure, spendAttempt, tooManyAttempts, tooManyAttemptsMessage } from '~/auth/rate-limit.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { firstErrors } from '~/forms.ts'
import { actionOrLoaderHeaders } from '~/route-headers.ts'

export const headers = actionOrLoaderHeaders

export const meta: MetaFunction = () => [{ title: 'Sign in' }]

export async function loader({ request }: LoaderFunctionArgs) {
  if (await readPatientId(request)) throw redirect('/home')
  const pageRef = new URL(request.url).searchParams.get('page_ref')
  return { brandName: await getBrandName(), pageRef: pageRef ? pathAfterLogin(pageRef) : undefined }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  const parsed = loginSchema.safeParse(form)
  const typedEmail = typeof form.email === 'string' ? form.email : ''
  if (!parsed.success) return data({ errors: firstErrors(parsed.error.issues), formError: undefined, email: typedEmail }, { status: 400 })
  const { email, password } = parsed.data
  try {
    await spendAttempt(['loginPerIp', context.clientIp], ['loginPerAccount', email])
  } catch (error) {
    if (error instanceof RateLimited) return tooManyAttempts(error)
    throw error
  }
  const waitMs = await loginWaitMs(email)
  if (waitMs > 0) {
    return data({ errors: {}, formError: tooManyAttemptsMessage(Math.ceil(waitMs / 1000)), email }, { status: 429, headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } })
  }
  const result = await signIn(email, password)
  if (result.status === 'ok') {
    await clearLoginFailures(email)
    return logPatientIn(request, result.patientId, pathAfterLogin(typeof form.page_ref === 'string' ? form.page_ref : null))
  }
  await recordLoginFailure(email)
  // A locked account reads like any other wait, so the page never tells whether an email exists.
  if (result.status === 'locked') return data({ errors: {}, formError: tooManyAttemptsMessage(15 * 60), email }, { status: 429 })
  return data({ errors: {}, formError: accountMessages.loginFailed, email }, { status: 401 })
}

export default function LoginRoute() {
  const { brandName, pageRef } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <FunnelLayout brandName={brandName}>
      <LoginScreen
        pageRef={pageRef}
        email={actionData && 'email' in actionData ? actionData.email : undefined}
        errors={actionData?.errors}
        formError={actionData?.formError}
        submitting={navigation.state === 'submitting'}
      />
    </FunnelLayout>
  )
}
