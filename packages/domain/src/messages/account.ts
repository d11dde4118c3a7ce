/** Login, forgot-password and password-reset texts (spec 000 sections 5 and 8). */
export const accountMessages = {
  noUserWithEmail: 'No user found with that email address.',
  resetEmailSent: 'We have emailed you a link to reset your password.',
  loginFailed: 'Email or password entered is incorrect. Please try again or reset your password.',
  resetLinkInvalid: 'Link expired or invalid!',
  passwordChanged: 'Password changed successfully.',
  /** The public reset page words it with "!"; the portal password form without (see profileMessages). */
  resetPasswordsDoNotMatch: 'Passwords do not match!',
} as const

/**
 * Not in the specifications, which show no text for an empty password box (the button stays
 * disabled there); the server still needs one when the browser check is bypassed.
 */
export const passwordRequiredMessage = 'Please enter your password'
