import { DOSE_DIRECTION_LABELS, type DoseDirection, type DosePlanMonth } from '@telehealth/domain'
import { clsx } from 'clsx'
import { useId } from 'react'
import { FieldError } from '../../components/FieldError.tsx'

export interface DosePlannerProps {
  /** The months and the doses each offers, from the domain's `dosePlanMonths` (so the CMS catalogue drives them). */
  months: readonly DosePlanMonth[]
  /** The chosen dose per month in mg (null: not chosen). */
  value: readonly (number | null | undefined)[]
  /** A month's dose was chosen; the caller recomputes the plan (domain `chooseMonthDose`). */
  onChange: (month: number, doseMg: number) => void
  /** Each month posts as `${name}-1`, `${name}-2`... so the plan submits without JavaScript. */
  name?: string
  legend?: string
  hint?: string
  error?: string | undefined
}

const DIRECTION_ICON: Readonly<Record<DoseDirection, string>> = { increase: '↑', same: '=', decrease: '↓' }

/**
 * The dose planner: one radio group per month (native radios, so arrow keys move within a month,
 * Tab moves between months, and a screen reader hears "Month 2, 5 mg, Increase, 2 of 3").
 */
export function DosePlanner({ months, value, onChange, name = 'dose', legend = 'Your dose plan', hint, error }: DosePlannerProps) {
  const baseId = useId()
  const errorId = `${baseId}-error`
  const hintId = `${baseId}-hint`
  return (
    <div
      role="group"
      aria-labelledby={`${baseId}-legend`}
      aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
      className="flex min-w-0 flex-col gap-4"
    >
      <div>
        <h2 id={`${baseId}-legend`} className="text-xl font-bold text-ink">
          {legend}
        </h2>
        {hint ? (
          <p id={hintId} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <ol className="flex flex-col gap-4">
        {months.map((month, index) => {
          const chosen = value[index] ?? null
          const previous = months[index - 1]?.label
          return (
            <li key={month.label}>
              <fieldset
                className="flex min-w-0 flex-col gap-2 rounded-3xl border border-line/70 bg-white p-4 shadow-card"
                disabled={month.choices.length === 0}
              >
                <legend className="float-left mb-2 w-full text-base font-bold text-ink">{month.label}</legend>
                {month.choices.length === 0 ? (
                  <p className="clear-left text-sm text-muted">Choose a dose for {previous ?? 'the month before'} first.</p>
                ) : (
                  <div className="clear-left grid grid-cols-3 gap-2">
                    {month.choices.map((choice) => {
                      const inputId = `${baseId}-${index}-${String(choice.doseMg).replace('.', '_')}`
                      return (
                        <label
                          key={choice.doseMg}
                          htmlFor={inputId}
                          className={clsx(
                            'relative flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-line bg-white px-2 py-2 text-center transition',
                            'hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50',
                            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                          )}
                        >
                          <input
                            id={inputId}
                            type="radio"
                            name={`${name}-${index + 1}`}
                            value={choice.doseMg}
                            checked={chosen === choice.doseMg}
                            onChange={() => onChange(index, choice.doseMg)}
                            className="sr-only"
                          />
                          <span className="text-base font-bold text-ink">{choice.label}</span>
                          {choice.direction ? (
                            <span className="text-xs font-medium text-muted">
                              <span aria-hidden="true">{DIRECTION_ICON[choice.direction]} </span>
                              {DOSE_DIRECTION_LABELS[choice.direction]}
                            </span>
                          ) : null}
                        </label>
                      )
                    })}
                  </div>
                )}
              </fieldset>
            </li>
          )
        })}
      </ol>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
