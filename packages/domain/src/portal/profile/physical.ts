import { z } from 'zod'
import { heightFeetField, heightInInches, weightField } from '../../intake/body-step.ts'
import { genderField } from '../../intake/gender-step.ts'
import { intakeMessages } from '../../messages.ts'

/** The portal caps inches rather than rejecting them: 12 or more becomes 11. */
export function capHeightInches(inches: number): number {
  return inches >= 12 ? 11 : inches
}

const inchesField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: intakeMessages.heightInvalid })
    .int({ error: intakeMessages.heightInvalid })
    .min(0, { error: intakeMessages.heightInvalid })
    .transform(capHeightInches),
)

/**
 * Profile form 2, as posted: gender, weight (lb), height_feet, height_inches. The spec gives the
 * portal no own ranges or texts, so the intake's are used. Output is what
 * /api/update-physical-info takes: gender, weight, height_inch (total inches).
 */
export const physicalInfoSchema = z
  .object({
    gender: genderField,
    weight: weightField,
    height_feet: heightFeetField,
    height_inches: inchesField,
  })
  .transform(({ gender, weight, height_feet, height_inches }) => ({
    gender,
    weight,
    height_inch: heightInInches(height_feet, height_inches),
  }))

/**
 * `POST /api/update-physical-info` takes gender, weight and height_inch (total inches); the form
 * posts feet and inches. This reads the call in the form's shape so one schema checks both; a
 * height that is not a whole number of inches is left for the schema to refuse.
 */
export function physicalFormFromCall(call: Record<string, unknown>): Record<string, unknown> {
  const total = typeof call.height_inch === 'string' && call.height_inch.trim() !== '' ? Number(call.height_inch) : call.height_inch
  const whole = typeof total === 'number' && Number.isInteger(total) && total >= 0
  return {
    gender: call.gender,
    weight: call.weight,
    height_feet: whole ? Math.floor(total / 12) : total,
    height_inches: whole ? total % 12 : 0,
  }
}
