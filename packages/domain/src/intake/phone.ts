import { z } from 'zod'
import { digitsOnly } from '../form/fields.ts'
import { intakeMessages } from '../messages.ts'

/** A US mobile number in the three boxes the funnel shows: 3-3-4 digits. */
export type PhoneParts = { areaCode: string; prefix: string; line: string }

export const PHONE_PART_LENGTHS = { areaCode: 3, prefix: 3, line: 4 } as const
export const PHONE_LENGTH = 10

/** Splits digits over the boxes (non-digits dropped, extra digits ignored, short input leaves boxes short). */
export function splitPhone(value: string): PhoneParts {
  const digits = digitsOnly(value).slice(0, PHONE_LENGTH)
  return { areaCode: digits.slice(0, 3), prefix: digits.slice(3, 6), line: digits.slice(6, 10) }
}

export function joinPhone(parts: PhoneParts): string {
  return `${parts.areaCode}${parts.prefix}${parts.line}`
}

/**
 * A paste into any box fills all three when it holds a whole number. "+1 (555) 123-4567" has 11
 * digits; the leading country code 1 is dropped so a number copied from a contact card still fits.
 */
export function phonePartsFromPaste(pasted: string): PhoneParts | null {
  const digits = digitsOnly(pasted)
  if (digits.length === PHONE_LENGTH) return splitPhone(digits)
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('1')) return splitPhone(digits.slice(1))
  return null
}

export function isCompletePhone(parts: PhoneParts): boolean {
  return /^\d{3}$/.test(parts.areaCode) && /^\d{3}$/.test(parts.prefix) && /^\d{4}$/.test(parts.line)
}

function phoneBox(length: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? digitsOnly(value) : value),
    z.string({ error: message }).regex(new RegExp(`^\\d{${length}}$`), { error: message }),
  )
}

/**
 * Form fields of the three phone boxes, as posted: phone_area, phone_prefix, phone_line.
 * Non-digits are stripped as typed, so they are stripped here too.
 */
export function phoneBoxesShape(message: string) {
  return {
    phone_area: phoneBox(PHONE_PART_LENGTHS.areaCode, message),
    phone_prefix: phoneBox(PHONE_PART_LENGTHS.prefix, message),
    phone_line: phoneBox(PHONE_PART_LENGTHS.line, message),
  }
}

/** Step 6 of the intake: a complete, valid phone number. */
export const phoneStepSchema = z.object(phoneBoxesShape(intakeMessages.phoneInvalid))

export type PhoneStep = z.infer<typeof phoneStepSchema>

export function phonePartsFromStep(step: PhoneStep): PhoneParts {
  return { areaCode: step.phone_area, prefix: step.phone_prefix, line: step.phone_line }
}
