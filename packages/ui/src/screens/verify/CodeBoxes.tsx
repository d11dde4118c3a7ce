import { codeBoxesFromPaste, CODE_LENGTH, digitsOnly } from '@telehealth/domain'
import { clsx } from 'clsx'
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp'

export interface CodeBoxesProps {
  value: string[]
  onChange: (boxes: string[]) => void
  label: string
  describedBy?: string | undefined
}

/**
 * The code's four boxes, on input-otp: one real input under four drawn boxes, so a phone offers
 * the texted code (`autocomplete="one-time-code"`), a pasted code fills every box (spaces or
 * dashes in it are dropped), typing moves on and backspace moves back, digits only.
 */
export function CodeBoxes({ value, onChange, label, describedBy }: CodeBoxesProps) {
  return (
    <OTPInput
      maxLength={CODE_LENGTH}
      value={value.join('')}
      onChange={(typed) => onChange(digitsOnly(typed).split(''))}
      pattern={REGEXP_ONLY_DIGITS}
      pasteTransformer={(pasted) => codeBoxesFromPaste(pasted)?.join('') ?? digitsOnly(pasted)}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label={label}
      aria-describedby={describedBy}
      containerClassName="flex justify-center"
      render={({ slots }) => (
        <div className="flex justify-center gap-3" aria-hidden="true">
          {slots.map((slot, index) => (
            <div
              key={index}
              className={clsx(
                'flex size-14 items-center justify-center rounded-xl border-2 bg-white text-2xl font-bold text-ink shadow-sm',
                slot.isActive ? 'border-brand-700 ring-4 ring-brand-100' : 'border-black/15',
              )}
            >
              {slot.char ?? (slot.hasFakeCaret ? <span className="h-7 w-px bg-ink motion-safe:animate-pulse" /> : null)}
            </div>
          ))}
        </div>
      )}
    />
  )
}
