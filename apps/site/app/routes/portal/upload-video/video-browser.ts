/**
 * The browser's side of the video-upload machine: camera, recorder, metadata, compression
 * (mediabunny, loaded only when needed), the upload ticket, the resumable PUT and the server's
 * notification. Nothing here decides: the machine and packages/domain do.
 */
import {
  cameraProblem,
  nextChunk,
  receivedBytesFromRange,
  uploadStatusQueryRange,
  videoBitrate,
  videoUploadErrorFromStatus,
  type VideoPlatform,
  type VideoReadFailure,
  type VideoUploadError,
} from '@telehealth/domain'
import { CameraFailure, VideoReadError, type CompressionRequest, type UploadAttemptReport, type UploadRequest, type VideoClip } from '@telehealth/machines'
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate'

const FULL_SETTINGS: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
  audio: true,
}
const BASIC_SETTINGS: MediaStreamConstraints = { video: true, audio: true }

/** Recorder formats in order of preference: MP4 where the browser records it (Safari), else WebM. */
const RECORDING_TYPES = ['video/mp4', 'video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm']

function connectionError(): VideoUploadError {
  return { kind: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network' }
}

/** The camera, held by the page so the preview and the recorder share one stream. */
export interface CameraHolder {
  stream: MediaStream | null
  onChange: (stream: MediaStream | null) => void
}

export function stopCamera(camera: CameraHolder) {
  for (const track of camera.stream?.getTracks() ?? []) track.stop()
  camera.stream = null
  camera.onChange(null)
}

export function openCameraActor(camera: CameraHolder) {
  return fromPromise<void, { basic: boolean }>(async ({ input }) => {
    const environment = {
      hasMediaDevices: typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function',
      hasMediaRecorder: typeof MediaRecorder !== 'undefined',
    }
    if (!environment.hasMediaDevices || !environment.hasMediaRecorder) throw new CameraFailure(cameraProblem(null, environment))
    if (camera.stream && !input.basic) return
    try {
      stopCamera(camera)
      camera.stream = await navigator.mediaDevices.getUserMedia(input.basic ? BASIC_SETTINGS : FULL_SETTINGS)
      camera.onChange(camera.stream)
    } catch (error) {
      throw new CameraFailure(cameraProblem(error as { name?: string }, environment))
    }
  })
}

export function recorderActor(camera: CameraHolder, platform: VideoPlatform) {
  return fromCallback<AnyEventObject>(({ sendBack, receive }) => {
    const stream = camera.stream
    if (!stream) {
      sendBack({ type: 'recording.failed' })
      return
    }
    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type))
    let recorder: MediaRecorder
    try {
      recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond: videoBitrate(platform) })
    } catch {
      sendBack({ type: 'recording.failed' })
      return
    }
    const chunks: Blob[] = []
    let finished = false
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data)
    }
    recorder.onerror = () => {
      finished = true
      sendBack({ type: 'recording.failed' })
    }
    recorder.onstop = () => {
      if (finished) return
      finished = true
      const type = recorder.mimeType || mimeType || 'video/webm'
      if (chunks.length === 0) sendBack({ type: 'recording.failed' })
      else sendBack({ type: 'recording.done', blob: new Blob(chunks, { type }), type_: type })
    }
    receive((event) => {
      if (event.type === 'record.stop' && recorder.state !== 'inactive') recorder.stop()
    })
    recorder.start(1000)
    return () => {
      if (recorder.state !== 'inactive') {
        finished = true
        recorder.stop()
      }
    }
  })
}

function readFailure(error: MediaError | null): VideoReadFailure {
  if (error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) return 'format'
  if (error?.code === MediaError.MEDIA_ERR_DECODE) return 'decode'
  return 'processing'
}

