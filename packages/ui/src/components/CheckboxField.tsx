import type { ReactNode } from 'react'
import { FieldError } from './FieldError.tsx'

export interface CheckboxFieldProps {
  id: string
  name: string
  label: ReactNode
  defaultChecked?: boolean
  error?: string | undefined
  onChange?: (checked: boolean) => void
}

/** A native checkbox (it posts without JavaScript) with a large touch target. */
export function CheckboxField({ id, name, label, defaultChecked, error, onChange }: CheckboxFieldProps) {
  const errorId = `${id}-error`
  return (
    <div>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 has-[[aria-invalid=true]]:border-danger"
      >
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <span className="text-sm leading-6 text-muted">{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
