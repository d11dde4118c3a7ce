import { sorryMessages } from '../../messages/sorry.ts'

/**
 * The code of a refusal (409) of a form answered on a version it may no longer be answered on
 * (ADR 086): the runner then offers the current version instead of trying again.
 */
export const VERSION_REPLACED = 'version-replaced'

/** What the form loader, its drafts and its submission say (ADR 060, 061). */
export const medicalFormMessages = {
  notFound: 'Order not found.',
  pageTitle: 'Medical form',
  noQuestionnaire: 'This form is not available right now. Please try again later, or contact support if it keeps happening.',
  invalidBody: 'The form could not be read. Reload the page and try again.',
  tooLarge: 'This form is too large to save. Shorten your longer answers and try again.',
  wrongForm: 'This form does not match your order. Reload the page and try again.',
  versionChanged: 'This form was started on another version. Reload the page to continue where you left off.',
  /** The version answered is no longer the one to answer (ADR 086): the page offers the current form. */
  versionReplaced: 'This form has been updated since you opened it. Please load the current form and answer it again.',
  loadCurrentForm: 'Load the current form',
  notPending: 'This order is not waiting for its medical form.',
  missingAnswer: (label: string) => `Please answer "${label}" before submitting.`,
  notAnOption: (label: string) => `The answer to "${label}" is not one of its choices. Reload the page and answer it again.`,
  followUpsMissing: 'Please answer every follow-up question before submitting.',
  doseNotOffered: 'The doses chosen are not a plan we can offer you. Please choose a dose for every month from the choices shown.',
  uploadMissing: (label: string) => `We could not find the photo you uploaded for "${label}". Please upload it again.`,
  cannotProceed: sorryMessages.questionnaireDisqualified,
  busy: 'Your form is being submitted. Please wait a moment.',
  submitFailed: 'We could not submit your form. Your answers are kept: please try again.',
  submitted: 'Thank you! Your form has been sent to your doctor.',
  /** A submit with other answers after the form was sent (ADR 090): refused, so no answer is silently dropped. */
  alreadySubmitted: 'Your form was already sent to your doctor with your earlier answers. To change an answer, message your doctor from your dashboard.',
  refundFailed: 'We could not close your order. Please try again, or contact support.',
  /** Process Refund named a question whose answer does not end the form. */
  refundNotDisqualified: 'Your answers do not stop this form. Please continue with the questions.',
  submittedReason: 'Medical form submitted.',
  refundReason: (questionId: string) => `The questionnaire cannot proceed (question ${questionId}); the patient asked for a refund.`,
} as const
