import { describe, expect, it } from 'vitest'
import {
  IMAGE_UPLOAD_MAX_BYTES,
  imageUploadButtonLabel,
  imageUploadFailureMessage,
  isUploadImageType,
  orderPageImageSize,
  questionnaireImageProblem,
  uploadAttemptLogSchema,
} from './image.ts'
import {
  VIDEO_LIMITS,
  avVideoStorageKey,
  offersCompression,
  shouldRetryVideoUpload,
  videoBitrate,
  videoFileProblem,
  videoRetryDelayMs,
  videoUploadFailureTitle,
} from './video.ts'

const MB = 1024 * 1024

describe('questionnaire image upload', () => {
  it('needs a file, an image, and at most 5 MB', () => {
    expect(questionnaireImageProblem(null)).toBe('Please select a file')
    expect(questionnaireImageProblem({ type: 'application/pdf', size: 10 })).toBe('Please upload an image file')
    expect(questionnaireImageProblem({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe(
      'File size exceeds 5 MB limit. Please choose a smaller file.',
    )
    expect(questionnaireImageProblem({ type: 'image/png', size: 5242880 })).toBeNull()
    expect(questionnaireImageProblem({ type: 'IMAGE/JPEG', size: 1 })).toBeNull()
  })

  it('words each failure as the spec does, generic only on adjust-doses', () => {
    expect(imageUploadFailureMessage('connection')).toBe(
      'Upload failed due to connection issues. Please check your internet connection and try again.',
    )
    expect(imageUploadFailureMessage('signedUrl')).toBe('Error preparing upload. Please try again.')
    expect(imageUploadFailureMessage('storage')).toBe('Error uploading file. Please try again.')
    expect(imageUploadFailureMessage('other')).toBe('The upload was unsuccessful. Please try again.')
    expect(imageUploadFailureMessage('storage', { genericOnly: true })).toBe('The upload was unsuccessful. Please try again.')
  })

  it('labels the button through its states', () => {
    expect(['chosen', 'uploading', 'failed', 'uploaded'].map((s) => imageUploadButtonLabel(s as never))).toEqual([
      'Confirm Upload',
      'Uploading...',
      'Try Again',
      'Uploaded!',
    ])
  })

  it('knows the image types', () => {
    expect(isUploadImageType('id_front_image')).toBe(true)
    expect(isUploadImageType('selfie')).toBe(false)
    expect(isUploadImageType(3)).toBe(false)
  })

  it('scales order-page images to 1000 px wide keeping the ratio', () => {
    expect(orderPageImageSize(4000, 3000)).toEqual({ width: 1000, height: 750 })
    expect(orderPageImageSize(800, 600)).toEqual({ width: 800, height: 600 })
    expect(() => orderPageImageSize(0, 10)).toThrow(RangeError)
  })

  it('accepts a well-formed upload log record and refuses a bad one', () => {
    const record = { success: false, error: 'x', fileSize: 10, filename: 'a.png', timestamp: '2026-11-23T10:00:00.000Z' }
    expect(uploadAttemptLogSchema.safeParse(record).success).toBe(true)
    expect(uploadAttemptLogSchema.safeParse({ ...record, fileSize: -1 }).success).toBe(false)
    expect(uploadAttemptLogSchema.safeParse({ ...record, timestamp: 'yesterday' }).success).toBe(false)
  })
})

describe('video upload', () => {
  const ok = { type: 'video/mp4', size: 10 * MB, durationSeconds: 20 }

  it('validates presence, type, size and duration in that order', () => {
    expect(videoFileProblem(null)).toBe('No File Selected')
    expect(videoFileProblem({ ...ok, type: 'image/png' })).toBe('Wrong File Type')
    expect(videoFileProblem({ ...ok, size: 100 * MB + 1 })).toBe('Video File Too Large')
    expect(videoFileProblem({ ...ok, durationSeconds: 4.9 })).toBe('Video Too Short')
    expect(videoFileProblem({ ...ok, durationSeconds: 60.1 })).toBe('Video Too Long')
    expect(videoFileProblem({ ...ok, durationSeconds: Number.NaN })).toBe('Cannot Read Video')
    expect(videoFileProblem({ ...ok, durationSeconds: 5 })).toBeNull()
    expect(videoFileProblem({ ...ok, durationSeconds: 60 })).toBeNull()
    // An unreadable duration counts as the default 8 seconds.
    expect(videoFileProblem({ ...ok, durationSeconds: null })).toBeNull()
  })

  it('offers compression above 60 MB only', () => {
    expect(offersCompression(60 * MB)).toBe(false)
    expect(offersCompression(60 * MB + 1)).toBe(true)
    expect(offersCompression(VIDEO_LIMITS.maxBytes + 1)).toBe(false)
  })

  it('retries network errors and time-outs 3 times with growing waits', () => {
    expect([1, 2, 3].map(videoRetryDelayMs)).toEqual([2000, 4000, 6000])
    expect(shouldRetryVideoUpload({ kind: 'network' }, 2)).toBe(true)
    expect(shouldRetryVideoUpload({ kind: 'timeout' }, 3)).toBe(false)
    expect(shouldRetryVideoUpload({ kind: 'http', status: 500 }, 0)).toBe(false)
  })

  it('titles the failure after the retries', () => {
    expect(videoUploadFailureTitle({ kind: 'timeout' }, 51 * MB)).toBe('Large File Upload Failed')
    expect(videoUploadFailureTitle({ kind: 'timeout' }, 10 * MB)).toBe('Upload Taking Too Long')
    expect(videoUploadFailureTitle({ kind: 'offline' }, 1)).toBe('No Internet Connection')
    expect(videoUploadFailureTitle({ kind: 'http', status: 413 }, 1)).toBe('Video File Too Big')
    expect(videoUploadFailureTitle({ kind: 'http', status: 415 }, 1)).toBe('Video Format Not Supported')
    expect(videoUploadFailureTitle({ kind: 'http', status: 403 }, 1)).toBe('Upload Not Authorized')
    expect(videoUploadFailureTitle({ kind: 'http', status: 503 }, 1)).toBe('Server Temporarily Down')
    expect(videoUploadFailureTitle({ kind: 'storage' }, 1)).toBe('Storage Limit Reached')
    expect(videoUploadFailureTitle({ kind: 'security' }, 1)).toBe('Browser Security Issue')
    expect(videoUploadFailureTitle({ kind: 'cancelled' }, 1)).toBe('Upload Cancelled')
    expect(videoUploadFailureTitle({ kind: 'network' }, 21 * MB)).toBe('Upload Failed')
    expect(videoUploadFailureTitle({ kind: 'network' }, 1)).toBe('Upload Error')
  })

  it('uses the platform bitrates and a safe storage key', () => {
    expect([videoBitrate('ios'), videoBitrate('android'), videoBitrate('other')]).toEqual([800_000, 1_000_000, 2_000_000])
    expect(avVideoStorageKey('clip 1.mp4')).toBe('public/user_med_images/clip_1.mp4')
    expect(avVideoStorageKey('../../etc/passwd')).toBe('public/user_med_images/_.._etc_passwd')
    expect(() => avVideoStorageKey('')).toThrow(RangeError)
  })
})
