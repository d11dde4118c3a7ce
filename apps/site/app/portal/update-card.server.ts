import { randomUUID } from 'node:crypto'
import { billingMessages, billingServerMessages, rowIdText } from '@telehealth/domain'
import { RateLimited, spendAttempt } from '~/auth/rate-limit.server.ts'
import { cardOnFileOf, earlierCustomer } from '~/checkout/place-order.server.ts'
import { cmsFor, cmsLogger, cmsUnitOfWork, type SignedInPatient } from '~/cms.server.ts'
import { PaymentInputError, type PaymentGateway } from '~/services/payments/gateway.ts'
import { paymentGateway } from '~/services/payments/index.server.ts'
import { parseCardForm } from './card-form.server.ts'

/** The spec's answer of `POST /api/update-card`, with the HTTP status it is sent with. */
export interface UpdateCardReply {
  status: number
  body: { status: 'success' | 'error'; message: string }
  /** A used-up budget (429): the seconds to wait, sent as Retry-After. */
  retryAfterSeconds?: number
}

/** The subscriptions a renewal or Pay Now charges: the card on file is theirs. */
const RENEWING_STATUSES = ['active', 'paused'] as const

function refused(status: number, message: string): UpdateCardReply {
  return { status, body: { status: 'error', message } }
}

/**
 * Update Card (spec 001, ADR 095): the card and billing address as `parseCardForm` reads them, kept
 * with the gateway for the patient's customer there (`saveCard`, a fresh idempotency key per
 * request), then written as the card on file of every active and paused subscription of the
 * patient, in one unit. A declined card is kept nowhere and the old card stays on file. Nothing is
 * charged.
 */
export async function updateCard(
  patient: SignedInPatient,
  form: FormData,
  gateway: PaymentGateway = paymentGateway,
  now = new Date(),
): Promise<UpdateCardReply> {
  const parsed = parseCardForm(form, gateway.name, now)
  if (!parsed.ok) return refused(400, parsed.message)
  try {
    await spendAttempt(['cardChangePerPatient', rowIdText(patient.id)])
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error
    return { ...refused(429, error.message), retryAfterSeconds: error.retryAfterSeconds }
  }

  // Access off: the patient reads their subscriptions but may not write the card on file (a server-written field, ADR 092).
  const cms = await cmsFor(patient)
  const renewing = await cms.find({
    collection: 'subscriptions',
    where: { and: [{ patient: { equals: patient.id } }, { status: { in: [...RENEWING_STATUSES] } }] },
    pagination: false,
    depth: 0,
    select: { status: true },
  })
  if (renewing.docs.length === 0) return refused(409, billingServerMessages.noPlanForCard)

  let saved: Awaited<ReturnType<PaymentGateway['saveCard']>>
  try {
    saved = await gateway.saveCard({
      card: parsed.card,
      customer: { reference: await earlierCustomer(patient, gateway.name) },
      // One key per request: a corrected card after a decline is a new request, never a replay of the declined one.
      idempotencyKey: `update-card:${String(patient.id)}:${randomUUID()}`,
      metadata: { patient: String(patient.id), purpose: 'update-card' },
    })
  } catch (error) {
    if (error instanceof PaymentInputError) return refused(400, billingMessages.invalidCardDetails)
    ;(await cmsLogger()).error({ errorName: error instanceof Error ? error.name : 'unknown' }, 'Update Card: the gateway did not answer')
    return refused(502, billingMessages.cardUpdateFailed)
  }
  if (saved.status === 'declined') return refused(402, saved.message || billingMessages.cardUpdateFailed)

  const cardOnFile = cardOnFileOf(saved, gateway.name, now)
  await cmsUnitOfWork(async (tx) => {
    // Access off, as above; the patient is the actor the audit log names.
    const inUnit = await cmsFor(patient, tx)
    for (const subscription of renewing.docs) {
      const before = await inUnit.findByID({ collection: 'subscriptions', id: subscription.id, depth: 0, select: { cardOnFile: true } })
      await inUnit.update({ collection: 'subscriptions', id: subscription.id, depth: 0, select: { status: true }, data: { cardOnFile } })
      // SQLite has no transaction: a later write that fails puts this card back as it was.
      tx.compensate(async () =>
        (await cmsFor(patient)).update({
          collection: 'subscriptions',
          id: subscription.id,
          depth: 0,
          select: { status: true },
          data: { cardOnFile: before.cardOnFile ?? {} },
        }),
      )
    }
  })
  return { status: 200, body: { status: 'success', message: billingMessages.cardUpdated } }
}
