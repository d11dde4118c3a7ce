import { intakeMessages } from '../../messages.ts'

/**
 * The progress tab's texts. The spec does not show the tab (ADR 037): the weight keeps the intake's
 * message and range; the rest is worded here.
 */
export const progressMessages = {
  weightInvalid: intakeMessages.weightInvalid,
  dateInvalid: 'Please enter a valid date',
  dateInFuture: 'The date cannot be in the future',
  dateTooOld: 'Please choose a date within the last year',
  unexpectedField: 'This form cannot be sent as it is. Please reload the page and try again.',
  saved: 'Weight saved.',
  replaced: "Today's weight updated.",
  saveFailed: 'We could not save your weight. Please try again.',
} as const
