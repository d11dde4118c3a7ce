import { US_STATES } from '@telehealth/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { FieldError } from '../../components/FieldError.tsx'
import { AccountField } from '../account/AccountField.tsx'

/** A whole address offered for the street field; choosing it fills every field. */
export interface AddressSuggestion {
  address_line_1: string
  address_line_2: string
  city: string
  state: string
  zip: string
}

/** Where suggestions come from (the site asks its server; stories pass a list). */
export type SuggestAddresses = (query: string) => Promise<AddressSuggestion[]>

export function suggestionLabel(suggestion: AddressSuggestion): string {
  const street = [suggestion.address_line_1, suggestion.address_line_2].filter(Boolean).join(' ')
  const place = [suggestion.city, [suggestion.state, suggestion.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [street, place].filter(Boolean).join(', ')
}

export interface AddressValues {
  address_line_1?: string
  address_line_2?: string
  city?: string
  state?: string
  zip?: string
}

/** A US address as the checkout posts it: `<prefix>.address_line_1` and so on. */
export function AddressFields({
  prefix,
  legend,
  values,
  errors,
  suggest,
  hideLegend = false,
}: {
  prefix: 'shipping' | 'billing' | 'address'
  legend: string
  /** The legend stays the group's accessible name but is not shown (a card heading says it). */
  hideLegend?: boolean
  values?: AddressValues | undefined
  errors?: Record<string, string> | undefined
  /** Offers whole addresses while the street is typed (a free-typed address is split too). */
  suggest?: SuggestAddresses | undefined
}) {
  const error = (field: string) => errors?.[`${prefix}.${field}`]
  const stateId = `field-${prefix}.state`
  const fieldsetRef = useRef<HTMLFieldSetElement>(null)
  const fill = (suggestion: AddressSuggestion) => {
    const fieldset = fieldsetRef.current
    if (!fieldset) return
    for (const key of ['address_line_1', 'address_line_2', 'city', 'state', 'zip'] as const) {
      const element = fieldset.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${prefix}.${key}"]`)
      if (element) element.value = suggestion[key]
    }
  }
  return (
    <fieldset ref={fieldsetRef} className="flex flex-col gap-4">
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-lg font-bold text-ink'}>{legend}</legend>
      {suggest ? (
        <StreetWithSuggestions prefix={prefix} defaultValue={values?.address_line_1} error={error('address_line_1')} suggest={suggest} onChoose={fill} />
      ) : (
        <AccountField
          name={`${prefix}.address_line_1`}
          label="Street address"
          autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} address-line1`}
          defaultValue={values?.address_line_1}
          error={error('address_line_1')}
          maxLength={256}
        />
      )}
      <AccountField
        name={`${prefix}.address_line_2`}
        label="Apt., suite (optional)"
        autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} address-line2`}
        defaultValue={values?.address_line_2}
        error={error('address_line_2')}
        maxLength={256}
      />
      <AccountField
        name={`${prefix}.city`}
        label="City"
        autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} address-level2`}
        defaultValue={values?.city}
        error={error('city')}
      />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={stateId} className="text-sm font-semibold text-ink">
            State
          </label>
          <select
            id={stateId}
            name={`${prefix}.state`}
            defaultValue={values?.state ?? ''}
            aria-invalid={error('state') ? true : undefined}
            aria-describedby={error('state') ? `${stateId}-error` : undefined}
            className="min-h-12 rounded-xl border border-black/15 bg-white px-3 text-base text-ink shadow-sm"
          >
            <option value="">Select</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
          <FieldError id={`${stateId}-error`} message={error('state')} />
        </div>
        <AccountField
          name={`${prefix}.zip`}
          label="ZIP"
          inputMode="numeric"
          autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} postal-code`}
          defaultValue={values?.zip}
          error={error('zip')}
          maxLength={10}
        />
      </div>
    </fieldset>
  )
}

/**
 * The street field as a combobox (WAI-ARIA 1.2 list autocomplete): typing asks for suggestions
 * after a short pause; arrow keys move through them, Enter or a tap chooses one and fills the
 * address; Escape closes the list. Without JavaScript it is a plain text field.
 */
function StreetWithSuggestions({
  prefix,
  defaultValue,
  error,
  suggest,
  onChoose,
}: {
  prefix: 'shipping' | 'billing' | 'address'
  defaultValue?: string | undefined
  error?: string | undefined
  suggest: SuggestAddresses
  onChoose: (suggestion: AddressSuggestion) => void
}) {
  const listId = useId()
  const [query, setQuery] = useState<string | null>(null)
  const [options, setOptions] = useState<AddressSuggestion[]>([])
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    // Too short a query has no suggestions: the change handler empties the list.
    if (query === null || query.trim().length < 3) return undefined
    let current = true
    const timer = setTimeout(() => {
      suggest(query)
        .then((found) => {
          if (!current) return
          setOptions(found.filter((item) => item.address_line_1 !== '').slice(0, 5))
          setActive(-1)
          setOpen(true)
        })
        .catch(() => {
          if (current) setOptions([])
        })
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [query, suggest])

  const choose = (suggestion: AddressSuggestion) => {
    onChoose(suggestion)
    setOpen(false)
    setOptions([])
    setQuery(null)
  }
  const showing = open && options.length > 0
  const optionId = (index: number) => `${listId}-option-${index}`

  return (
    <div className="relative">
      <AccountField
        name={`${prefix}.address_line_1`}
        label="Street address"
        autoComplete="off"
        defaultValue={defaultValue}
        error={error}
        maxLength={256}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          const typed = event.currentTarget.value
          setQuery(typed)
          if (typed.trim().length < 3) setOptions([])
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!showing) return
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setActive((index) => (index + 1) % options.length)
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive((index) => (index <= 0 ? options.length - 1 : index - 1))
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault()
            const chosen = options[active]
            if (chosen) choose(chosen)
          } else if (event.key === 'Escape') {
            setOpen(false)
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested addresses"
        hidden={!showing}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-black/10 bg-white shadow-lg"
      >
        {options.map((option, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's input handles the keys (arrows, Enter) for its options (aria-activedescendant)
          <li
            key={optionId(index)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className="min-h-11 cursor-pointer px-4 py-3 text-base text-ink aria-selected:bg-brand-50 hover:bg-brand-50"
          >
            {suggestionLabel(option)}
          </li>
        ))}
      </ul>
    </div>
  )
}
