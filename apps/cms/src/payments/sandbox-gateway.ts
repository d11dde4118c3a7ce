import crypto from 'node:crypto'
import type { Payload, Where } from 'payload'
import type { SandboxPayment } from '../payload-types.ts'
import { scopedOne, scopedTwo } from '../local-api-scope.ts'
import { isDuplicateKey } from '../claims.ts'
import type {
  AuthorizeRequest,
  AuthorizeResult,
  CardInput,
  ChargeSavedRequest,
  ChargeSavedResult,
  HoldLookup,
  PaymentGateway,
  SaveCardRequest,
  SaveCardResult,
  SavedCard,
} from './gateway.ts'
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
  // Approved on the page (the patient is there to authenticate); off-session it asks again.
  '4000002760003184': null,
  // Stripe's "attaching succeeds, charging fails" card: declined when charged, kept fine.
  '4000000000000341': { declineCode: 'generic_decline', message: 'Your card was declined.' },
}

/**
 * How a kept card answers an off-session charge, where that differs from succeeding (Stripe's test
 * cards): 3184 needs the patient's authentication on every charge, 0341 is kept but declined.
 */
const SANDBOX_OFF_SESSION: Record<string, { requiresAction: true } | { declineCode: string; message: string }> = {
  '4000002760003184': { requiresAction: true },
  '4000000000000341': { declineCode: 'generic_decline', message: 'Your card was declined.' },
}

/** What the bank says when a charge needs the patient (Stripe's message for authentication_required). */
const AUTHENTICATION_REQUIRED = 'Your card was declined. This transaction requires authentication.'

function sandboxNumber(card: CardInput): string {
  if (card.kind !== 'sandbox_card') throw new PaymentInputError('The sandbox takes its own card form only.')
  return card.number.replace(/\D/g, '')
}

function fingerprintOf(number: string): string {
  return crypto.createHash('sha256').update(`sandbox:${number}`).digest('hex').slice(0, 16)
}

/** The test card behind a fingerprint (the ledger never keeps a number). */
const numberByFingerprint = new Map(Object.keys(SANDBOX_CARDS).map((number) => [fingerprintOf(number), number]))

/** Whether a test card can be kept on file: every approved card, and 0341 (kept, declined when charged). */
function keepable(number: string): { declineCode: string; message: string } | null {
  if (SANDBOX_OFF_SESSION[number]) return null
  const outcome = SANDBOX_CARDS[number]
  if (outcome === undefined) return { declineCode: 'card_not_supported', message: 'Your card was declined. Use a test card number.' }
  return outcome
}

function displayOf(card: Extract<CardInput, { kind: 'sandbox_card' }>, number: string): Pick<SavedCard, 'brand' | 'last4' | 'expMonth' | 'expYear'> {
  const brand = number.startsWith('4') ? 'visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : 'unknown'
  return { brand, last4: number.slice(-4), expMonth: card.expMonth, expYear: card.expYear }
}

type LedgerRow = {
  idempotencyKey?: string
  reference?: string | null
  status: 'authorized' | 'declined' | 'voided' | 'captured' | 'refunded' | 'saved' | 'charged' | 'requires_action'
  kind?: 'hold' | 'card' | 'charge' | null
  amountCents?: number
  declineCode?: string | null
  message?: string | null
  cardFingerprint?: string | null
  customerRef?: string | null
  card?: SandboxPayment['card']
  createdAt?: string
}

function savedCardOf(row: LedgerRow): SavedCard {
  const card = (row.card ?? {}) as Partial<SavedCard>
  return {
    customerRef: row.customerRef ?? '',
    paymentMethodRef: row.reference ?? '',
    brand: String(card.brand ?? 'unknown'),
    last4: String(card.last4 ?? ''),
    expMonth: Number(card.expMonth ?? 0),
    expYear: Number(card.expYear ?? 0),
  }
}

/** Stripe refuses a key sent again with another request; so does the sandbox. */
function sameKind(row: LedgerRow, kind: 'hold' | 'card' | 'charge'): void {
  if ((row.kind ?? 'hold') !== kind) throw new PaymentInputError('This idempotency key was used for another request.')
}

function saveAnswerOf(row: LedgerRow): SaveCardResult {
  sameKind(row, 'card')
  if (row.status === 'saved') return { status: 'saved', ...savedCardOf(row) }
  return { status: 'declined', declineCode: row.declineCode ?? 'generic_decline', message: row.message ?? 'Your card was declined.' }
}

/** Like Stripe, a key sent again with another charge (another card or amount) is refused, never answered as the first. */
function sameCharge(row: LedgerRow, request: ChargeSavedRequest): LedgerRow {
  sameKind(row, 'charge')
  if (row.amountCents !== request.amountCents || row.customerRef !== request.customerRef)
    throw new PaymentInputError('This idempotency key was used for another charge.')
  return row
}

function chargeAnswerOf(row: LedgerRow): ChargeSavedResult {
  sameKind(row, 'charge')
  if (row.status === 'requires_action') return { status: 'requires_action', reference: row.reference ?? null, message: row.message ?? AUTHENTICATION_REQUIRED }
  if (row.status === 'declined')
    return { status: 'declined', declineCode: row.declineCode ?? 'generic_decline', message: row.message ?? 'Your card was declined.' }
  // Charged (and perhaps refunded since): the charge succeeded.
  return { status: 'succeeded', reference: row.reference ?? '' }
}

