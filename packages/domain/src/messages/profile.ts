/** Patient-portal profile forms (spec 001 sections 5 and 8). Success toasts last 3 s. */
export const profileMessages = {
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  passwordsDoNotMatch: 'Passwords do not match',
  updateProfileFailed: 'Failed to update profile',
  updatePhysicalFailed: 'Failed to update physical information',
  updateAddressFailed: 'Failed to update address',
  updatePasswordFailed: 'Failed to update password',
  profileUpdated: 'Profile updated successfully!',
  physicalUpdated: 'Physical information updated successfully!',
  addressUpdated: 'Address updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  // Not in the spec (ADR 036): the fifth form, the old password and the code step of a contact change.
  categoriesUpdated: 'Your interests were updated successfully!',
  updateCategoriesFailed: 'Failed to update your interests',
  categoryInvalid: 'Please choose from the listed interests',
  oldPasswordRequired: 'Please enter your current password',
  oldPasswordWrong: 'Your current password is not right. Please try again.',
  codeRequired: 'Please enter the 4-digit code',
  // Not in the spec (ADR 103): a patient who never set a password sets one with a code sent to their email.
  passwordCodeRequired: 'Please enter the 6-digit code',
  passwordAlreadySet: 'Your account already has a password. Change it with your current password.',
  passwordCodeNeedsVerifiedEmail: 'Please confirm your email address first: we send the code there.',
  passwordCodeFailed: 'Error sending code. Please try again.',
} as const

/** What the set-password form says once its code is on its way (ADR 103). */
export function passwordCodeSentMessage(maskedEmail: string): string {
  return `We sent a 6-digit code to ${maskedEmail}. Enter it below with your new password.`
}

/** What the contact form says while a new email or phone waits for its code (ADR 036). */
export function contactCodeSentMessage(channel: 'email' | 'phone', maskedDestination: string): string {
  return channel === 'email'
    ? `We sent a 4-digit code to ${maskedDestination}. Enter it to finish changing your email.`
    : `We texted a 4-digit code to ${maskedDestination}. Enter it to finish changing your phone number.`
}
