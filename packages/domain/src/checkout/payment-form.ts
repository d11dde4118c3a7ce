import { z } from 'zod'
import { billingAddressSchema, shippingAddressSchema, type AddressForm } from '../address/address-schema.ts'
import { optionalCheckbox, requiredCheckbox } from '../form/fields.ts'
import { checkoutMessages } from '../messages.ts'

/**
 * Checkout step 3 as posted (Conform nests with dots): shipping.*, different_billing,
 * billing.* (read only when different_billing is ticked), agreed_to_terms (pre-ticked).
 * The card itself never reaches our form; the tokenization service handles it.
 */
export const checkoutPaymentFormSchema = z
  .object({
    shipping: shippingAddressSchema,
    different_billing: optionalCheckbox(),
    billing: z.unknown().optional(),
    agreed_to_terms: requiredCheckbox(checkoutMessages.termsRequired),
  })
  .superRefine((form, ctx) => {
    if (!form.different_billing) return
    const billing = billingAddressSchema.safeParse(form.billing ?? {})
    for (const issue of billing.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['billing', ...issue.path] })
    }
  })
  .transform((form) => {
    const billing: AddressForm = form.different_billing ? billingAddressSchema.parse(form.billing) : form.shipping
    return { shipping: form.shipping, billing, agreed_to_terms: form.agreed_to_terms }
  })

export type CheckoutPaymentForm = z.infer<typeof checkoutPaymentFormSchema>