function answerOf(row: LedgerRow): AuthorizeResult {
  sameKind(row, 'hold')
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
 * The embedded default: no network, test cards only, idempotent like Stripe. Cards kept on file and
 * off-session charges are ledger rows too (kinds `card` and `charge`), so a key is one answer
 * across processes for them as well. Its ledger lives in
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
  /** Writes the answer for a key once: of two requests with one key at one moment, the first row written is the answer. */
  const writeOnce = async (row: LedgerRow & { idempotencyKey: string; amountCents: number }): Promise<LedgerRow> => {
    const cms = await ledger()
    try {
      await cms.create({ collection: 'sandbox-payments', data: row, depth: 0, select: { createdAt: true }, overrideAccess: true })
      return row
    } catch (error) {
      if (!isDuplicateKey(error)) throw error
      const winner = await ledgerRow(row.idempotencyKey)
      if (!winner) throw error
      return winner
    }
  }
  const hold = async (request: AuthorizeRequest): Promise<AuthorizeResult> => {
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
    return answerOf(await writeOnce({ ...row, kind: 'hold', idempotencyKey: request.idempotencyKey, amountCents: request.amountCents }))
  }
  /** Keeps a test card for a customer (a new one when none is given); a declining card is kept nowhere. */
  const keep = async (card: CardInput, customerRef: string | null, idempotencyKey: string): Promise<SaveCardResult> => {
    const earlier = await ledgerRow(idempotencyKey)
    if (earlier) return saveAnswerOf(earlier)
    const number = sandboxNumber(card)
    const refused = keepable(number)
    const row: LedgerRow = refused
      ? { status: 'declined', ...refused }
      : {
          status: 'saved',
          reference: `sandbox_pm_${crypto.randomBytes(8).toString('hex')}`,
          customerRef: customerRef ?? `sandbox_cus_${crypto.randomBytes(8).toString('hex')}`,
          card: displayOf(card as Extract<CardInput, { kind: 'sandbox_card' }>, number),
        }
    return saveAnswerOf(await writeOnce({ ...row, kind: 'card', idempotencyKey, amountCents: 0, cardFingerprint: fingerprintOf(number) }))
  }
  return {
    name: 'sandbox',

    async fingerprint(card) {
      return fingerprintOf(sandboxNumber(card))
    },

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      const earlier = await ledgerRow(request.idempotencyKey)
      const held = earlier ? answerOf(earlier) : await hold(request)
      if (!request.keepCard || held.status !== 'authorized') return held
      // Kept with the hold, under the hold's key; a card that cannot be kept leaves the hold standing.
      try {
        const kept = await keep(request.card, request.keepCard.customerRef, `${request.idempotencyKey}:card`)
        if (kept.status !== 'saved') return { ...held, savedCard: null }
        const { status: _saved, ...savedCard } = kept
        return { ...held, savedCard }
      } catch {
        return { ...held, savedCard: null }
      }
    },

    async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
      return keep(request.card, request.customer.reference, request.idempotencyKey)
    },

    async chargeSaved(request: ChargeSavedRequest): Promise<ChargeSavedResult> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new PaymentInputError('Amount must be whole cents above zero.')
      const earlier = await ledgerRow(request.idempotencyKey)
      if (earlier) return chargeAnswerOf(sameCharge(earlier, request))
      const card = await find({ reference: request.paymentMethodRef })
      if (!card || card.kind !== 'card' || card.status !== 'saved' || card.customerRef !== request.customerRef)
        throw new PaymentInputError('No such card on file for this customer.')
      const number = numberByFingerprint.get(card.cardFingerprint ?? '') ?? ''
      const offSession = SANDBOX_OFF_SESSION[number]
      const reference = `sandbox_pi_${crypto.randomBytes(8).toString('hex')}`
      const row: LedgerRow = !offSession
        ? { status: 'charged', reference }
        : 'requiresAction' in offSession
          ? { status: 'requires_action', reference, declineCode: 'authentication_required', message: AUTHENTICATION_REQUIRED }
          : { status: 'declined', ...offSession }
      const written = await writeOnce({
        ...row,
        kind: 'charge',
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        customerRef: request.customerRef,
      })
      return chargeAnswerOf(sameCharge(written, request))
    },

    async void(reference) {
      await setStatus(reference, 'authorized', 'voided')
    },

    async capture(reference) {
      const row = await find({ reference })
      // An off-session charge is captured when made.
      if (row?.status === 'captured' || row?.status === 'refunded' || row?.status === 'charged') return
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
      if (row?.status !== 'captured' && row?.status !== 'charged')
        throw new HoldNotCapturableError(`Nothing was captured on this hold (${row?.status ?? 'unknown'}).`)
      await setStatus(reference, row.status, 'refunded')
    },

    async lookup(idempotencyKey): Promise<HoldLookup> {
      const row = await ledgerRow(idempotencyKey)
      if (!row || row.status === 'declined' || !row.reference) return { status: 'none' }
      return row.status === 'authorized' ? { status: 'held', reference: row.reference } : { status: 'settled', reference: row.reference }
    },
  }
}
