import { describe, expect, it } from 'vitest'
import { parseCardForm } from './card-form.server.ts'

const NOW = new Date('2026-11-27T12:00:00Z')

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const address = { 'billing.address_line_1': '100 Congress Ave', 'billing.city': 'Austin', 'billing.state': 'TX', 'billing.zip': '78701' }
const sandboxCard = { card_number: '4242 4242 4242 4242', card_exp: '12/30', card_cvc: '123', card_zip: '78701' }

describe('parseCardForm', () => {
  it('reads the billing address and the sandbox card', () => {
    const parsed = parseCardForm(form({ ...address, ...sandboxCard }), 'sandbox', NOW)
    expect(parsed).toEqual({
      ok: true,
      card: { kind: 'sandbox_card', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' },
      billingAddress: { address_line_1: '100 Congress Ave', address_line_2: undefined, city: 'Austin', state: 'TX', zip: '78701' },
    })
  })

  it('asks for a complete billing address before it looks at the card', () => {
    expect(parseCardForm(form({ ...address, 'billing.city': '', card_number: 'x' }), 'sandbox', NOW)).toEqual({
      ok: false,
      message: 'Please enter a complete billing address.',
    })
  })

  it('answers Invalid card details for a card it cannot read', () => {
    expect(parseCardForm(form({ ...address, ...sandboxCard, card_exp: '01/20' }), 'sandbox', NOW)).toEqual({ ok: false, message: 'Invalid card details' })
    expect(parseCardForm(form({ ...address, paymentMethodId: 'tok_1' }), 'stripe', NOW)).toEqual({ ok: false, message: 'Invalid card details' })
  })

  it('takes a Stripe PaymentMethod id', () => {
    const parsed = parseCardForm(form({ ...address, paymentMethodId: 'pm_card_visa' }), 'stripe', NOW)
    expect(parsed.ok && parsed.card).toEqual({ kind: 'payment_method', paymentMethodId: 'pm_card_visa' })
  })
})
