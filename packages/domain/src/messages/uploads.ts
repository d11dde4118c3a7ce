/** Image and video upload texts (spec 001 sections 4, 5 and 8). */
export const imageUploadMessages = {
  notAnImage: 'Please upload an image file',
  tooLarge: 'File size exceeds 5 MB limit. Please choose a smaller file.',
  noFile: 'Please select a file',
  /** The questionnaire follows every failure text with this line. */
  retryHint: 'Please try uploading again',
  connectionFailed:
    'Upload failed due to connection issues. Please check your internet connection and try again.',
  signedUrlFailed: 'Error preparing upload. Please try again.',
  storageFailed: 'Error uploading file. Please try again.',
  genericFailed: 'The upload was unsuccessful. Please try again.',
  confirmUpload: 'Confirm Upload',
  uploading: 'Uploading...',
  tryAgain: 'Try Again',
  uploaded: 'Uploaded!',
} as const

/** The reship path's wording with a configurable limit: "File size exceeds {n} MB limit. ..." */
export function fileSizeExceedsMessage(limitMb: number): string {
  return `File size exceeds ${limitMb} MB limit. Please choose a smaller file.`
}

/** Titles for a video that fails validation before upload. */
export const videoValidationTitles = {
  noFile: 'No File Selected',
  wrongType: 'Wrong File Type',
  tooLarge: 'Video File Too Large',
  tooShort: 'Video Too Short',
  tooLong: 'Video Too Long',
  unreadable: 'Cannot Read Video',
  analysisFailed: 'Video Analysis Failed',
  formatIssue: 'Video Format Issue',
  memoryLow: 'Device Memory Low',
  processingError: 'Video Processing Error',
} as const

/** Titles shown after the video upload's retries are spent. */
export const videoUploadFailureTitles = {
  largeFileTimeout: 'Large File Upload Failed',
  tooSlow: 'Upload Taking Too Long',
  offline: 'No Internet Connection',
  payloadTooLarge: 'Video File Too Big',
  unsupportedFormat: 'Video Format Not Supported',
  serverDown: 'Server Temporarily Down',
  notAuthorized: 'Upload Not Authorized',
  storageFull: 'Storage Limit Reached',
  browserSecurity: 'Browser Security Issue',
  cancelled: 'Upload Cancelled',
  largeFileFailed: 'Upload Failed',
  generic: 'Upload Error',
} as const

export const videoCompressionTitles = {
  deviceNotSupported: 'Device Not Supported',
  notAvailable: 'Compression Not Available',
  failed: 'Compression Failed',
} as const

export const videoMessages = {
  pageTitle: 'A Quick Video is Required',
  recordingFailed: 'Recording failed. Please try again.',
} as const

export type ImageUploadMessageKey = keyof typeof imageUploadMessages
export type VideoValidationTitleKey = keyof typeof videoValidationTitles
export type VideoUploadFailureTitleKey = keyof typeof videoUploadFailureTitles
export type VideoCompressionTitleKey = keyof typeof videoCompressionTitles

/** The Orders tab's image upload (its texts are not in the spec: ADR 042); each suggests a smaller image. */
export const orderImageMessages = {
  title: 'Upload an image',
  kinds: { id_image: 'License or State ID', full_body_image: 'Full Body Image', prescription_image: 'Current Prescription' },
  connectionFailed: 'The upload stopped because the connection dropped. Check your connection, then press Try Again.',
  failed: 'The photo could not be uploaded. A smaller photo usually works: choose another one, or press Try Again.',
  uploaded: 'Thank you. Your care team can see this photo now.',
} as const
