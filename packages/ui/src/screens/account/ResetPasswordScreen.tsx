import type { FormBinding } from './AccountField.tsx'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { AccountField, FormNotice } from './AccountField.tsx'

export interface ResetPasswordScreenProps {
  state: 'form' | 'invalid-link' | 'changed'
  messages: { mismatch: string; invalidLink: string; changed: string }
  errors?: { password?: string | undefined; confirm_password?: string | undefined } | undefined
  formError?: string | undefined
  submitting?: boolean
  /** The site's form handling (Conform): the form's id and its submit check in the browser. */
  form?: FormBinding | undefined
}

/** /password-reset/{token}: a new password twice; the button waits until both match. */
export function ResetPasswordScreen({ state, messages, errors, formError, submitting = false, form }: ResetPasswordScreenProps) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const mismatch = confirm.length > 0 && password !== confirm

  if (state === 'invalid-link') {
    return (
      <div className="flex flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Reset your password</h1>
        <FormNotice tone="error">{messages.invalidLink}</FormNotice>
        <a href="/forgot-password" className="font-medium text-brand-700 underline underline-offset-4">
          Request a new link
        </a>
      </div>
    )
  }
  if (state === 'changed') {
    return (
      <div className="flex flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Password changed</h1>
        <FormNotice tone="success">{messages.changed}</FormNotice>
        <a href="/login" className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white">
          Sign In
        </a>
      </div>
    )
  }
  return (
    <form {...form} method="post" noValidate className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Choose a new password</h1>
      <p className="text-base text-muted">Use at least 12 characters. A few unrelated words make a strong, memorable password.</p>
      {formError ? <FormNotice tone="error">{formError}</FormNotice> : null}
      <AccountField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={errors?.password}
        required
      />
      <AccountField
        name="confirm_password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.currentTarget.value)}
        error={mismatch ? messages.mismatch : errors?.confirm_password}
        required
      />
      <Button type="submit" disabled={mismatch} pending={submitting} pendingLabel="Saving...">
        Set new password
      </Button>
    </form>
  )
}
