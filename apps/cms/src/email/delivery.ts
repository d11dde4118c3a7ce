import type { Payload, PayloadRequest, SendEmailOptions } from 'payload'
import { markEmail } from './outboxAdapter.ts'

/** Sends one message through the real transport, without keeping it in the outbox again. */
export type Transport = (message: SendEmailOptions) => Promise<unknown>

/**
 * The SMTP transport of each Payload that has one (smtpAdapter.ts registers it when Payload starts
 * the adapter). A handle, not state: what was sent and what is owed lives in the outbox rows.
 */
const transports = new WeakMap<Payload, Transport>()

export function registerTransport(payload: Payload, transport: Transport): void {
  transports.set(payload, transport)
}

const MINUTE = 60_000

/**
 * How long the send made while the patient waits may still be going: longer than the transport's
 * own time limits (smtpAdapter.ts), so a message is never sent again while its first send runs.
 */
export const REDELIVER_AFTER_MS = 5 * MINUTE
/** After this a message is stale (a code long expired, a notice superseded): it stays failed for staff to see. */
export const REDELIVER_WITHIN_MS = 6 * 60 * MINUTE

/**
 * Emails whose send failed, or whose process ended before its send finished (kept as queued), are
 * sent again from their outbox row and marked sent; one still failing stays failed for the next run.
 * Only where a transport exists: the embedded outbox default keeps every message queued by design.
 * Runs as a periodic job, once across processes (jobs/tasks.ts). Answers how many went out.
 */
export async function redeliverUnsentEmails({ payload, req }: { payload: Payload; req?: PayloadRequest }, now = new Date()): Promise<number> {
  const transport = transports.get(payload)
  if (!transport) return 0
  const owed = await payload.find({
    collection: 'outbox',
    where: {
      and: [
        { channel: { equals: 'email' } },
        { status: { in: ['queued', 'failed'] } },
        { createdAt: { less_than: new Date(now.getTime() - REDELIVER_AFTER_MS).toISOString() } },
        { createdAt: { greater_than: new Date(now.getTime() - REDELIVER_WITHIN_MS).toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: 100,
    pagination: false,
    depth: 0,
    select: { to: true, subject: true, body: true, html: true },
    overrideAccess: true,
    req,
  })
  let sent = 0
  for (const row of owed.docs) {
    const outcome = await transport({ to: row.to, subject: row.subject ?? '', text: row.body, ...(row.html ? { html: row.html } : {}) }).then(
      () => 'sent' as const,
      () => 'failed' as const,
    )
    await markEmail(payload, row.id, outcome, req)
    if (outcome === 'sent') sent += 1
  }
  return sent
}
