import { billingAddressSchema, billingMessages, type AddressForm } from '@telehealth/domain'
import { parseCardInput } from '~/checkout/card-input.server.ts'
import type { CardInput } from '~/services/payments/gateway.ts'

const ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'state', 'zip'] as const

export type CardFormParse = { ok: true; card: CardInput; billingAddress: AddressForm } | { ok: false; message: string }

/**
 * The Billing tab's card form (Update Card, and Pay Now with a new card), posted with the
 * checkout's card fields (a Stripe PaymentMethod id, or the sandbox's own fields) and the billing
 * address as `billing.<field>`. The address is checked first: spec 001 gives 'Please enter a
 * complete billing address.' and then 'Invalid card details'.
 */
export function parseCardForm(form: FormData, gateway: 'stripe' | 'sandbox', now = new Date()): CardFormParse {
  const typed = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(form.get(`billing.${field}`) ?? '')]))
  const address = billingAddressSchema.safeParse(typed)
  if (!address.success) return { ok: false, message: address.error.issues[0]?.message ?? billingMessages.billingAddressIncomplete }
  const card = parseCardInput(form, gateway, now)
  if (!card.ok) return { ok: false, message: billingMessages.invalidCardDetails }
  return { ok: true, card: card.card, billingAddress: address.data }
}
