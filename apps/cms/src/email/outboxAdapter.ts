import type { EmailAdapter, Payload, PayloadRequest, SendEmailOptions } from 'payload'
import type { Outbox } from '../payload-types.ts'

export function recipients(to: SendEmailOptions['to']): string {
  const list = Array.isArray(to) ? to : to ? [to] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

/**
 * The embedded email default: every message is stored in the outbox collection (where staff and
 * tests read it) and announced on the console without its body, which may hold a reset link or PHI.
 * SMTP (smtpAdapter.ts) replaces it when SMTP_URL is set.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'outbox',
  defaultFromAddress: 'care@example.com',
  defaultFromName: 'Patient Care',
  async sendEmail(message) {
    const id = await recordEmail(payload, message, 'queued')
    payload.logger.info(`Email stored in the outbox (#${id}): "${String(message.subject ?? '')}"`)
    return { id }
  },
})

/**
 * Keeps a message in the outbox collection with its delivery status, and answers its id (with `req`,
 * inside that request's transaction: a `queued` row is then sent by the redelivery job, ADR 084). The server
 * writes it for itself through the Local API (access off, as nobody may create outbox rows through
 * the API; validation and hooks run), reading back only the id.
 */
export async function recordEmail(
  payload: Payload,
  message: SendEmailOptions,
  status: 'queued' | 'sent' | 'failed',
  req?: Partial<PayloadRequest>,
): Promise<Outbox['id']> {
  const created = await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    depth: 0,
    req,
    // The id comes with every document; one small field keeps the read-back to it.
    select: { status: true },
    data: {
      channel: 'email',
      to: recipients(message.to),
      subject: typeof message.subject === 'string' ? message.subject : '',
      body: typeof message.text === 'string' ? message.text : typeof message.html === 'string' ? message.html.replace(/<[^>]+>/g, ' ') : '',
      html: typeof message.html === 'string' ? message.html : undefined,
      status,
    },
  })
  return created.id
}

/** The delivery outcome of a kept message (the SMTP adapter, and the job that sends again: delivery.ts). */
export async function markEmail(payload: Payload, id: Outbox['id'], status: 'sent' | 'failed', req?: PayloadRequest): Promise<void> {
  await payload.update({ collection: 'outbox', id, data: { status }, depth: 0, select: { status: true }, overrideAccess: true, req })
}
