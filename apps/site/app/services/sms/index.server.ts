import { twilioSms, type SmsSender } from '@telehealth/cms/site'
import { env } from '~/env.server.ts'
import { outboxSms } from './outbox-sms.server.ts'

/** Twilio when its credentials are set, else the outbox. */
export const smsSender: SmsSender =
  env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
    ? twilioSms({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM })
    : outboxSms
