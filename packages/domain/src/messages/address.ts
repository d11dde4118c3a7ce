/** Address validation and saving texts (spec 000 section 8, verify and checkout). */
export const addressMessages = {
  unableToValidate: 'Unable to validate address. Please enter your address manually.',
  saveFailed: 'Failed to save address. Please try again.',
  checkAndRetry: 'Please check your address and try again.',
  suggestedCorrection: 'We found a suggested correction for your address.',
  validateFailed: 'Failed to validate address. Please try again.',
  shippingIncomplete: 'Please enter a complete shipping address.',
  billingIncomplete: 'Please enter a complete billing address.',
  poBoxTitle: 'Invalid Address',
  poBoxRejected: 'FedEx and UPS our carriers do not deliver to P.O. Box addresses. Please enter a valid street address.',
} as const
