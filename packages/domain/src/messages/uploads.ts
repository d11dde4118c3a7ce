/** Image and video upload texts (spec 001 sections 4, 5 and 8). */
export const imageUploadMessages = {
  notAnImage: 'Please upload an image file',
  tooLarge: 'File size exceeds 5 MB limit. Please choose a smaller file.',
  noFile: 'Please select a file',
  /** The questionnaire follows every failure text with this line. */
  retryHint: 'Please try uploading again',
  connectionFailed: 'Upload failed due to connection issues. Please check your internet connection and try again.',
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

/**
 * What each video title asks the patient to do next. The spec names the titles only; these
 * sentences are ours (ADR 039).
 */
export const videoProblemDetails: Record<string, string> = {
  [videoValidationTitles.noFile]: 'Please choose a video or record one.',
  [videoValidationTitles.wrongType]: 'That file is not a video. Please choose a video file, such as MP4 or MOV.',
  [videoValidationTitles.tooLarge]: 'Videos can be up to 100 MB. Please record a shorter video or choose a smaller file.',
  [videoValidationTitles.tooShort]: 'Your video needs to be at least 5 seconds long. Please record a longer one.',
  [videoValidationTitles.tooLong]: 'Your video can be at most 60 seconds long. Please record a shorter one.',
  [videoValidationTitles.unreadable]: 'We could not open this video. Please record a new one or choose another file.',
  [videoValidationTitles.analysisFailed]: 'We could not check this video. Please try again or choose another file.',
  [videoValidationTitles.formatIssue]: 'This video format cannot be played on this device. Please record the video here instead.',
  [videoValidationTitles.memoryLow]: 'Your device ran out of memory. Please close other apps and tabs, then try again.',
  [videoValidationTitles.processingError]: 'Something went wrong while preparing your video. Please try again.',
  [videoUploadFailureTitles.largeFileTimeout]: 'Your video is large and the connection is slow. Please connect to Wi-Fi and try again.',
  [videoUploadFailureTitles.tooSlow]: 'The upload took too long. Please check your connection and try again.',
  [videoUploadFailureTitles.offline]: 'You appear to be offline. Please reconnect and try again.',
  [videoUploadFailureTitles.payloadTooLarge]: 'The server could not accept a video this large. Please record a shorter video.',
  [videoUploadFailureTitles.unsupportedFormat]: 'The server could not accept this video format. Please record the video here instead.',
  [videoUploadFailureTitles.serverDown]: 'Our server is having trouble. Please try again in a few minutes.',
  [videoUploadFailureTitles.notAuthorized]: 'Your session may have ended. Please sign in again, then upload your video.',
  [videoUploadFailureTitles.storageFull]: 'We could not store your video right now. Please try again later.',
  [videoUploadFailureTitles.browserSecurity]: 'Your browser blocked the upload. Please turn off content blockers for this site or use another browser.',
  [videoUploadFailureTitles.cancelled]: 'The upload was stopped. You can try again when you are ready.',
  [videoUploadFailureTitles.largeFileFailed]: 'Your video could not be uploaded. Please connect to Wi-Fi and try again.',
  [videoUploadFailureTitles.generic]: 'Your video could not be uploaded. Please try again.',
  [videoCompressionTitles.deviceNotSupported]: 'This device cannot make the video smaller. You can upload it as it is, or record a shorter video.',
  [videoCompressionTitles.notAvailable]: 'Making the video smaller is not available right now. You can upload it as it is, or record a shorter video.',
  [videoCompressionTitles.failed]: 'We could not make your video smaller. You can upload it as it is, or record a shorter video.',
}

/** Camera problems while recording: the spec names the cases, the texts are ours (ADR 039). */
export const cameraMessages = {
  unsupportedBrowser: {
    title: 'Browser Not Supported',
    message: 'This browser cannot use your camera. Please open this page in Chrome or Safari, or choose a video file instead.',
  },
  permissionDenied: {
    title: 'Camera Access Denied',
    message: 'Please allow this site to use your camera and microphone, then try again. You can also choose a video file instead.',
  },
  noCamera: { title: 'No Camera Found', message: 'We could not find a camera on this device. Please choose a video file instead.' },
  notSupported: {
    title: 'Recording Not Supported',
    message: 'Video recording is not supported on this device. Please choose a video file instead.',
  },
  incompatibleSettings: {
    title: 'Camera Settings Issue',
    message: 'Your camera does not support our video settings. Trying again with basic settings...',
  },
  cameraBusy: {
    title: 'Camera In Use',
    message: 'Another app is using your camera. Please close it and try again.',
  },
  generic: {
    title: 'Camera Error',
    message: 'We could not start your camera. Please try again, or choose a video file instead.',
  },
  /** Added to the permission text in Safari, where the setting is per site. */
  safariHint: 'In Safari, tap "aA" in the address bar, choose Website Settings, and set Camera and Microphone to Allow.',
} as const

export type CameraProblemKey = Exclude<keyof typeof cameraMessages, 'safariHint'>

/** The Orders tab's image upload (its texts are not in the spec: ADR 042); each suggests a smaller image. */
export const orderImageMessages = {
  title: 'Upload an image',
  kinds: { id_image: 'License or State ID', full_body_image: 'Full Body Image', prescription_image: 'Current Prescription' },
  connectionFailed: 'The upload stopped because the connection dropped. Check your connection, then press Try Again.',
  failed: 'The photo could not be uploaded. A smaller photo usually works: choose another one, or press Try Again.',
  uploaded: 'Thank you. Your care team can see this photo now.',
} as const
