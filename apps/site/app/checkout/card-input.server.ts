import { checkoutMessages } from '@telehealth/domain'
import type { CardInput } from '~/services/payments/gateway.ts'

export type CardParse = { ok: true; card: CardInput } | { ok: false; errors: Record<string, string> }

/**
 * The card as the page posted it: a Stripe PaymentMethod id, or the sandbox's own fields. Anything
 * unreadable is 'Invalid card details' (the spec's tokenization failure text).
 */
export function parseCardInput(form: FormData, gateway: 'stripe' | 'sandbox', now = new Date()): CardParse {
  const invalid = { ok: false as const, errors: { card_number: checkoutMessages.invalidCardDetails } }
  if (gateway === 'stripe') {
    const paymentMethodId = String(form.get('paymentMethodId') ?? '')
    return /^pm_[A-Za-z0-9_]+$/.test(paymentMethodId) ? { ok: true, card: { kind: 'payment_method', paymentMethodId } } : invalid
  }
  const number = String(form.get('card_number') ?? '').replace(/[\s-]/g, '')
  const exp = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(String(form.get('card_exp') ?? '').trim())
  const cvc = String(form.get('card_cvc') ?? '').trim()
  const postalCode = String(form.get('card_zip') ?? '').trim()
  if (!/^\d{12,19}$/.test(number) || !exp || !/^\d{3,4}$/.test(cvc) || !/^\d{5}(-\d{4})?$/.test(postalCode)) return invalid
  const expMonth = Number(exp[1])
  const expYear = Number(exp[2]!.length === 2 ? `20${exp[2]}` : exp[2])
  const endOfMonth = Date.UTC(expYear, expMonth, 1)
  if (expMonth < 1 || expMonth > 12 || endOfMonth <= now.getTime()) return invalid
  return { ok: true, card: { kind: 'sandbox_card', number, expMonth, expYear, cvc, postalCode } }
}
