import { describe, expect, it } from 'vitest'
import { fileSizeExceedsMessage, imageUploadMessages } from '../../messages.ts'
import {
  IMAGE_UPLOAD_MAX_BYTES,
  imageUploadButtonLabel,
  imageUploadFailureMessage,
  isUploadImageType,
  orderPageImageSize,
  questionnaireImageProblem,
} from './image.ts'
import { uploadAttemptLogSchema } from './upload-attempt-log.ts'
import {
  VIDEO_LIMITS,
  avVideoStorageKey,
  cameraProblem,
  cameraProblemText,
  chosenVideoType,
  compressionFailureTitle,
  effectiveVideoSeconds,
  isSafari,
  nextChunk,
  offersCompression,
  receivedBytesFromRange,
  shouldRetryVideoUpload,
  uploadStatusQueryRange,
  videoBitrate,
  videoFileProblem,
  videoFileProblemBeforeRead,
  videoPlatform,
  videoReadFailureTitle,
  videoRetryDelayMs,
  videoUploadErrorFromStatus,
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

  it("takes a lower limit and other words from its caller, never a limit above the server's", () => {
    const reship = { maxBytes: 2 * 1024 * 1024, messages: { tooLarge: fileSizeExceedsMessage(2) } }
    expect(questionnaireImageProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 }, reship)).toBe(
      'File size exceeds 2 MB limit. Please choose a smaller file.',
    )
    expect(questionnaireImageProblem({ type: 'image/png', size: 2 * 1024 * 1024 }, reship)).toBeNull()
    expect(questionnaireImageProblem({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES + 1 }, { maxBytes: 50 * 1024 * 1024 })).toBe(
      imageUploadMessages.tooLarge,
    )
    expect(questionnaireImageProblem(null, { messages: { noFile: 'Choose a photo first.' } })).toBe('Choose a photo first.')
  })

  it('words each failure as the spec does, generic only on adjust-doses', () => {
    expect(imageUploadFailureMessage('connection')).toBe('Upload failed due to connection issues. Please check your internet connection and try again.')
    expect(imageUploadFailureMessage('signedUrl')).toBe('Error preparing upload. Please try again.')
    expect(imageUploadFailureMessage('storage')).toBe('Error uploading file. Please try again.')
    expect(imageUploadFailureMessage('other')).toBe('The upload was unsuccessful. Please try again.')
    expect(imageUploadFailureMessage('storage', { genericOnly: true })).toBe('The upload was unsuccessful. Please try again.')
  })

  it('labels the button through its states', () => {
    expect((['chosen', 'uploading', 'failed', 'uploaded'] as const).map((s) => imageUploadButtonLabel(s))).toEqual([
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
    expect(videoFileProblem({ ...ok, durationSeconds: 5 })).toBeNull()
    expect(videoFileProblem({ ...ok, durationSeconds: 60 })).toBeNull()
    expect(videoFileProblem({ ...ok, size: 100 * MB })).toBeNull()
  })

  it("counts a duration it could not read as 8 seconds (spec section 9), even a recorder's Infinity", () => {
    expect(effectiveVideoSeconds(null)).toBe(8)
    expect(effectiveVideoSeconds(Number.POSITIVE_INFINITY)).toBe(8)
    expect(effectiveVideoSeconds(Number.NaN)).toBe(8)
    expect(effectiveVideoSeconds(12.5)).toBe(12.5)
    expect(videoFileProblem({ ...ok, durationSeconds: null })).toBeNull()
    expect(videoFileProblem({ ...ok, durationSeconds: Number.NaN })).toBeNull()
  })

  it('refuses type and size before reading the video', () => {
    expect(videoFileProblemBeforeRead(null)).toBe('No File Selected')
    expect(videoFileProblemBeforeRead({ type: 'text/plain', size: 1 })).toBe('Wrong File Type')
    expect(videoFileProblemBeforeRead({ type: 'video/webm', size: 101 * MB })).toBe('Video File Too Large')
    expect(videoFileProblemBeforeRead({ type: 'video/webm', size: 1 })).toBeNull()
  })

  it('takes the type from the extension only when the picker gave none', () => {
    expect(chosenVideoType('', 'IMG_0001.MOV')).toBe('video/quicktime')
    expect(chosenVideoType('', 'clip.webm')).toBe('video/webm')
    expect(chosenVideoType('', 'notes.txt')).toBe('')
    expect(chosenVideoType('image/png', 'clip.mp4')).toBe('image/png')
    expect(chosenVideoType('video/webm;codecs=vp8', 'x')).toBe('video/webm')
  })

  it('titles each way the browser fails to read a video', () => {
    expect((['decode', 'format', 'memory', 'analysis', 'processing'] as const).map((f) => videoReadFailureTitle(f))).toEqual([
      'Cannot Read Video',
      'Video Format Issue',
      'Device Memory Low',
      'Video Analysis Failed',
      'Video Processing Error',
    ])
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
    expect(shouldRetryVideoUpload({ kind: 'offline' }, 0)).toBe(true)
    expect(shouldRetryVideoUpload({ kind: 'http', status: 500 }, 0)).toBe(false)
    // The server still writing an earlier attempt's chunk of this ticket: try again.
    expect(shouldRetryVideoUpload({ kind: 'http', status: 409 }, 0)).toBe(true)
    expect(shouldRetryVideoUpload({ kind: 'cancelled' }, 0)).toBe(false)
    expect(videoUploadErrorFromStatus(0)).toEqual({ kind: 'network' })
    expect(videoUploadErrorFromStatus(507)).toEqual({ kind: 'storage' })
    expect(videoUploadErrorFromStatus(413)).toEqual({ kind: 'http', status: 413 })
  })

  it('speaks the resumable protocol: ranges, chunks and the status query', () => {
    expect(receivedBytesFromRange('bytes=0-8388607')).toBe(8 * MB)
    expect(receivedBytesFromRange(null)).toBe(0)
    expect(receivedBytesFromRange('bytes=5-9')).toBe(0)
    expect(nextChunk(0, 10, 4)).toEqual({ start: 0, end: 4, contentRange: 'bytes 0-3/10' })
    expect(nextChunk(8, 10, 4)).toEqual({ start: 8, end: 10, contentRange: 'bytes 8-9/10' })
    expect(nextChunk(10, 10, 4)).toBeNull()
    expect(uploadStatusQueryRange(10)).toBe('bytes */10')
    expect(VIDEO_LIMITS.chunkBytes % (256 * 1024)).toBe(0)
  })

  it('names the compression failures', () => {
    expect(compressionFailureTitle('unsupported')).toBe('Device Not Supported')
    expect(compressionFailureTitle('unavailable')).toBe('Compression Not Available')
    expect(compressionFailureTitle('failed')).toBe('Compression Failed')
  })

  it("tells camera errors apart, with Safari's hint on a denied permission", () => {
    const env = { hasMediaDevices: true, hasMediaRecorder: true }
    expect(cameraProblem(null, { ...env, hasMediaDevices: false })).toBe('unsupportedBrowser')
    expect(cameraProblem(null, { ...env, hasMediaRecorder: false })).toBe('notSupported')
    expect(cameraProblem({ name: 'NotAllowedError' }, env)).toBe('permissionDenied')
    expect(cameraProblem({ name: 'NotFoundError' }, env)).toBe('noCamera')
    expect(cameraProblem({ name: 'OverconstrainedError' }, env)).toBe('incompatibleSettings')
    expect(cameraProblem({ name: 'NotReadableError' }, env)).toBe('cameraBusy')
    expect(cameraProblem({ name: 'NotSupportedError' }, env)).toBe('notSupported')
    expect(cameraProblem({ name: 'Weird' }, env)).toBe('generic')
    expect(cameraProblemText('permissionDenied', { safari: true }).message).toContain('Website Settings')
    expect(cameraProblemText('permissionDenied').message).not.toContain('Website Settings')
    const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
    const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'
    expect([isSafari(safari), isSafari(chrome)]).toEqual([true, false])
    expect([videoPlatform(safari), videoPlatform(chrome), videoPlatform('Mozilla/5.0 (X11; Linux x86_64)')]).toEqual(['ios', 'android', 'other'])
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
