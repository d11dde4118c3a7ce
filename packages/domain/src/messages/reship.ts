/** Replacement Request Form texts (spec 001 sections 5 and 8). */
export const reshipMessages = {
  noItemSelected: 'Please select at least one item to continue.',
  reasonRequired: 'Please enter a reason to continue.',
  imageRequired: 'Please upload an image to continue.',
  notAnImage: 'Please select an image file.',
  imageTooLarge: 'File size must be less than 5MB.',
} as const

/** Our own texts around the spec's (ADR 044): the server's answers, the thank-you, the staff review. */
export const reshipServerMessages = {
  received: 'Your replacement request has been received. Our team will review it and email you.',
  invalidBody: 'The request could not be read. Please try again.',
  notYourItem: 'One of the chosen items is not one of your delivered orders.',
  outsideWindow: 'Replacements can be requested within 7 days of delivery. Please contact support.',
  alreadyRequested: 'A replacement for one of these items has already been requested.',
  imageNotYours: 'The image could not be found. Please upload it again.',
  busy: 'Your request is already being sent. Please wait a moment.',
  thankYouTitle: 'Thank you',
  thankYouBody: 'We have received your replacement request. Our team will review it and email you when it is decided.',
  goToDashboard: 'Go To Dashboard',
  requestLink: 'Request a replacement',
} as const

export const reshipReviewMessages = {
  denialReasonRequired: 'Please give a reason for the denial.',
  alreadyReviewed: 'This request has already been reviewed.',
  busy: 'This request is being reviewed right now. Please reload the page.',
  notAllowed: 'Only admins and clinical staff can review replacement requests.',
  signIn: 'Please sign in to the admin to review replacement requests.',
  notFound: 'There is no such replacement request.',
  badDecision: "The decision must be 'approve' or 'deny'.",
  noOrder: 'The original order of an item could not be found.',
  /** An approval the pharmacy took only part of (ADR 090): the decision stands, Approve again sends the rest. */
  pharmacyPending: (sent: number, total: number) =>
    `The request is approved, but the pharmacy did not take every replacement order (${sent} of ${total} sent). Press Approve again to send the rest.`,
  approvedEmailSubject: 'Your replacement request was approved',
  approvedEmailText:
    'Good news: your replacement request was approved. A no-charge replacement order has been placed and you can follow it on the Orders tab of your dashboard.',
  deniedEmailSubject: 'About your replacement request',
  deniedEmailText: 'We reviewed your replacement request and could not approve it. Please sign in to your dashboard or contact support for details.',
} as const

/** "Error submitting request: {reason}" */
export function reshipSubmitErrorMessage(reason: string): string {
  return `Error submitting request: ${reason}`
}

/** "An error occurred while submitting your request: {reason}" */
export function reshipSubmitExceptionMessage(reason: string): string {
  return `An error occurred while submitting your request: ${reason}`
}
