import type { FormBinding } from './AccountField.tsx'
import { Button } from '../../components/Button.tsx'
import { AccountField, FormNotice } from './AccountField.tsx'

export interface LoginScreenProps {
  pageRef?: string | undefined
  email?: string | undefined
  errors?: { email?: string | undefined; password?: string | undefined } | undefined
  formError?: string | undefined
  submitting?: boolean
  /** The site's form handling (Conform): the form's id and its submit check in the browser. */
  form?: FormBinding | undefined
}

/** /login: email and password, 'Sign In', and the ways out (forgot password, take the quiz). */
export function LoginScreen({ pageRef, email, errors, formError, submitting = false, form }: LoginScreenProps) {
  return (
    <form {...form} method="post" action="/login" noValidate className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Welcome back</h1>
      {formError ? <FormNotice tone="error">{formError}</FormNotice> : null}
      {pageRef ? <input type="hidden" name="page_ref" value={pageRef} /> : null}
      <AccountField name="email" label="Email" type="email" autoComplete="email" inputMode="email" defaultValue={email} error={errors?.email} required />
      <AccountField name="password" label="Password" type="password" autoComplete="current-password" error={errors?.password} required />
      <Button type="submit" pending={submitting} pendingLabel="Signing in...">
        Sign In
      </Button>
      <div className="flex flex-col items-center gap-1 text-sm">
        <a href="/forgot-password" className="min-h-11 content-center font-medium text-brand-700 underline underline-offset-4">
          Forgot password?
        </a>
        <p className="text-muted">
          New here?{' '}
          <a href="/quiz" className="font-medium text-brand-700 underline underline-offset-4">
            Take the quiz
          </a>
        </p>
      </div>
    </form>
  )
}
