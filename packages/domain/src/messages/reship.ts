/** Replacement Request Form texts (spec 001 sections 5 and 8). */
export const reshipMessages = {
  noItemSelected: 'Please select at least one item to continue.',
  reasonRequired: 'Please enter a reason to continue.',
  imageRequired: 'Please upload an image to continue.',
  notAnImage: 'Please select an image file.',
  imageTooLarge: 'File size must be less than 5MB.',
} as const

/** "Error submitting request: {reason}" */
export function reshipSubmitErrorMessage(reason: string): string {
  return `Error submitting request: ${reason}`
}

/** "An error occurred while submitting your request: {reason}" */
export function reshipSubmitExceptionMessage(reason: string): string {
  return `An error occurred while submitting your request: ${reason}`
}

export type ReshipMessageKey = keyof typeof reshipMessages
