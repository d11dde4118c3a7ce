/** Phone and email verification texts (spec 000 section 8, "Codes" and "Updates"). */
export const verificationMessages = {
  sendVerificationCodeFailed: 'Error sending verification code. Please try again.',
  sendCodeFailed: 'Error sending code. Please try again.',
  invalidCode: 'Invalid verification code. Please try again.',
  verifyCodeFailed: 'Error verifying code. Please try again.',
  updatePhoneFailed: 'Error updating phone number. Please try again.',
  updateEmailFailed: 'Error updating email address. Please try again.',
} as const