/** The duration from the file's metadata; a recorder's file that says Infinity is sought to its end first. */
export const readDurationActor = fromPromise<number | null, { clip: VideoClip }>(
  ({ input, signal }) =>
    new Promise<number | null>((resolve, reject) => {
      let url: string
      try {
        url = URL.createObjectURL(input.clip.blob)
      } catch (error) {
        reject(new VideoReadError(error instanceof RangeError ? 'memory' : 'processing'))
        return
      }
      const video = document.createElement('video')
      const finish = (value: number | null | VideoReadError) => {
        video.removeAttribute('src')
        video.load()
        URL.revokeObjectURL(url)
        if (value instanceof VideoReadError) reject(value)
        else resolve(value)
      }
      signal.addEventListener('abort', () => URL.revokeObjectURL(url))
      video.preload = 'metadata'
      video.muted = true
      video.onerror = () => finish(new VideoReadError(readFailure(video.error)))
      video.onloadedmetadata = () => {
        if (Number.isFinite(video.duration)) return finish(video.duration)
        video.ondurationchange = () => {
          if (Number.isFinite(video.duration)) finish(video.duration)
        }
        try {
          video.currentTime = Number.MAX_SAFE_INTEGER
        } catch {
          finish(null)
        }
      }
      try {
        video.src = url
      } catch {
        finish(new VideoReadError('analysis'))
      }
    }),
)

export const compressVideoActor = fromCallback<AnyEventObject, CompressionRequest>(({ input, sendBack }) => {
  let cancel: (() => Promise<void>) | null = null
  let stopped = false
  void (async () => {
    if (typeof VideoEncoder === 'undefined' || typeof VideoDecoder === 'undefined') {
      sendBack({ type: 'compress.failed', failure: 'unsupported' })
      return
    }
    let mediabunny: typeof import('mediabunny')
    try {
      mediabunny = await import('mediabunny')
    } catch {
      sendBack({ type: 'compress.failed', failure: 'unavailable' })
      return
    }
    try {
      const { Input, Output, Conversion, BlobSource, BufferTarget, Mp4OutputFormat, ALL_FORMATS, Quality } = mediabunny
      const output = new Output({ format: new Mp4OutputFormat(), target: new BufferTarget() })
      const conversion = await Conversion.init({
        input: new Input({ source: new BlobSource(input.clip.blob), formats: ALL_FORMATS }),
        output,
        video: { frameRate: input.fps, quality: new Quality({ bitrate: input.videoBitrate }), forceTranscode: true },
        audio: { quality: new Quality({ bitrate: 96_000 }) },
      })
      if (!conversion.isValid) {
        sendBack({ type: 'compress.failed', failure: 'unavailable' })
        return
      }
      cancel = () => conversion.cancel()
      conversion.onProgress = (fraction) => sendBack({ type: 'compress.progress', fraction })
      await conversion.execute()
      if (stopped) return
      const buffer = output.target.buffer
      if (!buffer) throw new Error('No output')
      const blob = new Blob([buffer], { type: 'video/mp4' })
      const clip: VideoClip = {
        blob,
        name: 'video.mp4',
        type: 'video/mp4',
        size: blob.size,
        durationSeconds: input.clip.durationSeconds,
        source: input.clip.source,
      }
      sendBack({ type: 'compress.done', clip })
    } catch {
      if (!stopped) sendBack({ type: 'compress.failed', failure: 'failed' })
    }
  })()
  return () => {
    stopped = true
    void cancel?.()
  }
})

/**
 * A JSON POST to the site; its answer's JSON (or {}) when 2xx. A failed connection or a refusal
 * rejects with the upload error it stands for.
 */
