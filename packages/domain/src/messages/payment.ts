/** Card payment outcomes shown at checkout (spec 000 section 8, "Payment message mapping"). */
export const paymentMessages = {
  activeOrderExists:
    'An active order exists on your account. Please login to your account to view or modify it.',
  insufficientFunds:
    'It looks like your card has insufficient funds. Please use a different payment method or contact your bank for assistance.',
  securityCodeMismatch:
    "The CVV/security code you entered doesn't match your card. Please double-check the 3-4 digit code on the back of your card and try again.",
  billingAddressMismatch:
    "The billing address you entered doesn't match what your bank has on file. Please verify your address details and try again.",
  declined:
    "Uh oh! It looks like your card was declined. No worries—your bank might have sent you a text to approve the charge. Just reply to their message to approve it and try again, or feel free to use a different card.",
  cardTemporarilyBlocked:
    "Card Temporarily Blocked : Your card has been declined 3 times and is now temporarily blocked for 24 hours. Please check your card details or contact your bank. You'll be able to try again after the 24-hour period.",
  /** Followed by the server message; see tooManyAttemptsMessage. */
  tooManyAttemptsPrefix:
    "You've tried this card multiple times without success. Please use a different card to complete your purchase. Error: ",
} as const

/** "You've tried this card multiple times without success. ... Error: {server message}" */
export function tooManyAttemptsMessage(serverMessage: string): string {
  return `${paymentMessages.tooManyAttemptsPrefix}${serverMessage}`
}

export type PaymentMessageKey = keyof typeof paymentMessages
