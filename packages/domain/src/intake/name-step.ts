import { z } from 'zod'
import { requiredText } from '../form/fields.ts'
import { intakeMessages } from '../messages.ts'

/** Step 3: first and last name, each required, at most 256 characters. */
export const nameStepSchema = z.object({
  first_name: requiredText(intakeMessages.nameRequired),
  last_name: requiredText(intakeMessages.nameRequired),
})
