import { z } from 'zod'
import { intakeMessages } from '../messages.ts'

/** Gender at birth, as the intake and the portal's physical-info form store it. */
export const GENDERS = ['Male', 'Female'] as const
export type Gender = (typeof GENDERS)[number]

export const genderField = z.enum(GENDERS, { error: intakeMessages.genderRequired })

/** Step 4: choosing one advances. */
export const genderStepSchema = z.object({ gender: genderField })
