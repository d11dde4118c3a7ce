import type { FormEventHandler, InputHTMLAttributes } from 'react'
import { FieldError } from '../../components/FieldError.tsx'

export interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string
  label: string
  error?: string | undefined
}

/** A labelled text input with its error beside it (aria-describedby), sized for thumbs. */
export function AccountField({ name, label, error, ...input }: AccountFieldProps) {
  const id = `field-${name}`
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-12 rounded-xl border border-black/15 bg-white px-4 text-base text-ink shadow-sm outline-none transition focus:border-brand-700 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-danger"
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger'
          : 'rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800'
      }
    >
      {children}
    </p>
  )
}

/** What a screen's form takes from the site's form handling: its id and submit check. */
export interface FormBinding {
  id?: string
  onSubmit?: FormEventHandler<HTMLFormElement>
}
