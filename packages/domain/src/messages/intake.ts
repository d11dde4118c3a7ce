/** Intake funnel texts (spec 000, sections 5 and 8). */
export const intakeMessages = {
  termsRequired: 'Please agree to the terms and conditions',
  stateRequired: 'Please select your state',
  stateBlocked:
    "Unfortunately, our GLP Medical Weight Loss program is not yet available in your state. However, we're excited to announce that it will be launching next month!",
  nameRequired: 'Please enter your full name',
  genderRequired: 'Please select your gender',
  emailInvalid: 'Please enter a valid email address',
  emailConsentRequired: 'Please agree to receive email communications',
  phoneInvalid: 'Please enter a complete, valid phone number',
  heightInvalid: 'Please enter a valid height',
  weightInvalid: 'Please enter a valid weight',
  dateOfBirthIncomplete: 'Please enter a complete date of birth',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  desiredWeightInvalid: 'Please enter a valid desired weight',
  desiredWeightNotBelowCurrent: 'Desired weight should be less than current weight',
  underage: 'We cannot proceed since your age is less than 18 years.',
  submitFailed: 'There was an error submitting your form. Please try again.',
} as const
