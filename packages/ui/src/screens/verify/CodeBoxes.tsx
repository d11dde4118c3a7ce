import { codeBoxValue, codeBoxesFromPaste, CODE_LENGTH } from '@telehealth/domain'
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'

export interface CodeBoxesProps {
  value: string[]
  onChange: (boxes: string[]) => void
  label: string
  describedBy?: string | undefined
}

/** Four one-digit boxes: digits only, typing moves on, backspace moves back, a pasted code fills all. */
export function CodeBoxes({ value, onChange, label, describedBy }: CodeBoxesProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const boxes = Array.from({ length: CODE_LENGTH }, (_, index) => value[index] ?? '')

  function set(index: number, digit: string) {
    const next = [...boxes]
    next[index] = digit
    onChange(next)
    if (digit && index < CODE_LENGTH - 1) refs.current[index + 1]?.focus()
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = codeBoxesFromPaste(event.clipboardData.getData('text'))
    if (!pasted) return
    event.preventDefault()
    onChange(pasted)
    refs.current[CODE_LENGTH - 1]?.focus()
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) refs.current[index - 1]?.focus()
  }

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="sr-only">{label}</legend>
      <div className="flex justify-center gap-3">
        {boxes.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              refs.current[index] = element
            }}
            aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={2}
            value={digit}
            onChange={(event) => set(index, codeBoxValue(event.currentTarget.value))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            className="size-14 rounded-xl border-2 border-black/15 bg-white text-center text-2xl font-bold text-ink shadow-sm focus:border-brand-700"
          />
        ))}
      </div>
    </fieldset>
  )
}
