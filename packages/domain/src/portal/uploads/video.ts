import { cameraMessages, videoCompressionTitles, videoUploadFailureTitles, videoValidationTitles, type CameraProblemKey } from '../../messages.ts'

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
  /** A recording stops by itself at the longest allowed length (ADR 039). */
  recordingLimitSeconds: 60,
  /** After incompatible camera settings the camera is tried again with basic settings. */
  cameraRetryDelayMs: 2000,
  /** Resumable uploads go in chunks of 8 MiB (a multiple of 256 KiB, as Google-style resumable uploads expect). */
  chunkBytes: 8 * MB,
} as const

export type VideoPlatform = 'ios' | 'android' | 'other'

/** The platform whose bitrate applies, from the browser's user agent. */
export function videoPlatform(userAgent: string): VideoPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent))) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'other'
}

/** Bits per second used when compressing or recording, by platform. */
export function videoBitrate(platform: VideoPlatform): number {
  if (platform === 'ios') return 800_000
  if (platform === 'android') return 1_000_000
  return 2_000_000
}

export type ChosenVideo = { type: string; size: number; durationSeconds: number | null }

const VIDEO_EXTENSIONS: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' }

/**
 * The video type of a chosen file. Some phone pickers give no type for a .mov; the file name's
 * extension then stands in (ADR 039). Empty when it is not known to be a video.
 */
export function chosenVideoType(type: string, fileName: string): string {
  const given = type.toLowerCase().split(';')[0]?.trim() ?? ''
  if (given !== '') return given
  const extension = fileName.toLowerCase().split('.').pop() ?? ''
  return VIDEO_EXTENSIONS[extension] ?? ''
}

/** What can be told before reading the video: chosen, a video, at most 100 MB. */
export function videoFileProblemBeforeRead(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return videoValidationTitles.noFile
  if (!file.type.toLowerCase().startsWith('video/')) return videoValidationTitles.wrongType
  if (file.size > VIDEO_LIMITS.maxBytes) return videoValidationTitles.tooLarge
  return null
}

/** The duration the rules use: an unread one (the 10 s metadata time-out, or none given) counts as 8 s. */
export function effectiveVideoSeconds(durationSeconds: number | null): number {
  return durationSeconds !== null && Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : VIDEO_LIMITS.defaultSeconds
}

/**
 * Why a chosen video cannot be used, as the title the page shows, or null. A duration that could
 * not be read counts as the default 8 s, as the spec says (section 9).
 */
export function videoFileProblem(file: ChosenVideo | null | undefined): string | null {
  const before = videoFileProblemBeforeRead(file)
  if (before !== null || !file) return before
  const seconds = effectiveVideoSeconds(file.durationSeconds)
  if (seconds < VIDEO_LIMITS.minSeconds) return videoValidationTitles.tooShort
  if (seconds > VIDEO_LIMITS.maxSeconds) return videoValidationTitles.tooLong
  return null
}

/** Why the browser could not read a video's metadata (the media element's error, or a thrown one). */
export type VideoReadFailure = 'decode' | 'format' | 'memory' | 'analysis' | 'processing'

/** The title for a video the browser could not read (ADR 039 maps the browser's errors to these). */
export function videoReadFailureTitle(failure: VideoReadFailure): string {
  switch (failure) {
    case 'decode':
      return videoValidationTitles.unreadable
    case 'format':
      return videoValidationTitles.formatIssue
    case 'memory':
      return videoValidationTitles.memoryLow
    case 'analysis':
      return videoValidationTitles.analysisFailed
    case 'processing':
      return videoValidationTitles.processingError
  }
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

/** Network errors (being offline is one) and time-outs are retried; what the server refused is not. */
export function isRetriableVideoError(error: VideoUploadError): boolean {
  // 409: the server is still writing an earlier attempt's chunk (the client gave up on it first); worth a retry.
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline' || (error.kind === 'http' && error.status === 409)
}

/** Whether to retry after a failure, given how many retries were already made (at most 3). */
export function shouldRetryVideoUpload(error: VideoUploadError, retriesMade: number): boolean {
  return isRetriableVideoError(error) && retriesMade < VIDEO_LIMITS.retries
}

/** The upload error a failed PUT or status query stands for: its HTTP status, or the transport's failure. */
export function videoUploadErrorFromStatus(status: number): VideoUploadError {
  if (status === 0) return { kind: 'network' }
  if (status === 507) return { kind: 'storage' }
  return { kind: 'http', status }
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

export type CompressionFailure = 'unsupported' | 'unavailable' | 'failed'

/** Compression titles: no WebCodecs on the device, the converter could not load or encode, or it failed midway. */
export function compressionFailureTitle(failure: CompressionFailure): string {
  if (failure === 'unsupported') return videoCompressionTitles.deviceNotSupported
  if (failure === 'unavailable') return videoCompressionTitles.notAvailable
  return videoCompressionTitles.failed
}

/** The browser's camera error, by its DOMException name, as one of the spec's camera cases. */
export function cameraProblem(error: { name?: string } | null, environment: { hasMediaDevices: boolean; hasMediaRecorder: boolean }): CameraProblemKey {
  if (!environment.hasMediaDevices) return 'unsupportedBrowser'
  if (!environment.hasMediaRecorder) return 'notSupported'
  switch (error?.name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permissionDenied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'noCamera'
    case 'NotSupportedError':
    case 'TypeError':
      return 'notSupported'
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'incompatibleSettings'
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'cameraBusy'
    default:
      return 'generic'
  }
}

/** The camera problem's title and text; the permission text gets Safari's hint in Safari. */
export function cameraProblemText(problem: CameraProblemKey, options: { safari?: boolean } = {}): { title: string; message: string } {
  const { title, message } = cameraMessages[problem]
  if (problem === 'permissionDenied' && options.safari) return { title, message: `${message} ${cameraMessages.safariHint}` }
  return { title, message }
}

/** Safari (not Chrome or another browser on iOS that says Safari too). */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|Android/.test(userAgent)
}

/** A `Range: bytes=0-<last>` answer as the number of bytes the server holds (0 without one). */
export function receivedBytesFromRange(range: string | null | undefined): number {
  const match = /^bytes=0-(\d+)$/.exec(range?.trim() ?? '')
  return match ? Number(match[1]) + 1 : 0
}

/** The next chunk's Content-Range, from what the server holds; null once everything is there. */
export function nextChunk(
  received: number,
  total: number,
  chunkBytes: number = VIDEO_LIMITS.chunkBytes,
): { start: number; end: number; contentRange: string } | null {
  if (received >= total) return null
  const end = Math.min(received + chunkBytes, total)
  return { start: received, end, contentRange: `bytes ${received}-${end - 1}/${total}` }
}

/** The status query's Content-Range: "what have you got of these <total> bytes?". */
export function uploadStatusQueryRange(total: number): string {
  return `bytes */${total}`
}

/** The key the server is told about after a video upload: public/user_med_images/{filename}. */
export function avVideoStorageKey(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '')
  if (safe === '') throw new RangeError('A video file name is needed')
  return `public/user_med_images/${safe}`
}
