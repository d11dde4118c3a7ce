import type { SmsSender } from './sender.ts'

export interface TwilioConfig {
  accountSid: string
  authToken: string
  from: string
  /** Overridable so the adapter can be tested against a local stand-in of Twilio's API. */
  apiBase?: string
}

/** Twilio's Messages REST API (no SDK: one form-encoded POST with basic auth). */
export function twilioSms(config: TwilioConfig): SmsSender {
  const base = config.apiBase ?? 'https://api.twilio.com'
  return {
    name: 'twilio',
    async send({ to, body }) {
      const response = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: `+1${to}`, From: config.from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`Twilio refused the message (HTTP ${response.status})`)
    },
  }
}
