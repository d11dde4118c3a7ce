import { z } from 'zod'
import { optionalCheckbox } from '../form/fields.ts'
import { bodyStepSchema } from './body-step.ts'
import { dateOfBirthStepSchema } from './date-of-birth.ts'
import { emailStepSchema } from './email-step.ts'
import { genderStepSchema } from './gender-step.ts'
import { goalWeightStepSchema } from './goal-weight.ts'
import { nameStepSchema } from './name-step.ts'
import { phoneStepSchema } from './phone.ts'
import { stateStepSchema } from './state-step.ts'
import { welcomeStepSchema } from './welcome.ts'
import type { IntakeStep } from './step-order.ts'

export { INTAKE_STEPS, OLD_FUNNEL_SLIDES, type IntakeStep, type OldFunnelSlide } from './step-order.ts'

/** What the steps that compare against other answers or the clock need. */
export type IntakeStepContext = { now: Date; currentWeight: number }

export function intakeStepSchema(step: IntakeStep, context: IntakeStepContext): z.ZodType {
  switch (step) {
    case 'welcome':
      return welcomeStepSchema
    case 'state':
      return stateStepSchema
    case 'name':
      return nameStepSchema
    case 'gender':
      return genderStepSchema
    case 'email':
      return emailStepSchema
    case 'phone':
      return phoneStepSchema
    case 'body':
      return bodyStepSchema
    case 'dateOfBirth':
      return dateOfBirthStepSchema(context.now)
    case 'goalWeight':
      return goalWeightStepSchema(context.currentWeight)
  }
}

/** Text-message consent on slide 2: 'Yes', 'No', or not answered. */
export const agreedToTextField = z.preprocess((value) => (value === 'Yes' || value === 'No' ? value : null), z.enum(['Yes', 'No']).nullable())

const contactSlideChecks = [
  stateStepSchema,
  nameStepSchema,
  genderStepSchema,
  emailStepSchema.pick({ email: true }),
  emailStepSchema.pick({ agreed_to_email: true }),
  phoneStepSchema,
] as const

const contactSlideFields = stateStepSchema
  .extend(nameStepSchema.shape)
  .extend(genderStepSchema.shape)
  .extend(emailStepSchema.shape)
  .extend(phoneStepSchema.shape)
  .extend({ agreed_to_text: agreedToTextField, form_step2_agree: optionalCheckbox() })

/**
 * Slide 2 shows one message at a time, checked in the spec's order: state, name, gender, email,
 * email consent, phone. The text consent and call/SMS box are optional there.
 */
export const oldFunnelContactSlideSchema = z
  .looseObject({})
  .superRefine((input, ctx) => {
    for (const check of contactSlideChecks) {
      const result = check.safeParse(input)
      const issue = result.error?.issues[0]
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
        return
      }
    }
  })
  .pipe(contactSlideFields)
