import { z } from 'zod'
import { emailField, requiredCheckbox } from '../form/fields.ts'
import { intakeMessages } from '../messages.ts'

/** Step 5: email and the email-consent checkbox (`agreed_to_email`). */
export const emailStepSchema = z.object({
  email: emailField(intakeMessages.emailInvalid),
  agreed_to_email: requiredCheckbox(intakeMessages.emailConsentRequired),
})
