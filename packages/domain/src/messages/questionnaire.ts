/** Questionnaire and pre-checkout texts (spec 001 sections 2 and 5). */
export const questionnaireMessages = {
  bmiBelow25: 'We cannot proceed since your BMI is less than 25.',
  bmiBelow20: 'We cannot proceed since your BMI is less than 20.',
  cannotProceedTitle: 'We Cannot Proceed',
  submitting: 'Please wait... Submitting form!',
  genericError: 'Ooops... Something went wrong',
} as const
