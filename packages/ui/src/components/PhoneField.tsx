import { digitsOnly, PHONE_PART_LENGTHS, phonePartsFromPaste, type PhoneParts } from '@telehealth/domain'
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { controlClassName, describedBy, fieldIds } from './field-ids.ts'
import { FieldError } from './FieldError.tsx'
import { FieldHint } from './FieldHint.tsx'

type Box = keyof PhoneParts
const BOXES: readonly Box[] = ['areaCode', 'prefix', 'line']

export interface PhoneFieldLabels {
  /** The group's name, e.g. "Mobile number". */
  legend: string
  areaCode: string
  prefix: string
  line: string
}

export interface PhoneFieldProps {
  labels: PhoneFieldLabels
  /** Posted names; the intake's are phone_area, phone_prefix, phone_line. */
  names?: Record<Box, string>
  defaultValue?: Partial<PhoneParts> | undefined
  id?: string
  hint?: string | undefined
  /** One message for the whole number. */
  error?: string | undefined
  hideLegend?: boolean
  onChange?: (parts: PhoneParts) => void
}

const DEFAULT_NAMES: Record<Box, string> = { areaCode: 'phone_area', prefix: 'phone_prefix', line: 'phone_line' }

function initialParts(value: Partial<PhoneParts> | undefined): PhoneParts {
  return {
    areaCode: digitsOnly(value?.areaCode ?? '').slice(0, PHONE_PART_LENGTHS.areaCode),
    prefix: digitsOnly(value?.prefix ?? '').slice(0, PHONE_PART_LENGTHS.prefix),
    line: digitsOnly(value?.line ?? '').slice(0, PHONE_PART_LENGTHS.line),
  }
}

/** Spreads digits over the boxes from `start` on (a paste, or autofill into one box). */
function spread(parts: PhoneParts, start: number, digits: string): { parts: PhoneParts; lastFilled: number } {
  const next = { ...parts }
  let rest = digits
  let lastFilled = start
  for (let index = start; index < BOXES.length && rest.length > 0; index += 1) {
    const box = BOXES[index] as Box
    const length = PHONE_PART_LENGTHS[box]
    next[box] = rest.slice(0, length)
    rest = rest.slice(length)
    lastFilled = index
  }
  return { parts: next, lastFilled }
}

/**
 * A US mobile number in three boxes (3-3-4). Non-digits are dropped as typed, a full box moves
 * on to the next, Backspace in an empty box goes back, and a pasted number (any formatting,
 * with or without +1) fills all three.
 */
export function PhoneField({ labels, names = DEFAULT_NAMES, defaultValue, id, hint, error, hideLegend = false, onChange }: PhoneFieldProps) {
  const groupId = id ?? 'field-phone'
  const ids = fieldIds(groupId)
  const [parts, setParts] = useState<PhoneParts>(() => initialParts(defaultValue))
  const inputs = useRef<Record<Box, HTMLInputElement | null>>({ areaCode: null, prefix: null, line: null })

  function update(next: PhoneParts) {
    setParts(next)
    onChange?.(next)
  }

  function focusBox(index: number) {
    const box = BOXES[index]
    const input = box ? inputs.current[box] : null
    if (!input) return
    input.focus()
    const end = input.value.length
    input.setSelectionRange(end, end)
  }

  function handleChange(index: number, raw: string) {
    const box = BOXES[index] as Box
    const digits = digitsOnly(raw)
    const length = PHONE_PART_LENGTHS[box]
    if (digits.length > length) {
      // Autofill or a paste the browser did not report as one: spread it like a paste.
      const whole = index === 0 ? phonePartsFromPaste(digits) : null
      if (whole) {
        update(whole)
        focusBox(BOXES.length - 1)
        return
      }
      const spreadOut = spread(parts, index, digits)
      update(spreadOut.parts)
      focusBox(Math.min(spreadOut.lastFilled + 1, BOXES.length - 1))
      return
    }
    update({ ...parts, [box]: digits })
    if (digits.length === length && index < BOXES.length - 1) focusBox(index + 1)
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0
    if (event.key === 'Backspace' && index > 0 && atStart) {
      event.preventDefault()
      const previous = BOXES[index - 1] as Box
      update({ ...parts, [previous]: parts[previous].slice(0, -1) })
      focusBox(index - 1)
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text')
    const whole = phonePartsFromPaste(text)
    if (whole) {
      event.preventDefault()
      update(whole)
      focusBox(BOXES.length - 1)
      return
    }
    const digits = digitsOnly(text)
    if (digits.length > 0) {
      event.preventDefault()
      const spreadOut = spread(parts, index, digits)
      update(spreadOut.parts)
      focusBox(Math.min(spreadOut.lastFilled + 1, BOXES.length - 1))
    }
  }

  const description = describedBy(hint && ids.hint, error && ids.error)

  return (
    <fieldset id={groupId} aria-describedby={description} className="flex min-w-0 flex-col gap-1.5">
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-semibold text-ink'}>{labels.legend}</legend>
      <FieldHint id={ids.hint} hint={hint} />
      <div className="flex items-center gap-2">
        {BOXES.map((box, index) => (
          <div key={box} className={box === 'line' ? 'flex-[4]' : 'flex-[3]'}>
            <label htmlFor={`${groupId}-${box}`} className="sr-only">
              {labels[box]}
            </label>
            <input
              ref={(element) => {
                inputs.current[box] = element
              }}
              id={`${groupId}-${box}`}
              name={names[box]}
              type="text"
              inputMode="numeric"
              autoComplete={box === 'areaCode' ? 'tel-area-code' : box === 'prefix' ? 'tel-local-prefix' : 'tel-local-suffix'}
              placeholder={box === 'line' ? '0000' : '000'}
              value={parts[box]}
              aria-invalid={error ? true : undefined}
              aria-describedby={description}
              onChange={(event) => handleChange(index, event.currentTarget.value)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              className={`${controlClassName} text-center tabular-nums tracking-widest`}
            />
          </div>
        ))}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  )
}
