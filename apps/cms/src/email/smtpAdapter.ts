import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { registerTransport } from './delivery.ts'
import { markEmail, recordEmail } from './outboxAdapter.ts'

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
 * message is kept in the outbox collection first (queued), then marked sent, or failed before the
 * error is passed on, so staff can see what went out and nothing is lost with a process: the
 * periodic `redeliver-unsent-emails` job sends again what failed or never finished (delivery.ts,
 * ADR 084). The console never shows a body. The transport is not checked at start (no connection
 * is made until a message goes), and each step has a time limit, well under the job's wait.
 */
export async function smtpEmailAdapter(config: SmtpConfig): Promise<EmailAdapter> {
  const from = parseFrom(config.from)
  const smtp = await nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transportOptions: { ...smtpTransportOptions(config.url), connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    skipVerify: true,
  })
  return (args) => {
    const sender = smtp(args)
    const { payload } = args
    registerTransport(payload, (message) => sender.sendEmail(message))
    return {
      ...sender,
      name: 'smtp',
      async sendEmail(message) {
        const id = await recordEmail(payload, message, 'queued')
        let sent: unknown
        try {
          sent = await sender.sendEmail(message)
        } catch (error) {
          await markEmail(payload, id, 'failed').catch(() => undefined)
          payload.logger.error(`Email could not be sent over SMTP (outbox #${id}); it is sent again later`)
          throw error
        }
        await markEmail(payload, id, 'sent')
        return sent
      },
    }
  }
}
