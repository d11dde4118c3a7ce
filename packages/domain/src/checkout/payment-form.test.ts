import { describe, expect, it } from 'vitest'
import { addressMessages, checkoutMessages } from '../messages.ts'
import { checkoutPaymentFormSchema } from './payment-form.ts'

const shipping = { address_line_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }

describe('checkout payment form', () => {
  it('bills the shipping address unless told otherwise', () => {
    const form = checkoutPaymentFormSchema.parse({ shipping, agreed_to_terms: 'on' })
    expect(form.billing).toEqual(form.shipping)
  })

  it('needs a complete billing address when it differs', () => {
    const result = checkoutPaymentFormSchema.safeParse({ shipping, different_billing: 'on', billing: { ...shipping, city: '' }, agreed_to_terms: 'on' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['billing.city', addressMessages.billingIncomplete]])
    const ok = checkoutPaymentFormSchema.parse({ shipping, different_billing: 'on', billing: { ...shipping, city: 'Dallas' }, agreed_to_terms: 'on' })
    expect(ok.billing.city).toBe('Dallas')
  })

  it('needs the shipping address and the terms', () => {
    const result = checkoutPaymentFormSchema.safeParse({ shipping: { ...shipping, zip: '' } })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([addressMessages.shippingIncomplete, checkoutMessages.termsRequired])
  })
})
