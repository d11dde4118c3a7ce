import { paymentMessages, tooManyAttemptsMessage } from '../messages.ts'

/** Failed card attempts on one checkout after which the patient is told to use another card. */
export const MAX_PAYMENT_ATTEMPTS = 3

export type PaymentResult = {
  status: string
  /** The server's message, if any. */
  message?: string | null
  /** Failed attempts on this checkout so far, this one included. */
  failedAttempts: number
}

/**
 * What the patient reads after a checkout attempt (spec 000 section 8), or null on success.
 * The server message is matched case-insensitively, rule by rule in the spec's order.
 */
export function paymentMessage({ status, message, failedAttempts }: PaymentResult): string | null {
  if (status === 'success') return null
  const serverMessage = message ?? ''
  const lower = serverMessage.toLowerCase()
  const has = (...needles: string[]) => needles.some((needle) => lower.includes(needle))

  if (has('3 attempts', 'unable to process your card after')) return serverMessage
  if (failedAttempts >= MAX_PAYMENT_ATTEMPTS) return tooManyAttemptsMessage(serverMessage)
  if (lower === paymentMessages.activeOrderExists.toLowerCase()) return serverMessage
  if (has('insufficient')) return paymentMessages.insufficientFunds
  if (has('cvv', 'security code')) return paymentMessages.securityCodeMismatch
  if (has('avs', 'address', 'billing')) return paymentMessages.billingAddressMismatch
  return paymentMessages.declined
}
