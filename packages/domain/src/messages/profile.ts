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
} as const

export type ProfileMessageKey = keyof typeof profileMessages
