/** Portal billing tab texts (spec 001 sections 2 and 8). */
export const billingMessages = {
  billingAddressIncomplete: 'Please enter a complete billing address.',
  invalidCardDetails: 'Invalid card details',
  cardUpdated: 'Billing details updated successfully',
  paymentProcessed: 'Payment processed successfully',
  subscriptionCancelled: 'Your subscription is cancelled.',
  paymentFailed: 'Payment failed',
  cardUpdateFailed: 'Card update failed',
  paymentProcessingFailed: 'Payment processing failed',
  cancelFailed: 'Error cancelling subscription',
  cancelConfirm: 'Are you sure you want to cancel?',
} as const

/** "Payment Error: {reason}" */
export function paymentErrorMessage(reason: string): string {
  return `Payment Error: ${reason}`
}

/** "Error : {reason}" (the space before the colon is the spec's). */
export function cancelErrorMessage(reason: string): string {
  return `Error : ${reason}`
}

/** The cancel dialog's reason: required, plain text, at most this many characters. */
export const CANCEL_REASON_MAX_LENGTH = 1000

/**
 * The Billing tab's server refusals where spec 001 has no words (ADR 095): plain patient language.
 * Another patient's subscription and a malformed id answer exactly like an unknown one.
 */
export const billingServerMessages = {
  subscriptionNotFound: 'No subscription was found with that id.',
  notActive: (label: string) => `Only an active subscription can be cancelled. This one is ${label}.`,
  cancelReasonMissing: 'Please tell us why you are cancelling.',
  cancelReasonTooLong: `Please keep the reason under ${CANCEL_REASON_MAX_LENGTH} characters.`,
  noPlanForCard: 'You have no active plan to keep a card for.',
  invalidBody: 'The request could not be read.',
  busy: 'This subscription is being changed right now. Please try again in a moment.',
} as const
