import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import { accountMessages, loginSchema, pathAfterLogin } from '@telehealth/domain'
import { Button, FunnelLayout } from '@telehealth/ui'
import { FormNotice } from '@telehealth/ui/screens/account/AccountField'
import { LoginScreen } from '@telehealth/ui/screens/account/LoginScreen'
import { accountLockRemainingMs, isUnlockTokenUsable, lockAfterFailures, unlockWithToken } from '~/auth/account-lock.server.ts'
import { signIn } from '~/auth/account.server.ts'
import { endedSessionHeaders, logPatientIn, readPatientId } from '~/auth/patient-session.server.ts'
import {
  accountAndAddress,
  clearLoginFailures,
  loginWaitMs,
  RateLimited,
  recordLoginFailure,
  spendAttempt,
  tooManyAttempts,
  tooManyAttemptsMessage,
} from '~/auth/rate-limit.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { clearLocalFormData } from '~/forms/form-storage.ts'
import { parseForm, useDomainForm } from '~/forms.ts'
import { actionOrLoaderHeaders } from '~/route-headers.ts'
import { readForm } from '~/http/read-form.server.ts'

export const headers = actionOrLoaderHeaders

export const meta: MetaFunction = () => [{ title: 'Sign in' }]

/** The words of the account lock's emailed link (ADR 022); not in the specification, which has no lock. */
const unlockMessages = {
  offer: 'Press the button to end the pause on signing in to your account.',
  done: 'Signing in is possible again. Sign in below.',
} as const

export async function loader({ request }: LoaderFunctionArgs) {
  if (await readPatientId(request)) throw redirect('/home')
  const url = new URL(request.url)
  const pageRef = url.searchParams.get('page_ref')
  // The account lock's emailed link: a button to press (a link scanner's visit changes nothing).
  const unlock = url.searchParams.get('unlock')
  const unlockToken = unlock && (await isUnlockTokenUsable(unlock)) ? unlock : undefined
  const page = { brandName: await getBrandName(), pageRef: pageRef ? pathAfterLogin(pageRef) : undefined, unlockToken }
  // A session that has ended takes the answers kept on this device with it, with or without JavaScript (ADR 103).
  const ended = await endedSessionHeaders(request)
  return ended ? data(page, { headers: ended }) : page
}

function waitAnswer(email: string, waitMs: number) {
  const seconds = Math.ceil(waitMs / 1000)
  return data(
    { result: undefined, formError: tooManyAttemptsMessage(seconds), email, unlocked: false },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  )
}

/**
 * Sign-in, throttled so an attacker cannot turn it against a patient (ADR 022): a budget per
 * address and one per account and address; a growing wait per account and address; the account
 * lock after many failures across addresses. Every refusal reads like any other wait or wrong
 * password (ADR 008): the page never tells whether an email has an account or is locked.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const form = Object.fromEntries(formData)
  if (form.intent === 'unlock') {
    const done = typeof form.unlock === 'string' && (await unlockWithToken(form.unlock))
    if (!done) return data({ result: undefined, formError: accountMessages.resetLinkInvalid, email: '', unlocked: false }, { status: 410 })
    return { result: undefined, formError: undefined, email: '', unlocked: true }
  }
  const submission = parseForm(formData, loginSchema)
  const typedEmail = typeof form.email === 'string' ? form.email : ''
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }), formError: undefined, email: typedEmail, unlocked: false }, { status: 400 })
  const { email, password } = submission.value
  const clientIp = context.clientIp
  try {
    await spendAttempt(['loginPerIp', clientIp], ['loginPerAccountAndAddress', accountAndAddress(email, clientIp)])
  } catch (error) {
    if (error instanceof RateLimited) return tooManyAttempts(error)
    throw error
  }
  const [lockedMs, waitMs] = await Promise.all([accountLockRemainingMs(email), loginWaitMs(email, clientIp)])
  // A locked account reads like any other wait, so the page never tells whether an email exists.
  if (lockedMs > 0) return waitAnswer(email, lockedMs)
  if (waitMs > 0) return waitAnswer(email, waitMs)
  const result = await signIn(email, password)
  if (result.status === 'ok') {
    await clearLoginFailures(email, clientIp)
    return logPatientIn(request, result.patientId, pathAfterLogin(typeof form.page_ref === 'string' ? form.page_ref : null))
  }
  await lockAfterFailures(email, await recordLoginFailure(email, clientIp))
  return data({ result: undefined, formError: accountMessages.loginFailed, email, unlocked: false }, { status: 401 })
}

/** The sign-in page finds no session: questionnaire answers kept in this browser go (ADR 103). */
function useForgetKeptAnswers() {
  useEffect(() => {
    try {
      clearLocalFormData(window.localStorage)
    } catch {
      // Storage disabled: nothing was kept.
    }
  }, [])
}

export default function LoginRoute() {
  useForgetKeptAnswers()
  const { brandName, pageRef, unlockToken } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { formProps, errors } = useDomainForm(loginSchema, actionData && 'result' in actionData ? actionData.result : undefined)
  if (unlockToken && !actionData) {
    return (
      <FunnelLayout brandName={brandName}>
        <form method="post" className="flex flex-col gap-5">
          <h1 className="text-3xl font-bold tracking-tight text-ink">Welcome back</h1>
          <FormNotice tone="success">{unlockMessages.offer}</FormNotice>
          <input type="hidden" name="intent" value="unlock" />
          <input type="hidden" name="unlock" value={unlockToken} />
          <Button type="submit" pending={navigation.state === 'submitting'} pendingLabel="Please wait...">
            Allow signing in
          </Button>
        </form>
      </FunnelLayout>
    )
  }
  return (
    <FunnelLayout brandName={brandName}>
      {actionData && 'unlocked' in actionData && actionData.unlocked ? <FormNotice tone="success">{unlockMessages.done}</FormNotice> : null}
      <LoginScreen
        pageRef={pageRef}
        email={actionData && 'email' in actionData ? actionData.email : undefined}
        form={formProps}
        errors={errors}
        formError={actionData?.formError}
        submitting={navigation.state === 'submitting'}
      />
    </FunnelLayout>
  )
}
