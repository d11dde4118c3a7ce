import { DOB_INPUT_LIMITS } from '@telehealth/domain'
import { controlClassName, describedBy, fieldIds } from './field-ids.ts'
import { FieldError } from './FieldError.tsx'
import { FieldHint } from './FieldHint.tsx'

export interface DateOfBirthLabels {
  legend: string
  month: string
  day: string
  year: string
  /** The month select's empty first choice. */
  monthPlaceholder: string
  /** January..December; English names when omitted. */
  monthNames?: readonly string[] | undefined
}

export interface DateOfBirthValue {
  month?: string | undefined
  day?: string | undefined
  year?: string | undefined
}

export interface DateOfBirthFieldProps {
  labels: DateOfBirthLabels
  defaultValue?: DateOfBirthValue | undefined
  id?: string
  hint?: string | undefined
  /** One message for the whole date. */
  error?: string | undefined
  hideLegend?: boolean
}

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

const partLabel = 'text-xs font-semibold uppercase tracking-wide text-muted'

/**
 * Date of birth as month (select), day and year boxes, posted as dob_month (1-12), dob_day and
 * dob_year. The boxes carry the spec's input limits (day 1-31, year 1935-2024); the domain rule
 * decides what is valid.
 */
export function DateOfBirthField({ labels, defaultValue, id, hint, error, hideLegend = false }: DateOfBirthFieldProps) {
  const groupId = id ?? 'field-dob'
  const ids = fieldIds(groupId)
  const description = describedBy(hint && ids.hint, error && ids.error)
  const monthNames = labels.monthNames?.length === 12 ? labels.monthNames : ENGLISH_MONTHS
  const invalid = error ? true : undefined
  return (
    <fieldset id={groupId} aria-describedby={description} className="flex min-w-0 flex-col gap-1.5">
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-semibold text-ink'}>{labels.legend}</legend>
      <FieldHint id={ids.hint} hint={hint} />
      <div className="grid grid-cols-[1.6fr_1fr_1.2fr] gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${groupId}-month`} className={partLabel}>
            {labels.month}
          </label>
          <div className="relative">
            <select
              id={`${groupId}-month`}
              name="dob_month"
              autoComplete="bday-month"
              defaultValue={defaultValue?.month ?? ''}
              aria-invalid={invalid}
              aria-describedby={description}
              className={`${controlClassName} appearance-none pr-8`}
            >
              <option value="">{labels.monthPlaceholder}</option>
              {monthNames.map((monthName, index) => (
                <option key={monthName} value={String(index + 1)}>
                  {monthName}
                </option>
              ))}
            </select>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 fill-muted">
              <path d="M5.2 7.5a.75.75 0 0 1 1.06-.02L10 11.1l3.74-3.62a.75.75 0 1 1 1.04 1.08l-4.26 4.12a.75.75 0 0 1-1.04 0L5.22 8.56a.75.75 0 0 1-.02-1.06Z" />
            </svg>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${groupId}-day`} className={partLabel}>
            {labels.day}
          </label>
          <input
            id={`${groupId}-day`}
            name="dob_day"
            type="number"
            inputMode="numeric"
            autoComplete="bday-day"
            min={DOB_INPUT_LIMITS.day.min}
            max={DOB_INPUT_LIMITS.day.max}
            placeholder="DD"
            defaultValue={defaultValue?.day ?? ''}
            aria-invalid={invalid}
            aria-describedby={description}
            className={`${controlClassName} text-center tabular-nums`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${groupId}-year`} className={partLabel}>
            {labels.year}
          </label>
          <input
            id={`${groupId}-year`}
            name="dob_year"
            type="number"
            inputMode="numeric"
            autoComplete="bday-year"
            min={DOB_INPUT_LIMITS.year.min}
            max={DOB_INPUT_LIMITS.year.max}
            placeholder="YYYY"
            defaultValue={defaultValue?.year ?? ''}
            aria-invalid={invalid}
            aria-describedby={description}
            className={`${controlClassName} text-center tabular-nums`}
          />
        </div>
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  )
}
