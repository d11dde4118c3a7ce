/** Checkout and upsell texts (spec 000 sections 5 and 8). */
export const checkoutMessages = {
  couponRequired: 'Please enter a coupon code',
  termsRequired: 'Please agree to the terms and conditions.',
  invalidCardDetails: 'Invalid card details',
  paymentSystemNotInitialized: 'Payment system not initialized. Please refresh the page and try again.',
  paymentSystemReinitialized: 'Payment system reinitialized. Please try again.',
  switchMedicationFailed: 'Error switching medication. Please try again.',
  /** The cart-load error is the server's error text followed by this sentence. */
  cartLoadFailedSuffix: '. Please check the checkout link is correct.',
} as const

/** "{error}. Please check the checkout link is correct." */
export function cartLoadFailedMessage(error: string): string {
  return `${error}${checkoutMessages.cartLoadFailedSuffix}`
}

export const upsellMessages = {
  unexpectedError: 'An unexpected error occurred.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const
