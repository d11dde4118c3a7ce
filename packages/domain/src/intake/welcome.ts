import { z } from 'zod'
import { requiredCheckbox } from '../form/fields.ts'
import { intakeMessages } from '../messages.ts'

/**
 * Step 1 of the intake funnel: the terms/privacy/telehealth consent, pre-ticked.
 * A form posts a ticked checkbox as "on" and an unticked one not at all; the browser (a boolean
 * through Conform or the machine) and the server (the raw post) parse the same schema.
 */
export const welcomeStepSchema = z.object({
  agreed_to_terms: requiredCheckbox(intakeMessages.termsRequired),
})
