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

export type BillingMessageKey = keyof typeof billingMessages
