import { billingMessages, billingServerMessages, CANCEL_REASON_MAX_LENGTH, parseRowId, subscriptionDisplay } from '@telehealth/domain'
import { subscriptionChargeClaimKey } from '@telehealth/cms/site'
import { waitForClaim } from '~/claims.server.ts'
import { cmsAs, cmsFor, type SignedInPatient } from '~/cms.server.ts'

/** The spec's answer of `POST /api/cancle-subs`, with the HTTP status it is sent with. */
export interface CancelSubscriptionReply {
  status: number
  body: { status: 'success' | 'error'; message: string }
}

const CLAIM_HOLD_MS = 30_000
// As long as a renewal's charge may hold it (the gateway's time limit and the records after).
const CLAIM_WAIT_MS = 20_000

function refused(status: number, message: string): CancelSubscriptionReply {
  return { status, body: { status: 'error', message } }
}

/** The spec's `reccomend` (sic): a checkbox or a JSON boolean. Anything else is no recommendation. */
function recommendOf(value: unknown): boolean {
  if (value === true || value === 1) return true
  return typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase())
}

function isUnprintable(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

/** The reason as plain text: control characters out, spaces closed up, trimmed; null when nothing is left. */
function reasonOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  // Control and bidirectional-override characters are never part of a reason (line breaks are kept).
  const plain = Array.from(value.normalize('NFKC'), (char) => (char !== '\n' && isUnprintable(char.codePointAt(0) ?? 0) ? ' ' : char)).join('')
  const text = plain.replace(/[ \t]+/g, ' ').trim()
  return text === '' ? null : text
}

/** Reads the spec's fields from a JSON body or a posted form. */
export async function cancelFieldsOf(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) {
    const body: unknown = await request.json().catch(() => null)
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  }
  const form = await request.formData().catch(() => null)
  return form ? Object.fromEntries(form.entries()) : null
}

/**
 * Cancel Subscription (spec 001, ADR 095): the signed-in patient's own active subscription moves to
 * ended with their reason and recommendation. Another patient's, an unknown and a malformed id all
 * answer 404 alike; a subscription not active answers 409 and nothing is written. The move names the
 * status it expects: under the subscription's status claim the row is read, compared and written
 * by a conditional update (`status = active`), so two cancels, or a cancel and a renewal taking the
 * claim, make one move. Ended stops renewals (they charge active subscriptions only); an order
 * already placed is not touched.
 */
export async function cancelSubscription(patient: SignedInPatient, fields: Record<string, unknown>): Promise<CancelSubscriptionReply> {
  const id = parseRowId(fields.subs_id)
  if (id === null) return refused(404, billingServerMessages.subscriptionNotFound)
  const reason = reasonOf(fields.reason)
  if (reason === null) return refused(400, billingServerMessages.cancelReasonMissing)
  if (reason.length > CANCEL_REASON_MAX_LENGTH) return refused(400, billingServerMessages.cancelReasonTooLong)
  const recommend = recommendOf(fields.reccomend)

  const own = await (
    await cmsAs(patient)
  ).find({
    collection: 'subscriptions',
    where: { and: [{ id: { equals: id } }, { patient: { equals: patient.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { status: true },
  })
  const found = own.docs[0]
  if (!found) return refused(404, billingServerMessages.subscriptionNotFound)

  // The claim the renewal and Pay Now hold while they charge a period, so a cancel and a charge are never both under way (ADR 095).
  const claim = await waitForClaim(subscriptionChargeClaimKey(String(found.id)), CLAIM_HOLD_MS, CLAIM_WAIT_MS)
  if (!claim) return refused(409, billingServerMessages.busy)
  try {
    // Access off: a patient may not write a subscription; the server moves their own one for them (the audit log names them).
    const cms = await cmsFor(patient)
    const moved = await cms.update({
      collection: 'subscriptions',
      where: { and: [{ id: { equals: found.id } }, { patient: { equals: patient.id } }, { status: { equals: 'active' } }] },
      depth: 0,
      select: { status: true },
      data: { status: 'ended', cancelReason: reason, recommend },
    })
    if (moved.docs.length === 1) return { status: 200, body: { status: 'success', message: billingMessages.subscriptionCancelled } }
    const now = await cms.findByID({ collection: 'subscriptions', id: found.id, depth: 0, select: { status: true } })
    return refused(409, billingServerMessages.notActive(subscriptionDisplay(now.status).label))
  } finally {
    await claim.release()
  }
}
