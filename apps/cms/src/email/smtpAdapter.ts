import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { recordEmail } from './outboxAdapter.ts'

export interface SmtpConfig {
  /** smtp://user:password@host:587 or smtps://... for implicit TLS. */
  url: string
  /** "Patient Care <care@example.com>" */
  from: string
}

type TransportOptions = NonNullable<NonNullable<Parameters<typeof nodemailerAdapter>[0]>['transportOptions']>

function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1] ?? '', address: match[2] ?? from } : { name: '', address: from.trim() }
}

/** SMTP_URL as the transport's options: host, port, implicit TLS for smtps:, and the account if the URL names one. */
export function smtpTransportOptions(url: string): TransportOptions {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  const user = decodeURIComponent(parsed.username)
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
  }
}

/**
 * Email through an SMTP server when SMTP_URL is set: Payload's nodemailer adapter sends it. Each
 * message is also kept in the outbox collection as sent, or as failed before the error is passed
 * on, so staff can see what went out; the console never shows a body. The transport is not checked
 * at start (no connection is made until a message goes).
 */
export async function smtpEmailAdapter(config: SmtpConfig): Promise<EmailAdapter> {
  const from = parseFrom(config.from)
  const smtp = await nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transportOptions: smtpTransportOptions(config.url),
    skipVerify: true,
  })
  return (args) => {
    const sender = smtp(args)
    const { payload } = args
    return {
      ...sender,
      name: 'smtp',
      async sendEmail(message) {
        try {
          const sent: unknown = await sender.sendEmail(message)
          await recordEmail(payload, message, 'sent')
          return sent
        } catch (error) {
          await recordEmail(payload, message, 'failed').catch(() => undefined)
          payload.logger.error(`Email could not be sent over SMTP: "${String(message.subject ?? '')}"`)
          throw error
        }
      },
    }
  }
}
