import { PASSWORD_CODE_LENGTH } from '@telehealth/domain'
import { clsx } from 'clsx'
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp'
import { useId } from 'react'
import { Card } from '../../../components/Card.tsx'
import { FieldError } from '../../../components/FieldError.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { FormNotice } from '../../account/AccountField.tsx'
import { PROFILE_ACTION, ProfileFormCard, type ProfileFormState } from './ProfileFormCard.tsx'

/** Where a patient without a password stands (ADR 103). */
export interface PasswordSetupValues {
  /** The code goes to the account's email only once it is confirmed. */
  emailVerified: boolean
  /** The address the code goes to, masked (j***@example.com). */
  maskedEmail: string
  /** A code was sent and is still good: the code step shows. */
  codeSent: boolean
}

/**
 * The set-password code's six boxes, on input-otp: one real input (`name="code"`, so the form posts
 * it with or without JavaScript) under six drawn boxes; a phone offers the emailed code, a paste fills every box.
 */
function PasswordCodeBoxes({ error }: { error?: string | undefined }) {
  const labelId = useId()
  const errorId = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink">
        Code from the email
      </span>
      <OTPInput
        name="code"
        maxLength={PASSWORD_CODE_LENGTH}
        pattern={REGEXP_ONLY_DIGITS}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        containerClassName="w-full max-w-xs"
        render={({ slots }) => (
          <div className="grid w-full grid-cols-6 gap-2" aria-hidden="true">
            {slots.map((slot, index) => (
              <div
                key={index}
                className={clsx(
                  'flex h-12 min-w-0 items-center justify-center rounded-xl border-2 bg-white text-xl font-bold text-ink shadow-sm',
                  slot.isActive ? 'border-brand-700 ring-4 ring-brand-100' : error ? 'border-danger' : 'border-black/15',
                )}
              >
                {slot.char ?? (slot.hasFakeCaret ? <span className="h-6 w-px bg-ink motion-safe:animate-pulse" /> : null)}
              </div>
            ))}
          </div>
        )}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export interface SetPasswordFormProps {
  setup: PasswordSetupValues
  /** The "Email me a code" form's state. */
  code?: ProfileFormState | undefined
  /** The code + new password form's state. */
  set?: ProfileFormState | undefined
}

/**
 * Form 4 for a patient who never set a password (everyone from the funnel, ADR 103): there is no
 * current password to give, so a 6-digit code sent to their confirmed email stands in for it.
 * Step one sends the code; step two takes the code and the new password. Before the email is
 * confirmed, the card says so plainly and points to where it is confirmed.
 */
export function SetPasswordForm({ setup, code = {}, set = {} }: SetPasswordFormProps) {
  const headingId = useId()
  if (!setup.emailVerified) {
    return (
      <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
          Set a password
        </h2>
        <p className="text-sm text-muted">
          You signed up without a password. We send a code to your email to set one, so please confirm your email address first.
        </p>
        <a href="/verify" className="text-base font-semibold text-brand-700 underline underline-offset-4">
          Confirm my email
        </a>
      </Card>
    )
  }
  if (!setup.codeSent) {
    return (
      <ProfileFormCard
        title="Set a password"
        description={`You signed up without a password. We will email a 6-digit code to ${setup.maskedEmail}; enter it here with the password you choose.`}
        intent="profile.password-code"
        submitLabel="Email me a code"
        {...code}
      />
    )
  }
  const error = (name: string) => set.errors?.[name]
  return (
    <div className="flex flex-col gap-2">
      <ProfileFormCard
        title="Set a password"
        description={`Enter the 6-digit code we emailed to ${setup.maskedEmail} and choose your password. It works for 10 minutes.`}
        intent="profile.password-set"
        submitLabel="Set password"
        {...set}
        notice={set.notice ?? code.notice}
      >
        <PasswordCodeBoxes error={error('code')} />
        <TextField
          id="profile-set-newPassword"
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters."
          error={error('newPassword')}
        />
        <TextField
          id="profile-set-confirmPassword"
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={error('confirmPassword')}
        />
      </ProfileFormCard>
      <form method="post" action={PROFILE_ACTION} noValidate onSubmit={code.onSubmit} id={code.formId} className="px-1">
        <input type="hidden" name="intent" value="profile.password-code" />
        <button type="submit" disabled={code.pending} className="text-sm font-semibold text-brand-700 underline underline-offset-4 disabled:opacity-60">
          {code.pending ? 'Sending...' : 'Email me a new code'}
        </button>
      </form>
      {code.notice?.tone === 'error' && set.notice ? <FormNotice tone="error">{code.notice.message}</FormNotice> : null}
    </div>
  )
}
