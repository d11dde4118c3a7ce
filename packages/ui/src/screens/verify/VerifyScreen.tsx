import { isCodeComplete } from '@telehealth/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/Button.tsx'
import { AccountField, FormNotice } from '../account/AccountField.tsx'
import { AddressFields } from '../checkout/AddressFields.tsx'
import { CodeBoxes } from './CodeBoxes.tsx'

export interface VerifyAddressValue {
  address_line_1: string
  address_line_2?: string | undefined
  city: string
  state: string
  zip: string
}

export type VerifyView =
  | { step: 'address'; mode: 'checking' | 'manual' | 'saving'; address: VerifyAddressValue | null; error: string | null }
  | { step: 'address'; mode: 'suggestion'; suggestion: VerifyAddressValue; error: string | null }
  | {
      step: 'phone' | 'email'
      mode: 'entering' | 'sending' | 'verifying' | 'changing' | 'updating'
      destination: string
      error: string | null
      changeError: string | null
      sentVisible: boolean
      resendSecondsLeft: number
    }
  | { step: 'done' }

export interface VerifyScreenProps {
  view: VerifyView
  onAddressSubmit: (address: VerifyAddressValue) => void
  onAcceptSuggestion: () => void
  onReplaceSuggestion: () => void
  onCodeSubmit: (code: string) => void
  onResend: () => void
  onChangeContact: () => void
  onUpdateContact: (value: string) => void
  onCancelChange: () => void
  onSkip: () => void
}

const STEP_NUMBER = { address: 3, phone: 4, email: 5 } as const

function readAddress(form: HTMLFormElement): VerifyAddressValue {
  const data = new FormData(form)
  const field = (name: string) => String(data.get(`address.${name}`) ?? '')
  return { address_line_1: field('address_line_1'), address_line_2: field('address_line_2'), city: field('city'), state: field('state'), zip: field('zip') }
}

function formatAddress(address: VerifyAddressValue): string {
  return [address.address_line_1, address.address_line_2, `${address.city}, ${address.state} ${address.zip}`].filter(Boolean).join(', ')
}

/** /verify, steps 3-5 of 5: the address, then a code by text, then a code by email. */
export function VerifyScreen(props: VerifyScreenProps) {
  const { view } = props
  const [boxes, setBoxes] = useState<string[]>([])

  if (view.step === 'done') {
    return (
      <p role="status" className="text-base text-muted">
        All set. Taking you to your next step...
      </p>
    )
  }

  const header = <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Step {STEP_NUMBER[view.step]} of 5</p>

  if (view.step === 'address') {
    if (view.mode === 'suggestion') {
      return (
        <div className="flex flex-col gap-5">
          {header}
          <h1 className="text-2xl font-bold tracking-tight text-ink">Confirm your shipping address</h1>
          <FormNotice tone="success">{view.error ?? 'We found a suggested correction for your address.'}</FormNotice>
          <p className="rounded-2xl border border-black/10 bg-white p-4 text-base text-ink">{formatAddress(view.suggestion)}</p>
          <Button onClick={props.onAcceptSuggestion}>Use this address</Button>
          <Button variant="link" className="self-center" onClick={props.onReplaceSuggestion}>
            Enter a different address
          </Button>
        </div>
      )
    }
    if (view.mode === 'checking') {
      return (
        <div className="flex flex-col gap-3" role="status">
          {header}
          <h1 className="text-2xl font-bold tracking-tight text-ink">Checking your shipping address...</h1>
        </div>
      )
    }
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      props.onAddressSubmit(readAddress(event.currentTarget))
    }
    return (
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {header}
        <h1 className="text-2xl font-bold tracking-tight text-ink">Where should we ship your medication?</h1>
        {view.error ? <FormNotice tone="error">{view.error}</FormNotice> : null}
        <AddressFields prefix="address" legend="Shipping address" values={view.address ?? undefined} />
        <Button type="submit" pending={view.mode === 'saving'} pendingLabel="Checking...">
          Save address
        </Button>
      </form>
    )
  }

  const channelLabel = view.step === 'phone' ? 'text' : 'email'
  if (view.mode === 'changing' || view.mode === 'updating') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const data = new FormData(event.currentTarget)
      const field = (name: string) => {
        const entry = data.get(name)
        return typeof entry === 'string' ? entry : ''
      }
      props.onUpdateContact(view.step === 'phone' ? `${field('phone_area')}${field('phone_prefix')}${field('phone_line')}` : field('email'))
    }
    return (
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {header}
        <h1 className="text-2xl font-bold tracking-tight text-ink">{view.step === 'phone' ? 'Change your mobile number' : 'Change your email'}</h1>
        {view.changeError ? <FormNotice tone="error">{view.changeError}</FormNotice> : null}
        {view.step === 'phone' ? (
          <div className="grid grid-cols-[1fr_1fr_1.3fr] gap-2">
            <AccountField name="phone_area" label="Area code" inputMode="numeric" maxLength={3} />
            <AccountField name="phone_prefix" label="Prefix" inputMode="numeric" maxLength={3} />
            <AccountField name="phone_line" label="Line" inputMode="numeric" maxLength={4} />
          </div>
        ) : (
          <AccountField name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
        )}
        <Button type="submit" pending={view.mode === 'updating'} pendingLabel="Saving...">
          Update and resend code
        </Button>
        <Button variant="link" className="self-center" onClick={props.onCancelChange}>
          Cancel
        </Button>
      </form>
    )
  }

  const busy = view.mode === 'verifying' || view.mode === 'sending'
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isCodeComplete(boxes)) return
    props.onCodeSubmit(boxes.join(''))
    setBoxes([])
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {header}
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Enter the 4-digit code</h1>
        <p className="text-base text-muted">
          We sent it by {channelLabel} to <span className="font-semibold text-ink">{view.destination}</span>.
        </p>
      </div>
      {view.error ? (
        <p id="code-error" role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
          {view.error}
        </p>
      ) : null}
      <CodeBoxes value={boxes} onChange={setBoxes} label="Verification code" describedBy={view.error ? 'code-error' : undefined} />
      <Button type="submit" disabled={!isCodeComplete(boxes)} pending={busy} pendingLabel="One moment...">
        Next
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" onClick={props.onResend} disabled={view.resendSecondsLeft > 0}>
          {view.resendSecondsLeft > 0 ? `Resend code in ${view.resendSecondsLeft} s` : 'Resend code'}
        </Button>
        {view.sentVisible ? (
          <span role="status" className="font-semibold text-brand-700">
            Code sent
          </span>
        ) : null}
      </div>
      <div className="flex items-center justify-between text-sm">
        {/* While a code is sent or checked these would be ignored: say so by disabling them. */}
        <Button variant="link" onClick={props.onChangeContact} disabled={busy}>
          {view.step === 'phone' ? 'Change number' : 'Change email'}
        </Button>
        <Button variant="link" onClick={props.onSkip} disabled={busy}>
          Skip
        </Button>
      </div>
    </form>
  )
}
