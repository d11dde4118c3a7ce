import { z } from 'zod'
import { bmi, roundBmi } from './bmi.ts'
import { heightInInches } from './body-step.ts'
import { ageOn, formatDobMMDDYYYY, type DateOfBirth } from './date-of-birth.ts'
import type { Gender } from './gender-step.ts'
import { joinPhone, type PhoneParts } from './phone.ts'

/** The product's web channel id, sent as source_web on intake and chat sign-up. */
export const SOURCE_WEB = 2

/** Everything the funnel collected, already validated step by step. */
export type IntakeAnswers = {
  agreed_to_terms: boolean
  state: string
  first_name: string
  last_name: string
  gender: Gender
  email: string
  agreed_to_email: boolean
  phone: PhoneParts
  height_feet: number
  height_inches: number
  weight: number
  dateOfBirth: DateOfBirth | null
  desired_weight: number
  /** Old funnel only; the new funnel does not ask. */
  agreed_to_text?: 'Yes' | 'No' | null
  form_step2_agree?: boolean
}

export type IntakeRequestContext = {
  now: Date
  ip_address: string
  tracking_session_id: string
  user_agent: string
}

export const intakePersonSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().regex(/^\d{10}$/),
  phone_parts: z.object({ areaCode: z.string(), prefix: z.string(), line: z.string() }),
  height: z.object({ foot: z.number(), inches: z.number() }),
  heightInInches: z.number(),
  weight: z.number(),
  bmi: z.number(),
  gender: z.enum(['Male', 'Female']),
  agreed_to_text: z.enum(['Yes', 'No']).nullable(),
  agreed_to_email: z.boolean(),
  agreed_to_terms: z.boolean(),
  form_step2_agree: z.boolean(),
  desired_weight: z.number(),
  state: z.string().length(2),
  dobMMDDYYYY: z.string(),
  dob: z.object({ mm: z.string(), dd: z.string(), yyyy: z.string() }),
  source_web: z.literal(SOURCE_WEB),
  ip_address: z.string(),
  tracking_session_id: z.string(),
  user_agent: z.string(),
  age: z.number().int().nullable(),
  is_completed: z.literal(true),
})

export type IntakePerson = z.infer<typeof intakePersonSchema>

/** Builds the final-submit payload (spec 000 section 3, "Intake person"). */
export function buildIntakePerson(answers: IntakeAnswers, context: IntakeRequestContext): IntakePerson {
  const totalInches = heightInInches(answers.height_feet, answers.height_inches)
  const dob = answers.dateOfBirth
  return {
    first_name: answers.first_name,
    last_name: answers.last_name,
    email: answers.email,
    phone: joinPhone(answers.phone),
    phone_parts: { ...answers.phone },
    height: { foot: answers.height_feet, inches: answers.height_inches },
    heightInInches: totalInches,
    weight: answers.weight,
    bmi: roundBmi(bmi(answers.weight, totalInches)),
    gender: answers.gender,
    agreed_to_text: answers.agreed_to_text ?? null,
    agreed_to_email: answers.agreed_to_email,
    agreed_to_terms: answers.agreed_to_terms,
    form_step2_agree: answers.form_step2_agree ?? false,
    desired_weight: answers.desired_weight,
    state: answers.state,
    dobMMDDYYYY: dob ? formatDobMMDDYYYY(dob) : 'NA',
    dob: dob
      ? {
          mm: String(dob.month).padStart(2, '0'),
          dd: String(dob.day).padStart(2, '0'),
          yyyy: String(dob.year),
        }
      : { mm: '', dd: '', yyyy: '' },
    source_web: SOURCE_WEB,
    ip_address: context.ip_address,
    tracking_session_id: context.tracking_session_id,
    user_agent: context.user_agent,
    age: dob ? ageOn(dob, context.now) : null,
    is_completed: true,
  }
}
