import { z } from 'zod'
import { emailField, optionalCheckbox, requiredText } from '../../form/fields.ts'
import { phoneBoxesShape } from '../../intake/phone.ts'
import { intakeMessages, profileMessages } from '../../messages.ts'

/**
 * Profile form 1, as posted: first_name, last_name, email, phone_area/phone_prefix/phone_line
 * (digits only, 3-3-4) and text_updates ("Text me with news and offers"). Output is the profile
 * user's contact part with the 10-digit phone joined.
 */
export const contactInfoSchema = z
  .object({
    first_name: requiredText(intakeMessages.nameRequired),
    last_name: requiredText(intakeMessages.nameRequired),
    email: emailField(intakeMessages.emailInvalid),
    ...phoneBoxesShape(profileMessages.phoneInvalid),
    text_updates: optionalCheckbox(),
  })
  .transform(({ phone_area, phone_prefix, phone_line, ...contact }) => ({
    ...contact,
    phone: `${phone_area}${phone_prefix}${phone_line}`,
  }))

export type ContactInfo = z.infer<typeof contactInfoSchema>
