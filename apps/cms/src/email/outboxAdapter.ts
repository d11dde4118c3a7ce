import type { EmailAdapter, SendEmailOptions } from 'payload'

function recipients(to: SendEmailOptions['to']): string {
  const list = Array.isArray(to) ? to : to ? [to] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

/**
 * The embedded email default: every message is stored in the outbox collection (where staff and
 * tests read it) and announced on the console without its body, which may hold a reset link or PHI.
 * A real provider (SMTP through @payloadcms/email-nodemailer) replaces it when configured.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'outbox',
  defaultFromAddress: 'care@example.com',
  defaultFromName: 'Patient Care',
  async sendEmail(message) {
    const to = recipients(message.to)
    const doc = await payload.create({
      collection: 'outbox',
      data: {
        channel: 'email',
        to,
        subject: typeof message.subject === 'string' ? message.subject : '',
        body: typeof message.text === 'string' ? message.text : typeof message.html === 'string' ? message.html.replace(/<[^>]+>/g, ' ') : '',
        html: typeof message.html === 'string' ? message.html : undefined,
        status: 'queued',
      },
      overrideAccess: true,
    })
    payload.logger.info(`Email stored in the outbox (#${doc.id}): "${String(message.subject ?? '')}"`)
    return { id: doc.id }
  },
})
