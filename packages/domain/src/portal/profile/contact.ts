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

/**
 * The code step of a contact change (ADR 022, 036): the 4-digit code sent to the new email or
 * phone. Nothing on the account changes until it is right.
 */
export const contactCodeSchema = z.object({
  channel: z.enum(['email', 'phone'], { error: profileMessages.codeRequired }),
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\D/g, '') : value),
    z.string({ error: profileMessages.codeRequired }).regex(/^\d{4}$/, { error: profileMessages.codeRequired }),
  ),
})

/**
 * The spec's profile user (`POST /api/update-profile`: phone as 10 digits) in the contact form's
 * posted shape (phone in three boxes), so the call and the form pass one schema. A phone that is
 * not 10 digits is left whole in the first box, where the schema refuses it with the form's text.
 */
export function contactFormFromProfileUser(user: Record<string, unknown>): Record<string, unknown> {
  const phone = typeof user.phone === 'string' || typeof user.phone === 'number' ? String(user.phone) : ''
  const tenDigits = /^\d{10}$/.test(phone)
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_area: tenDigits ? phone.slice(0, 3) : phone,
    phone_prefix: tenDigits ? phone.slice(3, 6) : '',
    phone_line: tenDigits ? phone.slice(6) : '',
    text_updates: user.text_updates === true || user.text_updates === 'true' || user.text_updates === 'on' || user.text_updates === 1,
  }
}

/** A 10-digit number as a person reads it: "(512) 555-0199"; anything else as given. */
export function displayPhone(phone: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone
}
