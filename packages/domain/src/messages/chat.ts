/** Chat texts (spec 001 sections 2, 5 and 8). */
export const chatMessages = {
  createProfileFailed: 'An error occurred while creating chat profile.',
  sendFailed: 'Failed to send message. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  uploadFailed: 'Failed to upload file. Please try again.',
  /** The socket error that triggers an init retry, not shown to the patient. */
  userNotInitialized: 'User not initialized',
  /** Sent in place of an empty message that carries a file. */
  fileAttachmentPlaceholder: '[File attachment]',
  notMedicalAdvice: 'This is not medical advice. Review our terms for more info.',
  inputPlaceholder: 'Type your message...',
} as const

/** 'File "{name}" is too large. Maximum size is 5 MB.' */
export function chatFileTooLargeMessage(fileName: string): string {
  return `File "${fileName}" is too large. Maximum size is 5 MB.`
}
