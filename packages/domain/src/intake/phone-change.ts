import { z } from 'zod'
import { intakeMessages } from '../messages.ts'
import { isCompletePhone, phoneBoxesShape, phonePartsFromStep, type PhoneParts } from './phone.ts'

/**
 * The verify page's change-number form is stricter than the funnel: it rejects numbers that
 * cannot be a real NANP line, because a code will be texted to it.
 */
export function isValidChangedPhone(parts: PhoneParts): boolean {
  if (!isCompletePhone(parts)) return false
  const exchangeOk = (part: string) => !/^[01]/.test(part) && part !== '000' && part !== '911'
  return exchangeOk(parts.areaCode) && exchangeOk(parts.prefix) && parts.line !== '0000' && parts.line !== '9111'
}

/** The spec gives no own text for this form; the funnel's phone message is reused. */
export const phoneChangeSchema = z.object(phoneBoxesShape(intakeMessages.phoneInvalid)).refine((step) => isValidChangedPhone(phonePartsFromStep(step)), {
  error: intakeMessages.phoneInvalid,
  path: ['phone_area'],
})
