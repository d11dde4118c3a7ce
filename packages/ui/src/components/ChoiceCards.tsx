import { clsx } from 'clsx'
import { useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { describedBy, fieldIds } from './field-ids.ts'
import { FieldError } from './FieldError.tsx'
import { FieldHint } from './FieldHint.tsx'

export interface ChoiceOption {
  value: string
  label: string
  description?: string | undefined
}

export interface ChoiceCardsProps {
  name: string
  legend: string
  options: readonly ChoiceOption[]
  defaultValue?: string | undefined | null
  id?: string
  hint?: string | undefined
  error?: string | undefined
  /** Hides the legend visually when the page heading already asks the question. */
  hideLegend?: boolean
  /** 'stack': big cards one under another; 'row': side by side (a toggle). */
  layout?: 'stack' | 'row'
  /**
   * Choosing submits the form (the gender step). Only a tap, click, Space or Enter advances:
   * arrow keys just move the choice, so a keyboard user can look before leaping.
   */
  advanceOnChoose?: boolean
  onChange?: (value: string) => void
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])

/** A native radio group drawn as large tappable cards; it posts without JavaScript. */
export function ChoiceCards({
  name,
  legend,
  options,
  defaultValue,
  id,
  hint,
  error,
  hideLegend = false,
  layout = 'stack',
  advanceOnChoose = false,
  onChange,
}: ChoiceCardsProps) {
  const groupId = id ?? `field-${name}`
  const ids = fieldIds(groupId)
  // Browsers fire `click` when arrow keys move a radio choice; remember that it was an arrow.
  const movedByArrow = useRef(false)

  function handleKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    movedByArrow.current = ARROW_KEYS.has(event.key)
    if (event.key === 'Enter' && advanceOnChoose && event.target instanceof HTMLInputElement && event.target.checked) {
      event.preventDefault()
      event.target.form?.requestSubmit()
    }
  }

  function handleClick(event: MouseEvent<HTMLInputElement>) {
    if (movedByArrow.current) {
      movedByArrow.current = false
      return
    }
    if (advanceOnChoose) event.currentTarget.form?.requestSubmit()
  }

  return (
    <fieldset
      id={groupId}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hint && ids.hint, error && ids.error)}
      onKeyDown={handleKeyDown}
      onPointerDown={() => {
        movedByArrow.current = false
      }}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-semibold text-ink'}>{legend}</legend>
      <FieldHint id={ids.hint} hint={hint} />
      <div className={clsx('grid gap-3', layout === 'row' ? 'grid-cols-2' : 'grid-cols-1')}>
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={clsx(
                'group relative flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-line bg-white px-4 py-3 shadow-sm transition',
                'hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                error && 'border-danger/60',
                layout === 'row' && 'justify-center text-center',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={defaultValue === option.value}
                onClick={handleClick}
                onChange={(event) => onChange?.(event.currentTarget.value)}
                className="sr-only"
              />
              {layout === 'stack' ? (
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full border-2 border-muted/60 bg-white group-has-[:checked]:border-brand-700"
                >
                  <span className="size-3 rounded-full bg-brand-700 opacity-0 transition group-has-[:checked]:opacity-100" />
                </span>
              ) : null}
              <span className="flex flex-col">
                <span className="text-base font-semibold text-ink">{option.label}</span>
                {option.description ? <span className="text-sm text-muted">{option.description}</span> : null}
              </span>
            </label>
          )
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  )
}
