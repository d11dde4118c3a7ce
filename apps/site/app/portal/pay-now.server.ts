import { chargeMessages } from '@telehealth/cms/site'
import { billingMessages, paymentErrorMessage, paymentMessages, rowIdText, type RowId } from '@telehealth/domain'
import { declineStanding, type RecordedDecline } from '@telehealth/machines'
import type { Where } from 'payload'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { RateLimited, spendAttempt } from '~/auth/rate-limit.server.ts'
import { cmsAsServer, cmsChargeSubscriptionPeriod, cmsLogger, type SignedInPatient } from '~/cms.server.ts'
import { declineRules } from '~/checkout/place-order.server.ts'
import { PaymentInputError, type CardInput, type PaymentGateway } from '~/services/payments/gateway.ts'
import { paymentGateway } from '~/services/payments/index.server.ts'
import { parseCardForm } from './card-form.server.ts'
import { toFormData } from './profile/calls.server.ts'

/**
 * Pay Now (spec 001: `POST /api/process-subs-payment`: token, details, billingAddress,
 * subscription_id, amount -> status, message) and the patient's decline block (`GET
 * /api/block-user-payment`), ADR 094. The charge itself is the CMS's one charge of a period: the
 * amount is the subscription's (the posted `amount` is never read), one key per subscription and
 * period, the saved card or a new one. Declines count toward the checkout's block.
 */

const headers = { 'Cache-Control': 'private, no-store' }

type PayNowAnswer = { status: 'success' | 'error'; message: string }

function answer(status: number, body: PayNowAnswer, more: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...headers, ...more } })
}

/** The fields of the card form: when none is posted, the card on file is charged. */
const CARD_FIELDS = ['paymentMethodId', 'card_number', 'card_exp', 'card_cvc', 'card_zip'] as const
const ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'state', 'zip'] as const

/**
 * The body as the card form's fields: form data as posted, or JSON with the address under
 * `billingAddress` (the spec's name) or as `billing.<field>`. Null when it is neither.
 */
async function readBody(request: Request): Promise<FormData | null> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.includes('application/json')) return request.formData().catch(() => null)
  const body: unknown = await request.json().catch(() => null)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
  const values: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  const address = values.billingAddress
  if (address && typeof address === 'object' && !Array.isArray(address)) {
    for (const field of ADDRESS_FIELDS) values[`billing.${field}`] ??= (address as Record<string, unknown>)[field]
  }
  delete values.billingAddress
  return toFormData(values)
}

function postsACard(form: FormData): boolean {
  const filled = (name: string) => String(form.get(name) ?? '').trim() !== ''
  return CARD_FIELDS.some(filled) || ADDRESS_FIELDS.some((field) => filled(`billing.${field}`))
}

/** The patient's recorded declines (checkout's and Pay Now's), and a new card's wherever it was declined. */
async function declinesOf(patientId: RowId, cardFingerprint: string | null): Promise<RecordedDecline[]> {
  const cms = await cmsAsServer()
  const where: Where = cardFingerprint
    ? { or: [{ patient: { equals: patientId } }, { cardFingerprint: { equals: cardFingerprint } }] }
    : { patient: { equals: patientId } }
  const found = await cms.find({
    collection: 'payment-declines',
    where,
    sort: '-occurredAt',
    limit: 100,
    pagination: false,
    depth: 0,
    select: { occurredAt: true },
  })
  return found.docs.map((decline) => ({ at: decline.occurredAt }))
}

/** Where the patient stands with the decline block now. */
async function blockStanding(patient: SignedInPatient, now = new Date(), cardFingerprint: string | null = null) {
  return declineStanding(await declinesOf(patient.id, cardFingerprint), now, await declineRules())
}

