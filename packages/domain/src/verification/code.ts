import { z } from 'zod'
import { digitsOnly } from '../form/fields.ts'
import { verificationMessages } from '../messages.ts'

export const CODE_LENGTH = 4
/** The type sent to /api/send-code/{type} and /api/verify-code. */
export const VERIFICATION_CODE_TYPE = { phone: 1, email: 2 } as const
export type VerificationChannel = keyof typeof VERIFICATION_CODE_TYPE

/** A paste of the whole code fills all four boxes. */
export function codeBoxesFromPaste(pasted: string): string[] | null {
  const digits = digitsOnly(pasted)
  return digits.length === CODE_LENGTH ? digits.split('') : null
}

/** Next is enabled only when all four boxes hold a digit. */
export function isCodeComplete(boxes: readonly string[]): boolean {
  return boxes.length === CODE_LENGTH && boxes.every((box) => /^\d$/.test(box))
}

/** The verify request: a 4-digit code. */
export const verificationCodeSchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: verificationMessages.invalidCode }).regex(/^\d{4}$/, { error: verificationMessages.invalidCode }),
  ),
})
