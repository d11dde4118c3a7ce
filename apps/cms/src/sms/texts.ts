import type { Payload, PayloadRequest } from 'payload'
import type { Outbox } from '../payload-types.ts'
import type { SmsSender } from './sender.ts'

/**
 * Texts the CMS sends (ADR 100): a notice that a reply waits, with no content and no PHI. Kept first
 * in the outbox as `queued` inside the request that decided it (a reply rolled back takes its text
 * with it), then sent by the `send-queued-texts` job through the provider where one is configured,
 * like the emails of ADR 084. Verification codes are not these: the site texts them while the
 * patient waits, and a code is useless late.
 */

/** What names these rows in the outbox (staff read it as the row's subject; the job sends only these). */
export const REPLY_WAITING_TEXT = 'Reply waiting'

/** After this a notice is stale: it stays in the outbox for staff to see. */
const SEND_WITHIN_MS = 6 * 60 * 60_000

export async function recordText(
  payload: Payload,
  text: { to: string; body: string; patient: number | string },
  req?: Partial<PayloadRequest>,
): Promise<Outbox['id']> {
  const created = await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    depth: 0,
    req,
    // The id comes with every document; one small field keeps the read-back to it.
    select: { status: true },
    data: { channel: 'sms', to: text.to, subject: REPLY_WAITING_TEXT, body: text.body, status: 'queued', patient: text.patient as number },
  })
  return created.id
}

/** The text provider of each Payload that has one (registered at start from the environment): a handle, not state. */
const senders = new WeakMap<Payload, SmsSender>()

export function registerTextSender(payload: Payload, sender: SmsSender | null): void {
  if (sender) senders.set(payload, sender)
  else senders.delete(payload)
}

/**
 * Queued and failed reply notices of the last 6 hours go out through the provider and are marked;
 * one that fails stays failed for the next run. Without a provider (the embedded default) they stay
 * queued in the outbox, where staff and tests read them. Answers how many went out.
 */
export async function sendQueuedTexts({ payload, req }: { payload: Payload; req?: PayloadRequest }, now = new Date()): Promise<number> {
  const sender = senders.get(payload)
  if (!sender) return 0
  const owed = await payload.find({
    collection: 'outbox',
    where: {
      and: [
        { channel: { equals: 'sms' } },
        { subject: { equals: REPLY_WAITING_TEXT } },
        { status: { in: ['queued', 'failed'] } },
        { createdAt: { greater_than: new Date(now.getTime() - SEND_WITHIN_MS).toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: 100,
    pagination: false,
    depth: 0,
    select: { to: true, body: true },
    overrideAccess: true,
    req,
  })
  let sent = 0
  for (const row of owed.docs) {
    const outcome = await sender.send({ to: row.to, body: row.body }).then(
      () => 'sent' as const,
      () => 'failed' as const,
    )
    await payload.update({ collection: 'outbox', id: row.id, data: { status: outcome }, depth: 0, select: { status: true }, overrideAccess: true, req })
    if (outcome === 'sent') sent += 1
  }
  return sent
}
