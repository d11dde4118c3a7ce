import crypto from 'node:crypto'
import { isDuplicateKey } from '~/claims.server.ts'
import { cmsAsServer } from '~/cms.server.ts'
import type { AuthorizeRequest, AuthorizeResult, CardInput, HoldLookup, PaymentGateway } from './gateway.ts'
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

function sandboxNumber(card: CardInput): string {
  if (card.kind !== 'sandbox_card') throw new PaymentInputError('The sandbox takes its own card form only.')
  return card.number.replace(/\D/g, '')
}

function fingerprintOf(number: string): string {
  return crypto.createHash('sha256').update(`sandbox:${number}`).digest('hex').slice(0, 16)
}

type LedgerRow = { reference?: string | null; status: 'authorized' | 'declined' | 'voided' | 'captured'; declineCode?: string | null; message?: string | null; cardFingerprint?: string | null }

function answerOf(row: LedgerRow): AuthorizeResult {
  if (row.status === 'declined') {
    return { status: 'declined', declineCode: row.declineCode ?? 'generic_decline', message: row.message ?? 'Your card was declined.', cardFingerprint: row.cardFingerprint ?? null }
  }
  return { status: 'authorized', reference: row.reference ?? '', cardFingerprint: row.cardFingerprint ?? null }
}

async function ledgerRow(idempotencyKey: string): Promise<LedgerRow | null> {
  const cms = await cmsAsServer()
  const found = await cms.find({ collection: 'sandbox-payments', where: { idempotencyKey: { equals: idempotencyKey } }, limit: 1, pagination: false, depth: 0 })
  return found.docs[0] ?? null
}

/**
 * The embedded default: no network, test cards only, idempotent like Stripe. Its ledger lives in
 * the database (`sandbox-payments`), so every site process is the same gateway: one key is one
 * answer, and a hold stays held until voided, whichever process asks.
 */
export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',

  async fingerprint(card) {
    return fingerprintOf(sandboxNumber(card))
  },

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const earlier = await ledgerRow(request.idempotencyKey)
    if (earlier) return answerOf(earlier)
    const number = sandboxNumber(request.card)
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new PaymentInputError('Amount must be whole cents above zero.')
    const cardFingerprint = fingerprintOf(number)
    const outcome = SANDBOX_CARDS[number]
    const row: LedgerRow =
      outcome === undefined
        ? { status: 'declined', declineCode: 'card_not_supported', message: 'Your card was declined. Use a test card number.', cardFingerprint }
        : outcome === null
          ? { status: 'authorized', reference: `sandbox_pi_${crypto.randomBytes(8).toString('hex')}`, cardFingerprint }
          : { status: 'declined', ...outcome, cardFingerprint }
    const cms = await cmsAsServer()
    try {
      await cms.create({ collection: 'sandbox-payments', data: { idempotencyKey: request.idempotencyKey, amountCents: request.amountCents, ...row }, depth: 0, select: { createdAt: true } })
    } catch (error) {
      // The same key at the same moment from another request: its answer is the answer.
      if (!isDuplicateKey(error)) throw error
      const winner = await ledgerRow(request.idempotencyKey)
      if (!winner) throw error
      return answerOf(winner)
    }
    return answerOf(row)
  },

  async void(reference) {
    const cms = await cmsAsServer()
    await cms.update({ collection: 'sandbox-payments', where: { and: [{ reference: { equals: reference } }, { status: { equals: 'authorized' } }] }, data: { status: 'voided' }, depth: 0 })
  },

  async lookup(idempotencyKey): Promise<HoldLookup> {
    const row = await ledgerRow(idempotencyKey)
    if (!row || row.status === 'declined' || !row.reference) return { status: 'none' }
    return row.status === 'authorized' ? { status: 'held', reference: row.reference } : { status: 'settled', reference: row.reference }
  },
}