async function postJson(path: string, payload: unknown, signal?: AbortSignal): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      ...(signal ? { signal } : {}),
    })
  } catch {
    throw connectionError()
  }
  if (!response.ok) throw videoUploadErrorFromStatus(response.status)
  try {
    return (await response.json()) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** POST /api/get-signed-url for a video: the ticket's same-origin URL. */
export function requestTicketActor(formId: string) {
  return fromPromise<string, { clip: VideoClip }>(async ({ input, signal }) => {
    const { clip } = input
    const body = await postJson(
      '/api/get-signed-url',
      { filename: clip.name, content_type: clip.type, size: clip.size, purpose: 'video', form_id: formId },
      signal,
    )
    if (typeof body.url !== 'string') throw videoUploadErrorFromStatus(400)
    return body.url
  })
}

interface PutAnswer {
  status: number
  range: string | null
  fileName: string | null
}

/**
 * The contract's resumable PUT: chunks with Content-Range, 200 + Range while incomplete, 201 with
 * the stored file's name at the end; a retry asks first what the server holds (`bytes *\/total`).
 */
export const uploadVideoActor = fromCallback<AnyEventObject, UploadRequest>(({ input, sendBack }) => {
  let current: XMLHttpRequest | null = null
  let stopped = false
  const total = input.clip.size

  const put = (body: Blob | null, contentRange: string, alreadySent: number) =>
    new Promise<PutAnswer>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      current = xhr
      xhr.open('PUT', input.url)
      xhr.setRequestHeader('Content-Type', input.clip.type)
      xhr.setRequestHeader('Content-Range', contentRange)
      xhr.upload.onprogress = (event) => sendBack({ type: 'upload.progress', loaded: Math.min(total, alreadySent + event.loaded), total })
      xhr.onload = () => {
        let fileName: string | null = null
        try {
          const parsed = JSON.parse(xhr.responseText) as { file_name?: unknown }
          fileName = typeof parsed.file_name === 'string' ? parsed.file_name : null
        } catch {
          fileName = null
        }
        resolve({ status: xhr.status, range: xhr.getResponseHeader('Range'), fileName })
      }
      // A failed upload is plain data the machine reads (VideoUploadError, as thrown below), not an Error.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- VideoUploadError is typed failure data, not an exception
      xhr.onerror = () => reject(connectionError())
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- VideoUploadError is typed failure data, not an exception
      xhr.onabort = () => reject({ kind: 'cancelled' } satisfies VideoUploadError)
      xhr.send(body)
    })

  void (async () => {
    try {
      let received = 0
      if (input.resume) {
        const answer = await put(null, uploadStatusQueryRange(total), 0)
        if (answer.status === 201) {
          sendBack({ type: 'upload.done', fileName: answer.fileName ?? '' })
          return
        }
        if (answer.status !== 200) throw videoUploadErrorFromStatus(answer.status)
        received = receivedBytesFromRange(answer.range)
      }
      for (;;) {
        const chunk = nextChunk(received, total)
        if (!chunk) throw videoUploadErrorFromStatus(400)
        const answer = await put(input.clip.blob.slice(chunk.start, chunk.end), chunk.contentRange, chunk.start)
        if (stopped) return
        if (answer.status === 201) {
          sendBack({ type: 'upload.progress', loaded: total, total })
          sendBack({ type: 'upload.done', fileName: answer.fileName ?? '' })
          return
        }
        if (answer.status !== 200) throw videoUploadErrorFromStatus(answer.status)
        received = receivedBytesFromRange(answer.range)
        sendBack({ type: 'upload.progress', loaded: received, total })
      }
    } catch (error) {
      if (!stopped) sendBack({ type: 'upload.failed', error: error as VideoUploadError })
    }
  })()

  return () => {
    stopped = true
    current?.abort()
  }
})

/** POST /api/upload-av-video: links the stored video to the form. */
export const notifyServerActor = fromPromise<void, { s3FileName: string; uniqueId: string }>(async ({ input }) => {
  const body = await postJson('/api/upload-av-video', input)
  if (body.status !== 'success') throw videoUploadErrorFromStatus(400)
})

/** POST /api/log-upload-attempt, best effort: a failure to log is ignored. */
export function reportAttempt(formId: string, report: UploadAttemptReport) {
  const record = {
    success: report.success,
    error: report.error,
    userAgent: navigator.userAgent.slice(0, 512),
    fileSize: report.fileSize,
    filename: report.fileName,
    imageType: 'video',
    idOfForm: formId,
    timestamp: new Date().toISOString(),
  }
  void fetch('/api/log-upload-attempt', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  }).catch(() => {})
}
