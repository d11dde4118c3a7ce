import crypto from 'node:crypto'
import type { Payload, Where } from 'payload'
import { scopedOne, scopedTwo } from '../local-api-scope.ts'
import { isDuplicateKey } from '../claims.ts'
import type { AuthorizeRequest, AuthorizeResult, CardInput, HoldLookup, PaymentGateway } from './gateway.ts'
import { HOLD_LIFETIME_MS, HoldNotCapturableError, PaymentInputError } from './gateway.ts'

/** The ledger's Local API, acting as the server (the site passes its `cmsAsServer` door). */
export type SandboxLedger = ReturnType<typeof sandboxLedger>

const ledgerOnly = new Set(['sandbox-payments'])
const oneRow = scopedOne<'sandbox-payments'>(ledgerOnly)
const twoRows = scopedTwo<'sandbox-payments'>(ledgerOnly)
/** The ledger's operations on `sandbox-payments` only (ADR 071): Payload itself and the site's server door both are one. */
export function sandboxLedger(api: Pick<Payload, 'find' | 'create' | 'update'>) {
  return { find: oneRow(api.find), create: oneRow(api.create), update: twoRows(api.update) }
}

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

type LedgerRow = {
  reference?: string | null
  status: 'authorized' | 'declined' | 'voided' | 'captured' | 'refunded'
  declineCode?: string | null
  message?: string | null
  cardFingerprint?: string | null
  createdAt?: string
}

function answerOf(row: LedgerRow): AuthorizeResult {
  if (row.status === 'declined') {
    return {
      status: 'declined',
      declineCode: row.declineCode ?? 'generic_decline',
      message: row.message ?? 'Your card was declined.',
      cardFingerprint: row.cardFingerprint ?? null,
    }
  }
  return { status: 'authorized', reference: row.reference ?? '', cardFingerprint: row.cardFingerprint ?? null }
}

/**
 * The embedded default: no network, test cards only, idempotent like Stripe. Its ledger lives in
 * the database (`sandbox-payments`), so every site process and the admin are the same gateway: one
 * key is one answer, and a hold stays held until voided or captured, whichever process asks. Like
 * Stripe, a hold lapses 7 days after it was made.
 */
export function createSandboxGateway(ledger: () => Promise<SandboxLedger>, now: () => Date = () => new Date()): PaymentGateway {
  const find = async (where: { idempotencyKey: string } | { reference: string }): Promise<LedgerRow | null> => {
    const cms = await ledger()
    const field: Where = 'idempotencyKey' in where ? { idempotencyKey: { equals: where.idempotencyKey } } : { reference: { equals: where.reference } }
    const found = await cms.find({ collection: 'sandbox-payments', where: field, limit: 1, pagination: false, depth: 0, overrideAccess: true })
    return found.docs[0] ?? null
  }
  const ledgerRow = (idempotencyKey: string) => find({ idempotencyKey })
  const setStatus = async (reference: string, from: LedgerRow['status'], to: LedgerRow['status']) => {
    const cms = await ledger()
    await cms.update({
      collection: 'sandbox-payments',
      where: { and: [{ reference: { equals: reference } }, { status: { equals: from } }] },
      data: { status: to },
      depth: 0,
      overrideAccess: true,
    })
  }
  return {
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
      const cms = await ledger()
      try {
        await cms.create({
          collection: 'sandbox-payments',
          data: { idempotencyKey: request.idempotencyKey, amountCents: request.amountCents, ...row },
          depth: 0,
          select: { createdAt: true },
          overrideAccess: true,
        })
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
      await setStatus(reference, 'authorized', 'voided')
    },

    async capture(reference) {
      const row = await find({ reference })
      if (row?.status === 'captured' || row?.status === 'refunded') return
      if (!row || row.status !== 'authorized') throw new HoldNotCapturableError(`The card hold is ${row?.status ?? 'unknown'}.`)
      if (row.createdAt && now().getTime() - new Date(row.createdAt).getTime() > HOLD_LIFETIME_MS) {
        await setStatus(reference, 'authorized', 'voided')
        throw new HoldNotCapturableError('The card hold has lapsed.')
      }
      await setStatus(reference, 'authorized', 'captured')
    },

    async refund(reference) {
      const row = await find({ reference })
      if (row?.status === 'refunded') return
      if (row?.status !== 'captured') throw new HoldNotCapturableError(`Nothing was captured on this hold (${row?.status ?? 'unknown'}).`)
      await setStatus(reference, 'captured', 'refunded')
    },

    async lookup(idempotencyKey): Promise<HoldLookup> {
      const row = await ledgerRow(idempotencyKey)
      if (!row || row.status === 'declined' || !row.reference) return { status: 'none' }
      return row.status === 'authorized' ? { status: 'held', reference: row.reference } : { status: 'settled', reference: row.reference }
    },
  }
}
