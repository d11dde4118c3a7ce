/**
 * Dead ends: texts shown on /sorry (its `message` query) and the disqualification popups.
 * The /sorry page picks a default by the `reason` query when no message is given.
 */
export const sorryMessages = {
  validationError: 'There was an error validating your request.',
  invalidOrderStatus: 'Your order status is not valid for this action.',
  notQualified: 'Based on the information you provided, you currently do not qualify for our programs.',
  orderNotPendingOrSubmitted: 'Order not found or the assessment form was already submitted. Login to your dashboard to see details.',
  orderFetchFailed: 'An error occurred while fetching your order. Please try again later.',
  noReshipItems: 'No items available for reshipping. Please contact support.',
  reshipItemsFetchFailed: 'An error occurred while getting items shipped. Please contact support.',
  questionnaireDisqualified: 'Based on your responses, we cannot proceed with your application at this time.',
  questionnaireRefunded:
    'Based on your responses, we cannot proceed with your application. Your order is closed and the hold on your card has been released: you have not been charged.',
} as const

/** The /sorry page showing this message (its `message` query). */
export function sorryPath(message: string): string {
  return `/sorry?message=${encodeURIComponent(message)}`
}

/** Default message of the /sorry page by its `reason` query (spec 000 section 8). */
export function sorryMessageForReason(reason: string | null | undefined): string {
  if (reason === 'validation_error') return sorryMessages.validationError
  if (reason === 'invalid_order_status') return sorryMessages.invalidOrderStatus
  return sorryMessages.notQualified
}
