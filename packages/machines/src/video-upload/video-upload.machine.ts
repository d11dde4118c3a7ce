import {
  avVideoStorageKey,
  compressionFailureTitle,
  offersCompression,
  shouldRetryVideoUpload,
  VIDEO_LIMITS,
  videoBitrate,
  videoFileProblem,
  videoFileProblemBeforeRead,
  videoMessages,
  videoProblemDetails,
  videoReadFailureTitle,
  videoRetryDelayMs,
  videoUploadFailureTitle,
  type CameraProblemKey,
  type CompressionFailure,
  type VideoPlatform,
  type VideoReadFailure,
  type VideoUploadError,
} from '@telehealth/domain'
import { assign, fromCallback, fromPromise, sendTo, setup, type AnyEventObject } from 'xstate'

/** A video chosen or recorded, with what is known of it. */
export interface VideoClip {
  blob: Blob
  name: string
  type: string
  size: number
  /** Seconds; null until read (or when it could not be read). */
  durationSeconds: number | null
  source: 'file' | 'recording'
}

/** A title and the sentence below it, as the page shows a problem. */
export interface VideoProblem {
  title: string
  message: string
}

export interface UploadProgress {
  loaded: number
  total: number
}

export interface VideoUploadContext {
  formId: string
  platform: VideoPlatform
  safari: boolean
  clip: VideoClip | null
  problem: VideoProblem | null
  cameraProblem: CameraProblemKey | null
  /** Incompatible settings are retried once with basic settings. */
  basicCameraSettings: boolean
  countdown: number
  recordedSeconds: number
  compressionProgress: number
  /** The clip before compression, kept so a failed compression can upload it as it is. */
  original: VideoClip | null
  uploadUrl: string | null
  progress: UploadProgress
  retriesMade: number
  lastError: VideoUploadError | null
  fileName: string | null
}

export type VideoUploadEvent =
  | { type: 'file.choose'; clip: VideoClip | null }
  | { type: 'camera.open' }
  | { type: 'camera.close' }
  | { type: 'record.start' }
  | { type: 'record.stop' }
  | { type: 'record.retake' }
  | { type: 'record.use' }
  | { type: 'recording.done'; blob: Blob; type_: string }
  | { type: 'recording.failed' }
  | { type: 'compress.start' }
  | { type: 'compress.skip' }
  | { type: 'compress.progress'; fraction: number }
  | { type: 'compress.done'; clip: VideoClip }
  | { type: 'compress.failed'; failure: CompressionFailure }
  | { type: 'upload.start' }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done'; fileName: string }
  | { type: 'upload.failed'; error: VideoUploadError }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | { type: 'video.change' }

export interface VideoUploadInput {
  formId: string
  platform: VideoPlatform
  safari?: boolean
}

/** What the compression actor is asked for: the spec's 60 MB target at 15 fps and the platform's bitrate. */
export interface CompressionRequest {
  clip: VideoClip
  targetBytes: number
  fps: number
  videoBitrate: number
}

/** What the upload actor is asked for: PUT the clip to the ticket's URL, resuming what the server holds. */
export interface UploadRequest {
  url: string
  clip: VideoClip
  /** A retry first asks the server what it already holds (the contract's status query). */
  resume: boolean
}

/** A camera error the camera actor rejects with. */
export class CameraFailure extends Error {
  constructor(readonly problem: CameraProblemKey) {
    super(problem)
  }
}

/** A metadata read the browser gave up on. */
export class VideoReadError extends Error {
  constructor(readonly failure: VideoReadFailure) {
    super(failure)
  }
}

export type UploadAttemptReport = { success: boolean; error: string | null; fileSize: number; fileName: string }

function notProvided(name: string): never {
  throw new Error(`${name} was not provided`)
}

const problemFor = (title: string): VideoProblem => ({ title, message: videoProblemDetails[title] ?? '' })

const outputOf = (event: AnyEventObject): unknown => (event as { output?: unknown }).output
const errorOf = (event: AnyEventObject): unknown => (event as { error?: unknown }).error

