import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'
import { insertRow } from '../server-writes.ts'

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
 * Keeps a message in the outbox collection with its delivery status, and answers its id. The server
 * composed the message, so it is written as a row of its own (`insertRow`: no read-back).
 */
export function recordEmail(payload: Payload, message: SendEmailOptions, status: 'queued' | 'sent' | 'failed') {
  return insertRow(payload, 'outbox', {
    channel: 'email',
    to: recipients(message.to),
    subject: typeof message.subject === 'string' ? message.subject : '',
    body: typeof message.text === 'string' ? message.text : typeof message.html === 'string' ? message.html.replace(/<[^>]+>/g, ' ') : '',
    html: typeof message.html === 'string' ? message.html : undefined,
    status,
  })
}
