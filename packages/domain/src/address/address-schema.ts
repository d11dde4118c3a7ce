import { z } from 'zod'
import { MAX_TEXT_LENGTH, optionalText, requiredText } from '../form/fields.ts'
import { addressMessages } from '../messages.ts'
import { isPoBox } from './po-box.ts'
import { isUsStateCode } from './us-states.ts'

export const ADDRESS_LINE_MAX_LENGTH = MAX_TEXT_LENGTH
export const ZIP_MAX_LENGTH = 10

/** "78701" or "78701-1234": at most 10 characters, as the portal's zip box allows. */
const ZIP = /^\d{5}(?:-\d{4})?$/

/**
 * One address form: address_line_1, address_line_2 (optional), city, state (the 50 states, no
 * DC), zip. Every missing or malformed field gives the form's own "complete address" text; a
 * P.O. box on line 1 gives the carrier text, because the medication ships cold by FedEx or UPS.
 */
export function addressSchema(incompleteMessage: string) {
  return z.object({
    address_line_1: requiredText(incompleteMessage, ADDRESS_LINE_MAX_LENGTH).refine((street) => !isPoBox(street), { error: addressMessages.poBoxRejected }),
    address_line_2: optionalText(incompleteMessage, ADDRESS_LINE_MAX_LENGTH),
    city: requiredText(incompleteMessage, ADDRESS_LINE_MAX_LENGTH),
    state: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.string({ error: incompleteMessage }).refine(isUsStateCode, { error: incompleteMessage }),
    ),
    zip: requiredText(incompleteMessage, ZIP_MAX_LENGTH).refine((zip) => ZIP.test(zip), {
      error: incompleteMessage,
    }),
  })
}

/**
 * Checkout shipping, the verify page's manual form and the portal's shipping form. The spec
 * gives the verify and portal forms no own text, so they share the checkout's.
 */
export const shippingAddressSchema = addressSchema(addressMessages.shippingIncomplete)
export const billingAddressSchema = addressSchema(addressMessages.billingIncomplete)

export type AddressForm = z.infer<typeof shippingAddressSchema>