/**
 * /upload-video/{id} (spec 001 sections 4, 5, 8, 9): choose or record a video, check it, make it
 * smaller over 60 MB, upload it with progress and retries, tell the server, then home. The route
 * provides the browser's actors (camera, recorder, metadata reader, compressor, ticket, PUT,
 * notification); every timer is a named delay so tests run on a simulated clock.
 */
export const videoUploadMachine = setup({
  types: {
    context: {} as VideoUploadContext,
    events: {} as VideoUploadEvent,
    input: {} as VideoUploadInput,
  },
  actors: {
    /** Opens the camera (and shows its preview); rejects with a CameraFailure. */
    openCamera: fromPromise<void, { basic: boolean }>(async () => notProvided('openCamera')),
    /** Records until it receives `record.stop`, then sends `recording.done` or `recording.failed`. */
    recorder: fromCallback<AnyEventObject>(() => notProvided('recorder')),
    /** The clip's duration in seconds (null when the browser does not say); rejects with a VideoReadError. */
    readDuration: fromPromise<number | null, { clip: VideoClip }>(async () => notProvided('readDuration')),
    /** Sends `compress.progress`, then `compress.done` or `compress.failed`. */
    compressVideo: fromCallback<AnyEventObject, CompressionRequest>(() => notProvided('compressVideo')),
    /** The upload ticket's URL (the contract's POST /api/get-signed-url); rejects with a VideoUploadError. */
    requestTicket: fromPromise<string, { clip: VideoClip }>(async () => notProvided('requestTicket')),
    /** Sends `upload.progress`, then `upload.done` (the stored file's name) or `upload.failed`. */
    uploadVideo: fromCallback<AnyEventObject, UploadRequest>(() => notProvided('uploadVideo')),
    /** POST /api/upload-av-video. */
    notifyServer: fromPromise<void, { s3FileName: string; uniqueId: string }>(async () => notProvided('notifyServer')),
  },
  delays: {
    countdownTick: 1000,
    recordingTick: 1000,
    recordingLimit: VIDEO_LIMITS.recordingLimitSeconds * 1000,
    cameraRetry: VIDEO_LIMITS.cameraRetryDelayMs,
    metadataTimeout: VIDEO_LIMITS.metadataTimeoutMs,
    signedUrlTimeout: VIDEO_LIMITS.signedUrlTimeoutMs,
    uploadTimeout: VIDEO_LIMITS.uploadTimeoutMs,
    retryBackoff: ({ context }) => videoRetryDelayMs(context.retriesMade),
  },
  guards: {
    noClip: ({ context }) => context.clip === null,
    clipRefusedBeforeRead: ({ context }) => videoFileProblemBeforeRead(context.clip) !== null,
    durationKnown: ({ context }) => context.clip?.durationSeconds !== null && context.clip?.durationSeconds !== undefined,
    clipRefused: ({ context }) => videoFileProblem(context.clip) !== null,
    needsCompression: ({ context }) => context.clip !== null && offersCompression(context.clip.size),
    countdownOver: ({ context }) => context.countdown <= 1,
    settingsRetriable: ({ context }) => context.cameraProblem === 'incompatibleSettings' && !context.basicCameraSettings,
    hasTicket: ({ context }) => context.uploadUrl !== null,
    retriable: ({ context }) => context.lastError !== null && shouldRetryVideoUpload(context.lastError, context.retriesMade),
  },
  actions: {
    /** Best-effort upload log (POST /api/log-upload-attempt); the route provides it. */
    reportAttempt: (_, _report: UploadAttemptReport) => {},
    clearProblem: assign({ problem: null }),
    showBeforeReadProblem: assign({ problem: ({ context }) => problemFor(videoFileProblemBeforeRead(context.clip) ?? '') }),
    showClipProblem: assign({ problem: ({ context }) => problemFor(videoFileProblem(context.clip) ?? '') }),
    forgetClip: assign({ clip: null, original: null, uploadUrl: null, fileName: null }),
    resetUpload: assign({ progress: ({ context }) => ({ loaded: 0, total: context.clip?.size ?? 0 }), retriesMade: 0, lastError: null }),
    countRetry: assign({ retriesMade: ({ context }) => context.retriesMade + 1 }),
    failWith: assign({ lastError: (_, error: VideoUploadError) => error }),
    showUploadFailure: assign({
      problem: ({ context }) => problemFor(videoUploadFailureTitle(context.lastError ?? { kind: 'network' }, context.clip?.size ?? 0)),
    }),
  },
}).createMachine({
  id: 'videoUpload',
  initial: 'choosing',
  context: ({ input }) => ({
    formId: input.formId,
    platform: input.platform,
    safari: input.safari ?? false,
    clip: null,
    problem: null,
    cameraProblem: null,
    basicCameraSettings: false,
    countdown: VIDEO_LIMITS.recordCountdownSeconds,
    recordedSeconds: 0,
    compressionProgress: 0,
    original: null,
    uploadUrl: null,
    progress: { loaded: 0, total: 0 },
    retriesMade: 0,
    lastError: null,
    fileName: null,
  }),
  states: {
    choosing: {
      on: {
        'file.choose': { target: 'checking', actions: assign({ clip: ({ event }) => event.clip, original: null, uploadUrl: null, problem: null }) },
        'camera.open': { target: 'camera', actions: ['clearProblem', 'forgetClip', assign({ basicCameraSettings: false, cameraProblem: null })] },
      },
    },

    camera: {
      initial: 'starting',
      on: { 'camera.close': '#videoUpload.choosing' },
      states: {
        starting: {
          invoke: {
            src: 'openCamera',
            input: ({ context }) => ({ basic: context.basicCameraSettings }),
            onDone: { target: 'ready', actions: assign({ cameraProblem: null }) },
            onError: [
              {
                target: 'failed',
                actions: assign({
                  cameraProblem: ({ event }) => {
                    const error = errorOf(event)
                    return error instanceof CameraFailure ? error.problem : 'generic'
                  },
                }),
              },
            ],
          },
        },
        failed: {
          always: { guard: 'settingsRetriable', target: 'retryingBasic' },
          on: { 'camera.open': { target: 'starting', actions: assign({ cameraProblem: null }) } },
        },
        retryingBasic: {
          after: { cameraRetry: { target: 'starting', actions: assign({ basicCameraSettings: true }) } },
        },
        ready: {
          on: { 'record.start': { target: 'countdown', actions: ['clearProblem', assign({ countdown: VIDEO_LIMITS.recordCountdownSeconds })] } },
        },
        countdown: {
          after: {
            countdownTick: [
              { guard: 'countdownOver', target: 'recording' },
              { target: 'countdown', reenter: true, actions: assign({ countdown: ({ context }) => context.countdown - 1 }) },
            ],
          },
        },
        recording: {
          entry: assign({ recordedSeconds: 0 }),
          invoke: { id: 'recorder', src: 'recorder' },
          initial: 'running',
          states: {
            running: {
              after: {
                recordingTick: { target: 'running', reenter: true, actions: assign({ recordedSeconds: ({ context }) => context.recordedSeconds + 1 }) },
              },
              on: { 'record.stop': { target: 'stopping' } },
            },
            stopping: { entry: sendTo('recorder', { type: 'record.stop' }) },
          },
          after: {
            // The longest allowed video: the recording stops by itself.
            recordingLimit: { target: '.stopping', actions: assign({ recordedSeconds: VIDEO_LIMITS.recordingLimitSeconds }) },
          },
          on: {
            'recording.done': {
              target: 'review',
              actions: assign({
                clip: ({ context, event }) => ({
                  blob: event.blob,
                  name: `recording.${event.type_.includes('mp4') ? 'mp4' : 'webm'}`,
                  type: event.type_.split(';')[0]?.trim() ?? event.type_,
                  size: event.blob.size,
                  // The recorder's own clock: a browser's recording often carries no duration.
                  durationSeconds: context.recordedSeconds,
                  source: 'recording' as const,
                }),
              }),
            },
            'recording.failed': { target: 'ready', actions: assign({ problem: { title: videoMessages.recordingFailed, message: '' } }) },
          },
        },
        review: {
          on: {
            'record.retake': { target: 'ready', actions: ['forgetClip', 'clearProblem'] },
            'record.use': '#videoUpload.checking',
          },
        },
      },
    },

    checking: {
      initial: 'screening',
      states: {
        screening: {
          always: [
            { guard: 'clipRefusedBeforeRead', target: '#videoUpload.refused', actions: 'showBeforeReadProblem' },
            { guard: 'durationKnown', target: 'judging' },
            { target: 'reading' },
          ],
        },
        reading: {
          invoke: {
            src: 'readDuration',
            input: ({ context }) => ({ clip: context.clip as VideoClip }),
            onDone: {
              target: 'judging',
              actions: assign({
                clip: ({ context, event }) => (context.clip ? { ...context.clip, durationSeconds: outputOf(event) as number | null } : null),
              }),
            },
            onError: {
              target: '#videoUpload.refused',
              actions: assign({
                problem: ({ event }) => {
                  const error = errorOf(event)
                  return problemFor(videoReadFailureTitle(error instanceof VideoReadError ? error.failure : 'analysis'))
                },
              }),
            },
          },
          // Metadata unread after 10 s: the video counts as 8 s long (spec section 9).
          after: {
            metadataTimeout: {
              target: 'judging',
              actions: assign({ clip: ({ context }) => (context.clip ? { ...context.clip, durationSeconds: null } : null) }),
            },
          },
        },
        judging: {
          always: [
            { guard: 'clipRefused', target: '#videoUpload.refused', actions: 'showClipProblem' },
            { guard: 'needsCompression', target: '#videoUpload.compressOffer' },
            { target: '#videoUpload.ready' },
          ],
        },
      },
    },

    refused: {
      on: {
        'file.choose': { target: 'checking', actions: assign({ clip: ({ event }) => event.clip, problem: null, uploadUrl: null }) },
        'camera.open': { target: 'camera', actions: ['clearProblem', 'forgetClip', assign({ basicCameraSettings: false, cameraProblem: null })] },
        'video.change': { target: 'choosing', actions: ['clearProblem', 'forgetClip'] },
      },
    },

    ready: {
      on: {
        'upload.start': 'uploading',
        'video.change': { target: 'choosing', actions: 'forgetClip' },
      },
    },

    compressOffer: {
      on: {
        'compress.start': 'compressing',
        'video.change': { target: 'choosing', actions: 'forgetClip' },
      },
    },

    compressing: {
      entry: assign({ compressionProgress: 0, original: ({ context }) => context.clip }),
      invoke: {
        src: 'compressVideo',
        input: ({ context }) => ({
          clip: context.clip as VideoClip,
          targetBytes: VIDEO_LIMITS.compressionTargetBytes,
          fps: VIDEO_LIMITS.compressionFps,
          videoBitrate: videoBitrate(context.platform),
        }),
      },
      on: {
        'compress.progress': { actions: assign({ compressionProgress: ({ event }) => Math.max(0, Math.min(1, event.fraction)) }) },
        'compress.done': [
          {
            // Only a smaller video is worth uploading; the duration is the original's.
            guard: ({ context, event }) => event.clip.size < (context.original?.size ?? Number.POSITIVE_INFINITY),
            target: 'uploading',
            actions: assign({
              clip: ({ context, event }) => ({ ...event.clip, durationSeconds: context.original?.durationSeconds ?? event.clip.durationSeconds }),
            }),
          },
          { target: 'compressionFailed', actions: assign({ problem: problemFor(compressionFailureTitle('failed')) }) },
        ],
        'compress.failed': { target: 'compressionFailed', actions: assign({ problem: ({ event }) => problemFor(compressionFailureTitle(event.failure)) }) },
      },
    },

    compressionFailed: {
      on: {
        // The original is within the 100 MB limit, so it may still go as it is.
        'compress.skip': { target: 'uploading', actions: ['clearProblem', assign({ clip: ({ context }) => context.original ?? context.clip })] },
        'video.change': { target: 'choosing', actions: ['clearProblem', 'forgetClip'] },
      },
    },

    uploading: {
      entry: ['clearProblem', 'resetUpload'],
      initial: 'start',
      on: {
        'upload.cancel': { target: '#videoUpload.failed', actions: [{ type: 'failWith', params: { kind: 'cancelled' } }, 'showUploadFailure'] },
      },
      states: {
        start: { always: [{ guard: 'hasTicket', target: 'transferring' }, { target: 'ticket' }] },
        ticket: {
          invoke: {
            src: 'requestTicket',
            input: ({ context }) => ({ clip: context.clip as VideoClip }),
            onDone: { target: 'transferring', actions: assign({ uploadUrl: ({ event }) => event.output }) },
            onError: {
              target: 'failedAttempt',
              actions: assign({ lastError: ({ event }) => uploadErrorOf(errorOf(event)) }),
            },
          },
          after: { signedUrlTimeout: { target: 'failedAttempt', actions: { type: 'failWith', params: { kind: 'timeout' } } } },
        },
        transferring: {
          invoke: {
            src: 'uploadVideo',
            input: ({ context }) => ({ url: context.uploadUrl as string, clip: context.clip as VideoClip, resume: context.retriesMade > 0 }),
          },
          after: { uploadTimeout: { target: 'failedAttempt', actions: { type: 'failWith', params: { kind: 'timeout' } } } },
          on: {
            'upload.progress': { actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }) },
            'upload.done': { target: 'notifying', actions: assign({ fileName: ({ event }) => event.fileName }) },
            'upload.failed': { target: 'failedAttempt', actions: assign({ lastError: ({ event }) => event.error }) },
          },
        },
        failedAttempt: {
          always: [
            { guard: 'retriable', target: 'waitingToRetry', actions: 'countRetry' },
            { target: '#videoUpload.failed', actions: 'showUploadFailure' },
          ],
        },
        waitingToRetry: {
          after: { retryBackoff: [{ guard: 'hasTicket', target: 'transferring' }, { target: 'ticket' }] },
        },
        notifying: {
          entry: {
            type: 'reportAttempt',
            params: ({ context }) => ({ success: true, error: null, fileSize: context.clip?.size ?? 0, fileName: context.fileName ?? '' }),
          },
          invoke: {
            src: 'notifyServer',
            input: ({ context }) => ({ s3FileName: avVideoStorageKey(context.fileName ?? ''), uniqueId: context.formId }),
            onDone: '#videoUpload.done',
            onError: {
              target: '#videoUpload.failed',
              actions: [assign({ lastError: ({ event }) => uploadErrorOf(errorOf(event)) }), 'showUploadFailure'],
            },
          },
        },
      },
    },

    failed: {
      entry: {
        type: 'reportAttempt',
        params: ({ context }) => ({
          success: false,
          error: context.problem?.title ?? null,
          fileSize: context.clip?.size ?? 0,
          fileName: context.clip?.name ?? '',
        }),
      },
      on: {
        'upload.retry': [
          // A ticket the server no longer knows (404) or has used up (410) is replaced.
          {
            guard: ({ context }) => context.lastError?.kind === 'http' && (context.lastError.status === 404 || context.lastError.status === 410),
            target: 'uploading',
            actions: assign({ uploadUrl: null }),
          },
          { guard: ({ context }) => context.fileName !== null, target: 'uploading.notifying' },
          { target: 'uploading' },
        ],
        'video.change': { target: 'choosing', actions: ['clearProblem', 'forgetClip'] },
      },
    },

    done: { type: 'final' },
  },
})

/** What an actor rejected with, as an upload error (anything unknown counts as a network failure). */
function uploadErrorOf(value: unknown): VideoUploadError {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string'
    ? (value as VideoUploadError)
    : { kind: 'network' }
}
