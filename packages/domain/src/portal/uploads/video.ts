import { videoUploadFailureTitles, videoValidationTitles } from '../../messages.ts'

const MB = 1024 * 1024

/** Video limits of spec 001 section 9. */
export const VIDEO_LIMITS = {
  maxBytes: 100 * MB,
  compressionTargetBytes: 60 * MB,
  minSeconds: 5,
  maxSeconds: 60,
  /** Used when the duration cannot be read within the metadata time-out. */
  defaultSeconds: 8,
  metadataTimeoutMs: 10_000,
  retries: 3,
  signedUrlTimeoutMs: 30_000,
  uploadTimeoutMs: 300_000,
  recordCountdownSeconds: 3,
  compressionFps: 15,
} as const

/** Bits per second used when compressing or recording, by platform. */
export function videoBitrate(platform: 'ios' | 'android' | 'other'): number {
  if (platform === 'ios') return 800_000
  if (platform === 'android') return 1_000_000
  return 2_000_000
}

export type ChosenVideo = { type: string; size: number; durationSeconds: number | null }

/**
 * Why a chosen video cannot be used, as the title the page shows, or null. A duration that could
 * not be read counts as the default 8 s, as the spec's player does.
 */
export function videoFileProblem(file: ChosenVideo | null | undefined): string | null {
  if (!file) return videoValidationTitles.noFile
  if (!file.type.toLowerCase().startsWith('video/')) return videoValidationTitles.wrongType
  if (file.size > VIDEO_LIMITS.maxBytes) return videoValidationTitles.tooLarge
  const seconds = file.durationSeconds ?? VIDEO_LIMITS.defaultSeconds
  if (!Number.isFinite(seconds)) return videoValidationTitles.unreadable
  if (seconds < VIDEO_LIMITS.minSeconds) return videoValidationTitles.tooShort
  if (seconds > VIDEO_LIMITS.maxSeconds) return videoValidationTitles.tooLong
  return null
}

/** Over 60 MB (and within the 100 MB limit) the page offers compression to the 60 MB target. */
export function offersCompression(sizeBytes: number): boolean {
  return sizeBytes > VIDEO_LIMITS.compressionTargetBytes && sizeBytes <= VIDEO_LIMITS.maxBytes
}

/** Network errors and time-outs are retried up to 3 times, waiting 2 s x the attempt number. */
export function videoRetryDelayMs(attempt: number): number {
  return 2000 * attempt
}

export type VideoUploadError = {
  kind: 'network' | 'timeout' | 'http' | 'offline' | 'cancelled' | 'security' | 'storage'
  status?: number
}

export function isRetriableVideoError(error: VideoUploadError): boolean {
  return error.kind === 'network' || error.kind === 'timeout'
}

export function shouldRetryVideoUpload(error: VideoUploadError, attemptsMade: number): boolean {
  return isRetriableVideoError(error) && attemptsMade < VIDEO_LIMITS.retries
}

/** The title shown once the retries are spent, from the error and the file's size. */
export function videoUploadFailureTitle(error: VideoUploadError, sizeBytes: number): string {
  switch (error.kind) {
    case 'timeout':
      return sizeBytes > 50 * MB ? videoUploadFailureTitles.largeFileTimeout : videoUploadFailureTitles.tooSlow
    case 'offline':
      return videoUploadFailureTitles.offline
    case 'cancelled':
      return videoUploadFailureTitles.cancelled
    case 'security':
      return videoUploadFailureTitles.browserSecurity
    case 'storage':
      return videoUploadFailureTitles.storageFull
    case 'http':
      if (error.status === 413) return videoUploadFailureTitles.payloadTooLarge
      if (error.status === 415) return videoUploadFailureTitles.unsupportedFormat
      if (error.status === 401 || error.status === 403) return videoUploadFailureTitles.notAuthorized
      if (error.status === 507) return videoUploadFailureTitles.storageFull
      if (error.status !== undefined && error.status >= 500) return videoUploadFailureTitles.serverDown
      break
    case 'network':
      break
  }
  return sizeBytes > 20 * MB ? videoUploadFailureTitles.largeFileFailed : videoUploadFailureTitles.generic
}

/** The key the server is told about after a video upload: public/user_med_images/{filename}. */
export function avVideoStorageKey(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '')
  if (safe === '') throw new RangeError('A video file name is needed')
  return `public/user_med_images/${safe}`
}
