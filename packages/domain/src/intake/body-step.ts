import { z } from 'zod'
import { formInteger, formNumber } from '../form/fields.ts'
import { intakeMessages } from '../messages.ts'

export const HEIGHT_FEET_RANGE = { min: 4, max: 8 } as const
export const HEIGHT_INCHES_RANGE = { min: 0, max: 11 } as const
/** Applies to current and goal weight alike. */
export const WEIGHT_RANGE_LB = { min: 80, max: 700 } as const

export function heightInInches(feet: number, inches: number): number {
  return feet * 12 + inches
}

export const heightFeetField = formInteger(intakeMessages.heightInvalid, HEIGHT_FEET_RANGE)
export const heightInchesField = formInteger(intakeMessages.heightInvalid, HEIGHT_INCHES_RANGE)
export const weightField = formNumber(intakeMessages.weightInvalid, WEIGHT_RANGE_LB)

/** Step 7: height_feet, height_inches, weight (lb). */
export const bodyStepSchema = z.object({
  height_feet: heightFeetField,
  height_inches: heightInchesField,
  weight: weightField,
})
