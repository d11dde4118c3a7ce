import { clsx } from 'clsx'
import type { Ref, SelectHTMLAttributes } from 'react'
import { controlClassName, describedBy, fieldIds, labelClassName } from './field-ids.ts'
import { FieldError } from './FieldError.tsx'
import { FieldHint } from './FieldHint.tsx'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> {
  name: string
  label: string
  options: readonly SelectOption[]
  /** The first, empty choice ("Select your state"); posts an empty value. */
  placeholder?: string | undefined
  id?: string
  hint?: string | undefined
  error?: string | undefined
  hideLabel?: boolean
  ref?: Ref<HTMLSelectElement>
}

/** A native select: the phone's own picker, and it posts without JavaScript. */
export function SelectField({ name, label, options, placeholder, id, hint, error, hideLabel = false, className, ref, ...select }: SelectFieldProps) {
  const fieldId = id ?? `field-${name}`
  const ids = fieldIds(fieldId)
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : labelClassName}>
        {label}
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      <div className="relative">
        <select
          ref={ref}
          id={fieldId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && ids.hint, error && ids.error)}
          className={clsx(controlClassName, 'appearance-none pr-10')}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 fill-muted">
          <path d="M5.2 7.5a.75.75 0 0 1 1.06-.02L10 11.1l3.74-3.62a.75.75 0 1 1 1.04 1.08l-4.26 4.12a.75.75 0 0 1-1.04 0L5.22 8.56a.75.75 0 0 1-.02-1.06Z" />
        </svg>
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  )
}
