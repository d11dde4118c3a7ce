import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate, type ShouldRevalidateFunction } from '@remix-run/react'
import { maskEmail, maskPhone, resendSecondsLeft } from '@telehealth/domain'
import { verificationMachine, type AddressCheck, type VerifyAddress } from '@telehealth/machines'
import { FunnelLayout } from '@telehealth/ui'
import { VerifyScreen, type VerifyView } from '@telehealth/ui/screens/verify/VerifyScreen'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { useFetcherActor } from '~/http/fetcher-actor.ts'
import { useHydrated } from '~/use-hydrated.ts'
import { nextAfterVerification, storedAddress } from '~/verify/verify.server.ts'
import { VERIFY_API, verifyCalls } from './verify-answers.ts'

export const meta: MetaFunction = () => [{ title: 'Verify your details' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const [brandName, address, nextPath] = await Promise.all([getBrandName(), storedAddress(patient), nextAfterVerification(patient)])
  return { brandName, address, phone: maskPhone(patient.phone), email: maskEmail(patient.email), nextPath }
}

/** The machine holds the flow; its calls to /verify/api need not run this page's loader again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === VERIFY_API ? false : defaultShouldRevalidate

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

/** Each of the machine's calls is one fetcher posting the form fields /verify/api reads (ADR 074). */
function useVerifyActor<Input, Answer>(
  name: keyof typeof verifyCalls,
  call: { body: (input: Input) => Record<string, string>; read: (answer: unknown) => Answer },
) {
  return useFetcherActor<Input, Answer>({ key: `verify.${name}`, action: VERIFY_API, encType: 'application/x-www-form-urlencoded', ...call })
}

function VerifyFlow({ data }: { data: LoaderData }) {
  const navigate = useNavigate()
  const checkStoredAddress = useVerifyActor<{ address: VerifyAddress | null }, AddressCheck>('checkStoredAddress', verifyCalls.checkStoredAddress)
  const saveAddress = useVerifyActor('saveAddress', verifyCalls.saveAddress)
  const sendCode = useVerifyActor('sendCode', verifyCalls.sendCode)
  const verifyCode = useVerifyActor('verifyCode', verifyCalls.verifyCode)
  const updateContact = useVerifyActor('updateContact', verifyCalls.updateContact)
  const machine = useMemo(
    () => verificationMachine.provide({ actors: { checkStoredAddress, saveAddress, sendCode, verifyCode, updateContact } }),
    [checkStoredAddress, saveAddress, sendCode, verifyCode, updateContact],
  )
  const [snapshot, send] = useMachine(machine, { input: { address: data.address } })
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  useEffect(() => {
    if (snapshot.status === 'done') navigate(snapshot.output?.emailVerified ? data.nextPath : '/home')
  }, [snapshot.status, snapshot.output, navigate, data.nextPath])
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [snapshot.value])

  const { context } = snapshot
  let view: VerifyView
  if (snapshot.status === 'done') view = { step: 'done' }
  else if (snapshot.matches('address')) {
    const mode = (snapshot.value as { address: string }).address
    view =
      mode === 'suggestion' && context.suggestion
        ? { step: 'address', mode: 'suggestion', suggestion: context.suggestion, error: context.addressError }
        : { step: 'address', mode: mode === 'checking' || mode === 'saving' ? mode : 'manual', address: context.address, error: context.addressError }
  } else {
    const step = snapshot.matches('phone') ? 'phone' : 'email'
    const state = (snapshot.value as Record<string, string>)[step]
    // The code to a changed number or email is a send like any other on the page.
    const mode = (state === 'sendingToChanged' ? 'sending' : state) as 'entering' | 'sending' | 'verifying' | 'changing' | 'updating'
    view = {
      step,
      mode,
      // After a change the code went to the new number or email: the page names that one.
      destination:
        step === 'phone'
          ? context.changedTo.phone
            ? maskPhone(context.changedTo.phone)
            : data.phone
          : context.changedTo.email
            ? maskEmail(context.changedTo.email)
            : data.email,
      error: context.codeError,
      changeError: context.changeError,
      sentVisible: context.sentVisible,
      resendSecondsLeft: context.resendReady || context.lastSentAt === null ? 0 : resendSecondsLeft(new Date(context.lastSentAt), new Date(now)),
    }
  }

  return (
    <VerifyScreen
      view={view}
      onAddressSubmit={(address) => send({ type: 'address.submit', address })}
      onAcceptSuggestion={() => send({ type: 'suggestion.accept' })}
      onReplaceSuggestion={() => send({ type: 'suggestion.replace' })}
      onCodeSubmit={(code) => send({ type: 'code.submit', code })}
      onResend={() => send({ type: 'code.resend' })}
      onChangeContact={() => send({ type: 'contact.change' })}
      onUpdateContact={(value) => send({ type: 'contact.update', value })}
      onCancelChange={() => send({ type: 'change.cancel' })}
      onSkip={() => send({ type: 'step.skip' })}
    />
  )
}

export default function VerifyRoute() {
  const data = useLoaderData<typeof loader>()
  // The flow talks to the server from the browser; the first paint shows the address check.
  const inBrowser = useHydrated()
  return (
    <FunnelLayout brandName={data.brandName}>
      {inBrowser ? (
        <VerifyFlow data={data} />
      ) : (
        <p role="status" className="text-lg font-semibold text-ink">
          Checking your shipping address...
        </p>
      )}
    </FunnelLayout>
  )
}
