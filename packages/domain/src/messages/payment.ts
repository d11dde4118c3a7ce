/** Card payment outcomes shown at checkout (spec 000 section 8, "Payment message mapping"). */
export const paymentMessages = {
  activeOrderExists: 'An active order exists on your account. Please login to your account to view or modify it.',
  insufficientFunds: 'It looks like your card has insufficient funds. Please use a different payment method or contact your bank for assistance.',
  securityCodeMismatch:
    "The CVV/security code you entered doesn't match your card. Please double-check the 3-4 digit code on the back of your card and try again.",
  billingAddressMismatch: "The billing address you entered doesn't match what your bank has on file. Please verify your address details and try again.",
  declined:
    'Uh oh! It looks like your card was declined. No worries—your bank might have sent you a text to approve the charge. Just reply to their message to approve it and try again, or feel free to use a different card.',
  cardTemporarilyBlocked:
    "Card Temporarily Blocked : Your card has been declined 3 times and is now temporarily blocked for 24 hours. Please check your card details or contact your bank. You'll be able to try again after the 24-hour period.",
  /** Followed by the server message; see tooManyAttemptsMessage. */
  tooManyAttemptsPrefix: "You've tried this card multiple times without success. Please use a different card to complete your purchase. Error: ",
} as const

/** "You've tried this card multiple times without success. ... Error: {server message}" */
export function tooManyAttemptsMessage(serverMessage: string): string {
  return `${paymentMessages.tooManyAttemptsPrefix}${serverMessage}`
}

/**
 * What checkout says where the spec is silent (ADR 018). Each says whether money was held, since
 * that is what a patient worries about first.
 */
export const checkoutOutcomeMessages = {
  inProgress: 'Your payment is already being processed. Please wait a moment, then reload this page.',
  cartAlreadyPaid: 'This cart has already been paid for. Please login to your account to see your order.',
  planUnavailable: 'That plan is no longer available. Please choose another.',
  couponNotUsable: 'That coupon cannot be used with this plan.',
  gatewayUnreachable: 'We could not reach the payment service, and your card was not charged. Please try again in a moment.',
  notCompleted: 'We could not complete your order, and the hold on your card was released. Please try again in a moment.',
} as const
