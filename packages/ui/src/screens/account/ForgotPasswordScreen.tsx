import type { FormBinding } from './AccountField.tsx'
import { Button } from '../../components/Button.tsx'
import { AccountField, FormNotice } from './AccountField.tsx'

export interface ForgotPasswordScreenProps {
  errors?: { email?: string | undefined } | undefined
  formError?: string | undefined
  /** Shown after a request, whatever the email (the page never says who has an account). */
  sentMessage?: string | undefined
  submitting?: boolean
  /** The site's form handling (Conform): the form's id and its submit check in the browser. */
  form?: FormBinding | undefined
}

export function ForgotPasswordScreen({ errors, formError, sentMessage, submitting = false, form }: ForgotPasswordScreenProps) {
  return (
    <form {...form} method="post" action="/forgot-password" noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Reset your password</h1>
        <p className="text-base text-muted">Enter the email you used for your visit and we will send you a link.</p>
      </div>
      {sentMessage ? <FormNotice tone="success">{sentMessage}</FormNotice> : null}
      {formError ? <FormNotice tone="error">{formError}</FormNotice> : null}
      <AccountField name="email" label="Email" type="email" autoComplete="email" inputMode="email" error={errors?.email} required />
      <Button type="submit" pending={submitting} pendingLabel="Sending...">
        Request Reset Email
      </Button>
      <a href="/login" className="min-h-11 content-center self-center text-sm font-medium text-brand-700 underline underline-offset-4">
        Back to sign in
      </a>
    </form>
  )
}