/** `GET /api/block-user-payment`: the signed-in patient's own block: whether blocked, until when, declines counted. */
export async function blockUserPayment(request: Request, now = new Date()): Promise<Response> {
  const patient = await requirePatientForApi(request)
  const standing = await blockStanding(patient, now)
  return Response.json(
    {
      status: 'success',
      blocked: standing.blocked,
      blockedUntil: standing.blockedUntil?.toISOString() ?? null,
      attempts: standing.attempts,
      message: standing.blocked ? paymentMessages.cardTemporarilyBlocked : null,
    },
    { headers },
  )
}

interface PayNowOptions {
  /** The payment provider; the configured one unless a test hands in another. */
  gateway?: PaymentGateway
  now?: Date
}

/** `POST /api/process-subs-payment`. */
export async function payNow(request: Request, options: PayNowOptions = {}): Promise<Response> {
  const patient = await requirePatientForApi(request)
  if (request.method !== 'POST') return answer(405, { status: 'error', message: 'Use POST.' })
  const gateway = options.gateway ?? paymentGateway
  const now = options.now ?? new Date()
  const form = await readBody(request)
  if (!form) return answer(400, { status: 'error', message: 'Please send the form as JSON or form data.' })
  try {
    // Before the card is read or charged: a used-up budget writes nothing and asks the gateway nothing (ADR 105).
    await spendAttempt(['payNowPerPatient', rowIdText(patient.id)])
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error
    return answer(429, { status: 'error', message: error.message }, { 'Retry-After': String(error.retryAfterSeconds) })
  }

  let card: CardInput | undefined
  let cardFingerprint: string | null = null
  if (postsACard(form)) {
    const parsed = parseCardForm(form, gateway.name, now)
    if (!parsed.ok) return answer(400, { status: 'error', message: parsed.message })
    card = parsed.card
    try {
      cardFingerprint = await gateway.fingerprint(card)
    } catch (error) {
      if (error instanceof PaymentInputError) return answer(400, { status: 'error', message: billingMessages.invalidCardDetails })
      throw error
    }
  }

  if ((await blockStanding(patient, now, cardFingerprint)).blocked) return answer(402, { status: 'error', message: paymentMessages.cardTemporarilyBlocked })

  let outcome: Awaited<ReturnType<typeof cmsChargeSubscriptionPeriod>>
  try {
    outcome = await cmsChargeSubscriptionPeriod(
      { subscriptionId: form.get('subscription_id'), by: { kind: 'patient', patientId: patient.id, ...(card ? { card } : {}) } },
      { gateway, now: () => now },
    )
  } catch (error) {
    // A write after the charge failed: the attempt stays in flight, and the next Pay Now (or the job) finishes it with the same key.
    ;(await cmsLogger()).error({ errorName: error instanceof Error ? error.name : 'unknown' }, 'Pay Now: the payment was not recorded')
    return answer(503, { status: 'error', message: paymentErrorMessage(chargeMessages.unfinished) })
  }
  switch (outcome.status) {
    case 'paid':
      return answer(200, { status: 'success', message: billingMessages.paymentProcessed })
    case 'failed': {
      // The bank said no (or asked for the patient's authentication): a decline, counted as checkout counts them.
      if (outcome.failure !== 'no_card') {
        await (
          await cmsAsServer()
        ).create({
          collection: 'payment-declines',
          depth: 0,
          select: { occurredAt: true },
          data: { occurredAt: now.toISOString(), patient: patient.id, cardFingerprint: outcome.cardFingerprint, declineCode: outcome.declineCode },
        })
        if ((await blockStanding(patient, now, outcome.cardFingerprint)).blocked)
          return answer(402, { status: 'error', message: paymentMessages.cardTemporarilyBlocked })
      }
      return answer(402, { status: 'error', message: paymentErrorMessage(outcome.message) })
    }
    case 'refused':
      if (outcome.code === 'not-found') return answer(404, { status: 'error', message: chargeMessages.notFound })
      return answer(409, { status: 'error', message: paymentErrorMessage(outcome.message) })
    case 'invalid':
      return answer(400, { status: 'error', message: billingMessages.invalidCardDetails })
    case 'unavailable':
      return answer(503, { status: 'error', message: paymentErrorMessage(outcome.message) })
  }
}
