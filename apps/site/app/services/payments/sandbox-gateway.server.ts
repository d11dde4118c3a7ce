import crypto from 'node:crypto'
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway } from './gateway.ts'
import { PaymentInputError } from './gateway.ts'

/**
 * Stripe's documented test card numbers and what Stripe answers for each (decline code and the
 * message Stripe returns), so the sandbox behaves like the real gateway.
 */
export const SANDBOX_CARDS: Record<string, { declineCode: string; message: string } | null> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000002': { declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000000010': { declineCode: 'incorrect_zip', message: 'The billing address (AVS) check failed.' },
  '4000000000000069': { declineCode: 'expired_card', message: 'Your card has expired.' },
}

const remembered = new Map<string, AuthorizeResult>()

/** The embedded default: no network, test cards only, idempotent like Stripe. */
export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const earlier = remembered.get(request.idempotencyKey)
    if (earlier) return earlier
    if (request.card.kind !== 'sandbox_card') throw new PaymentInputError('The sandbox takes its own card form only.')
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new PaymentInputError('Amount must be whole cents above zero.')
    const number = request.card.number.replace(/\D/g, '')
    const fingerprint = crypto.createHash('sha256').update(`sandbox:${number}`).digest('hex').slice(0, 16)
    const outcome = SANDBOX_CARDS[number]
    let result: AuthorizeResult
    if (outcome === undefined) {
      result = { status: 'declined', declineCode: 'card_not_supported', message: 'Your card was declined. Use a test card number.', cardFingerprint: fingerprint }
    } else if (outcome === null) {
      result = { status: 'authorized', reference: `sandbox_pi_${crypto.randomBytes(8).toString('hex')}`, cardFingerprint: fingerprint }
    } else {
      result = { status: 'declined', ...outcome, cardFingerprint: fingerprint }
    }
    remembered.set(request.idempotencyKey, result)
    return result
  },
}
