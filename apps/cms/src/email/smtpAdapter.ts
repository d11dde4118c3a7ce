import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { recordEmail } from './outboxAdapter.ts'

export interface SmtpConfig {
  /** smtp://user:password@host:587 or smtps://... for implicit TLS. */
  url: string
  /** "Patient Care <care@example.com>" */
  from: string
}

function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1] ?? '', address: match[2] ?? from } : { name: '', address: from.trim() }
}

/**
 * Email through an SMTP server (nodemailer) when SMTP_URL is set. Each message is also kept in the
 * outbox collection as sent, or as failed before the error is passed on, so staff can see what went
 * out; the console never shows a body.
 */
export function smtpEmailAdapter(config: SmtpConfig): EmailAdapter {
  const transport = nodemailer.createTransport(config.url)
  const from = parseFrom(config.from)
  return ({ payload }) => ({
    name: 'smtp',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    async sendEmail(message) {
      try {
        const info = await transport.sendMail({ ...message, from: message.from ?? (from.name ? `${from.name} <${from.address}>` : from.address) })
        await recordEmail(payload, message, 'sent')
        return { id: info.messageId }
      } catch (error) {
        await recordEmail(payload, message, 'failed').catch(() => undefined)
        payload.logger.error(`Email could not be sent over SMTP: "${String(message.subject ?? '')}"`)
        throw error
      }
    },
  })
}
