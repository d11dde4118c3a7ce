import { verificationMessages, type VerificationChannel } from '@telehealth/domain'
import type { AddressCheck, VerifyAddress } from '@telehealth/machines'

/**
 * The verify machine's calls as /verify/api takes and answers them (routes/resources/verify-api.ts):
 * the fields each call posts, and each answer read into the actor's output. An answer that refuses
 * throws, which is the machine's `onError`; a call that got no answer at all is rejected before it
 * gets here (answerOrUnanswered).
 */
export const VERIFY_API = '/verify/api'

type Answer = Record<string, unknown>
const asAnswer = (answer: unknown): Answer => (typeof answer === 'object' && answer !== null ? (answer as Answer) : {})

export const verifyCalls = {
  checkStoredAddress: {
    body: (): Record<string, string> => ({ intent: 'check-address' }),
    read: (answer: unknown): AddressCheck => toCheck(asAnswer(answer)),
  },
  saveAddress: {
    body: ({ address }: { address: VerifyAddress }): Record<string, string> => ({
      intent: 'save-address',
      ...address,
      address_line_2: address.address_line_2 ?? '',
    }),
    read: (answer: unknown): AddressCheck => toCheck(asAnswer(answer)),
  },
  sendCode: {
    body: ({ channel }: { channel: VerificationChannel }): Record<string, string> => ({ intent: 'send-code', channel }),
    read: (answer: unknown): void => {
      const { sent, message } = asAnswer(answer)
      if (sent !== true) throw new Error(typeof message === 'string' ? message : verificationMessages.sendCodeFailed)
    },
  },
  verifyCode: {
    body: ({ channel, code }: { channel: VerificationChannel; code: string }): Record<string, string> => ({ intent: 'verify-code', channel, code }),
    // A wrong or malformed code is `ok: false`; a limit reached (no `ok`) is a failed check.
    read: (answer: unknown): boolean => {
      const { ok } = asAnswer(answer)
      if (typeof ok !== 'boolean') throw new Error(verificationMessages.verifyCodeFailed)
      return ok
    },
  },
  updateContact: {
    body: ({ channel, value }: { channel: VerificationChannel; value: string }): Record<string, string> => ({
      intent: 'update-contact',
      channel,
      ...(channel === 'phone' ? { phone_area: value.slice(0, 3), phone_prefix: value.slice(3, 6), phone_line: value.slice(6) } : { email: value }),
    }),
    read: (answer: unknown): void => {
      if (asAnswer(answer).ok !== true) throw new Error('update failed')
    },
  },
}

function toCheck(body: Answer): AddressCheck {
  if (body.valid === true) return { valid: true }
  return {
    valid: false,
    suggestion: (body.suggestion as VerifyAddress | null | undefined) ?? null,
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
  }
}
