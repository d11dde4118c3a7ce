import { describe, expect, it } from 'vitest'
import { parseCardInput } from './card-input.server.ts'

const now = new Date('2026-11-23T12:00:00Z')
function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

describe('card input', () => {
  it('reads the sandbox card fields', () => {
    expect(parseCardInput(form({ card_number: '4242 4242 4242 4242', card_exp: '12/30', card_cvc: '123', card_zip: '78701' }), 'sandbox', now)).toEqual({
      ok: true,
      card: { kind: 'sandbox_card', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' },
    })
  })

  it.each([
    [{ card_number: '4242', card_exp: '12/30', card_cvc: '123', card_zip: '78701' }],
    [{ card_number: '4242424242424242', card_exp: '10/26', card_cvc: '123', card_zip: '78701' }],
    [{ card_number: '4242424242424242', card_exp: '13/30', card_cvc: '123', card_zip: '78701' }],
    [{ card_number: '4242424242424242', card_exp: '12/30', card_cvc: '12', card_zip: '78701' }],
  ])('refuses %o as Invalid card details', (fields) => {
    expect(parseCardInput(form(fields), 'sandbox', now)).toEqual({ ok: false, errors: { card_number: 'Invalid card details' } })
  })

  it('takes a Stripe PaymentMethod id and nothing else', () => {
    expect(parseCardInput(form({ paymentMethodId: 'pm_123abc' }), 'stripe', now).ok).toBe(true)
    expect(parseCardInput(form({ paymentMethodId: 'tok_123' }), 'stripe', now).ok).toBe(false)
  })
})
