import { clsx } from 'clsx'
import type { InputHTMLAttributes, Ref } from 'react'
import { controlClassName, describedBy, fieldIds, labelClassName } from './field-ids.ts'
import { FieldError } from './FieldError.tsx'
import { FieldHint } from './FieldHint.tsx'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children'> {
  name: string
  label: string
  /** Defaults to `field-<name>`. */
  id?: string
  hint?: string | undefined
  error?: string | undefined
  /** A unit shown inside the box ("lbs"); read after the label by screen readers. */
  suffix?: string | undefined
  /** Hides the label visually (it stays the accessible name), for boxes inside a labelled group. */
  hideLabel?: boolean
  ref?: Ref<HTMLInputElement>
}

/** A labelled text box with its hint and message tied to it (aria-describedby, aria-invalid). */
export function TextField({ name, label, id, hint, error, suffix, hideLabel = false, className, ref, ...input }: TextFieldProps) {
  const fieldId = id ?? `field-${name}`
  const ids = fieldIds(fieldId)
  const suffixId = `${fieldId}-suffix`
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : labelClassName}>
        {label}
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      <div className="relative">
        <input
          ref={ref}
          id={fieldId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(suffix && suffixId, hint && ids.hint, error && ids.error)}
          className={clsx(controlClassName, suffix && 'pr-14')}
          {...input}
        />
        {suffix ? (
          <span id={suffixId} className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-base text-muted">
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  )
}
