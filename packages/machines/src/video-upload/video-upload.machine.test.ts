import type { VideoUploadError } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import {
  CameraFailure,
  VideoReadError,
  videoUploadMachine,
  type CompressionRequest,
  type UploadAttemptReport,
  type UploadRequest,
  type VideoClip,
} from './video-upload.machine.ts'

const MB = 1024 * 1024

function clip(overrides: Partial<VideoClip> = {}): VideoClip {
  return { blob: new Blob(['x']), name: 'clip.mp4', type: 'video/mp4', size: 10 * MB, durationSeconds: null, source: 'file', ...overrides }
}

type Send = (event: AnyEventObject) => void

interface Options {
  duration?: () => Promise<number | null>
  openCamera?: (input: { basic: boolean }) => Promise<void>
  /** Each upload attempt: what it does with the request and its sender. */
  upload?: (request: UploadRequest, sendBack: Send, attempt: number) => void
  compress?: (request: CompressionRequest, sendBack: Send) => void
  ticket?: () => Promise<string>
  notify?: (input: { s3FileName: string; uniqueId: string }) => Promise<void>
  recordedType?: string
}

function start(options: Options = {}) {
  const clock = new SimulatedClock()
  const uploads: UploadRequest[] = []
  const notified: { s3FileName: string; uniqueId: string }[] = []
  const reports: UploadAttemptReport[] = []
  const cameraOpens: boolean[] = []
  const compressions: CompressionRequest[] = []
  const recorderEvents: string[] = []
  let tickets = 0
  const machine = videoUploadMachine.provide({
    actors: {
      openCamera: fromPromise(async ({ input }: { input: { basic: boolean } }) => {
        cameraOpens.push(input.basic)
        await options.openCamera?.(input)
      }),
      recorder: fromCallback<AnyEventObject>(({ sendBack, receive }) => {
        receive((event) => {
          recorderEvents.push(event.type)
          if (event.type === 'record.stop')
            sendBack({ type: 'recording.done', blob: new Blob(['abc']), type_: options.recordedType ?? 'video/webm;codecs=vp8,opus' })
        })
      }),
      readDuration: fromPromise(options.duration ?? (async () => 20)),
      compressVideo: fromCallback<AnyEventObject, CompressionRequest>(({ input, sendBack }) => {
        compressions.push(input)
        options.compress?.(input, sendBack)
      }),
      requestTicket: fromPromise(async () => {
        tickets += 1
        return options.ticket ? options.ticket() : `/api/uploads/ticket-${tickets}`
      }),
      uploadVideo: fromCallback<AnyEventObject, UploadRequest>(({ input, sendBack }) => {
        uploads.push(input)
        if (options.upload) options.upload(input, sendBack, uploads.length)
        else {
          sendBack({ type: 'upload.progress', loaded: input.clip.size, total: input.clip.size })
          sendBack({ type: 'upload.done', fileName: 'stored-video.mp4' })
        }
      }),
      notifyServer: fromPromise(async ({ input }: { input: { s3FileName: string; uniqueId: string } }) => {
        notified.push(input)
        await options.notify?.(input)
      }),
    },
    actions: { reportAttempt: (_, report: UploadAttemptReport) => void reports.push(report) },
  })
  const actor = createActor(machine, { input: { formId: 'form-42', platform: 'android' }, clock }).start()
  return { actor, clock, uploads, notified, reports, cameraOpens, compressions, recorderEvents, tickets: () => tickets }
}

type Started = ReturnType<typeof start>
type StateValue = Parameters<ReturnType<Started['actor']['getSnapshot']>['matches']>[0]
const settled = (actor: Started['actor'], state: StateValue) => waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: 1000 })
/**
 * Moves the simulated clock on in steps, so timers started along the way (the next tick, the next
 * retry) fire too: one `increment` fires only the timers already set.
 */
function advance(clock: SimulatedClock, ms: number, step = 500) {
  for (let done = 0; done < ms; done += step) clock.increment(Math.min(step, ms - done))
}
/** Lets promise actors settle between clock moves. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('video upload machine: choosing a file', () => {
  it('checks, uploads, tells the server and ends', async () => {
    const { actor, uploads, notified, reports } = start()
    actor.send({ type: 'file.choose', clip: clip() })
    await settled(actor, 'ready')
    expect(actor.getSnapshot().context.clip?.durationSeconds).toBe(20)
    actor.send({ type: 'upload.start' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 1000 })
    expect(uploads).toHaveLength(1)
    expect(uploads[0]).toMatchObject({ url: '/api/uploads/ticket-1', resume: false })
    expect(notified).toEqual([{ s3FileName: 'public/user_med_images/stored-video.mp4', uniqueId: 'form-42' }])
    expect(reports).toEqual([{ success: true, error: null, fileSize: 10 * MB, fileName: 'stored-video.mp4' }])
  })

  it('titles a missing, wrong, oversize, short and long video', async () => {
    const cases: [VideoClip | null, number | null, string][] = [
      [null, 20, 'No File Selected'],
      [clip({ type: 'text/plain' }), 20, 'Wrong File Type'],
      [clip({ size: 100 * MB + 1 }), 20, 'Video File Too Large'],
      [clip(), 3, 'Video Too Short'],
      [clip(), 61, 'Video Too Long'],
    ]
    for (const [chosen, seconds, title] of cases) {
      const { actor } = start({ duration: async () => seconds })
      actor.send({ type: 'file.choose', clip: chosen })
      await settled(actor, 'refused')
      expect(actor.getSnapshot().context.problem?.title).toBe(title)
      expect(actor.getSnapshot().context.problem?.message).not.toBe('')
    }
  })

  it('titles a video the browser cannot read by the reason', async () => {
    const { actor } = start({ duration: async () => Promise.reject(new VideoReadError('format')) })
    actor.send({ type: 'file.choose', clip: clip() })
    await settled(actor, 'refused')
    expect(actor.getSnapshot().context.problem?.title).toBe('Video Format Issue')
    actor.send({ type: 'file.choose', clip: clip() })
    expect(actor.getSnapshot().matches('checking')).toBe(true)
  })

  it('assumes 8 seconds when the metadata is unread after 10 s', async () => {
    const { actor, clock } = start({ duration: () => new Promise(() => {}) })
    actor.send({ type: 'file.choose', clip: clip() })
    expect(actor.getSnapshot().matches({ checking: 'reading' })).toBe(true)
    clock.increment(9_999)
    expect(actor.getSnapshot().matches({ checking: 'reading' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(actor.getSnapshot().context.clip?.durationSeconds).toBeNull()
  })
})

describe('video upload machine: recording', () => {
  it('counts down 3 s, records, stops, and can retake or use', async () => {
    const { actor, clock, recorderEvents } = start()
    actor.send({ type: 'camera.open' })
    await settled(actor, { camera: 'ready' })
    actor.send({ type: 'record.start' })
    expect(actor.getSnapshot().context.countdown).toBe(3)
    clock.increment(1000)
    expect(actor.getSnapshot().context.countdown).toBe(2)
    clock.increment(1000)
    expect(actor.getSnapshot().context.countdown).toBe(1)
    expect(actor.getSnapshot().matches({ camera: 'countdown' })).toBe(true)
    clock.increment(1000)
    expect(actor.getSnapshot().matches({ camera: { recording: 'running' } })).toBe(true)
    advance(clock, 6000)
    expect(actor.getSnapshot().context.recordedSeconds).toBe(6)
    actor.send({ type: 'record.stop' })
    expect(recorderEvents).toEqual(['record.stop'])
    expect(actor.getSnapshot().matches({ camera: 'review' })).toBe(true)
    expect(actor.getSnapshot().context.clip).toMatchObject({ type: 'video/webm', durationSeconds: 6, source: 'recording', name: 'recording.webm' })

    actor.send({ type: 'record.retake' })
    expect(actor.getSnapshot().matches({ camera: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.clip).toBeNull()

    actor.send({ type: 'record.start' })
    advance(clock, 3000 + 7000)
    actor.send({ type: 'record.stop' })
    actor.send({ type: 'record.use' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
  })

  it('stops by itself at 60 s, and a 4 s recording is too short', async () => {
    const long = start()
    long.actor.send({ type: 'camera.open' })
    await settled(long.actor, { camera: 'ready' })
    long.actor.send({ type: 'record.start' })
    advance(long.clock, 3000 + 60_000)
    expect(long.actor.getSnapshot().matches({ camera: 'review' })).toBe(true)
    expect(long.actor.getSnapshot().context.clip?.durationSeconds).toBe(60)

    const short = start()
    short.actor.send({ type: 'camera.open' })
    await settled(short.actor, { camera: 'ready' })
    short.actor.send({ type: 'record.start' })
    advance(short.clock, 3000 + 4000)
    short.actor.send({ type: 'record.stop' })
    short.actor.send({ type: 'record.use' })
    expect(short.actor.getSnapshot().context.problem?.title).toBe('Video Too Short')
  })

  it('shows a recording failure and stays at the camera', async () => {
    const { actor, clock } = start()
    actor.send({ type: 'camera.open' })
    await settled(actor, { camera: 'ready' })
    actor.send({ type: 'record.start' })
    advance(clock, 3000)
    actor.send({ type: 'recording.failed' })
    expect(actor.getSnapshot().matches({ camera: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.problem?.title).toBe('Recording failed. Please try again.')
  })

  it('retries incompatible camera settings once with basic settings after 2 s', async () => {
    let calls = 0
    const { actor, clock, cameraOpens } = start({
      openCamera: async () => {
        calls += 1
        if (calls === 1) throw new CameraFailure('incompatibleSettings')
      },
    })
    actor.send({ type: 'camera.open' })
    await settled(actor, { camera: 'retryingBasic' })
    expect(actor.getSnapshot().context.cameraProblem).toBe('incompatibleSettings')
    clock.increment(1999)
    expect(cameraOpens).toEqual([false])
    clock.increment(1)
    await settled(actor, { camera: 'ready' })
    expect(cameraOpens).toEqual([false, true])
  })

  it('keeps other camera errors on screen until the patient tries again', async () => {
    const { actor, clock } = start({ openCamera: async () => Promise.reject(new CameraFailure('permissionDenied')) })
    actor.send({ type: 'camera.open' })
    await settled(actor, { camera: 'failed' })
    clock.increment(10_000)
    expect(actor.getSnapshot().matches({ camera: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.cameraProblem).toBe('permissionDenied')
    actor.send({ type: 'camera.close' })
    expect(actor.getSnapshot().matches('choosing')).toBe(true)
  })
})

describe('video upload machine: compression', () => {
  it('over 60 MB offers compression to the 60 MB target at 15 fps, then uploads the smaller video', async () => {
    const { actor, compressions, uploads } = start({
      compress: (_request, sendBack) => {
        sendBack({ type: 'compress.progress', fraction: 0.5 })
        sendBack({ type: 'compress.done', clip: clip({ size: 12 * MB, durationSeconds: null }) })
      },
      upload: () => {},
    })
    actor.send({ type: 'file.choose', clip: clip({ size: 70 * MB }) })
    await settled(actor, 'compressOffer')
    actor.send({ type: 'compress.start' })
    await settled(actor, { uploading: 'transferring' })
    expect(compressions[0]).toMatchObject({ targetBytes: 60 * MB, fps: 15, videoBitrate: 1_000_000 })
    expect(uploads[0]?.clip.size).toBe(12 * MB)
    expect(actor.getSnapshot().context.clip?.durationSeconds).toBe(20)
  })

  it('a failed compression is titled and the original can still go up', async () => {
    const { actor, uploads } = start({ compress: (_request, sendBack) => sendBack({ type: 'compress.failed', failure: 'unsupported' }), upload: () => {} })
    actor.send({ type: 'file.choose', clip: clip({ size: 70 * MB }) })
    await settled(actor, 'compressOffer')
    actor.send({ type: 'compress.start' })
    expect(actor.getSnapshot().context.problem?.title).toBe('Device Not Supported')
    actor.send({ type: 'compress.skip' })
    await settled(actor, { uploading: 'transferring' })
    expect(uploads[0]?.clip.size).toBe(70 * MB)
  })

  it('a compression that is not smaller counts as failed', async () => {
    const { actor } = start({ compress: (_request, sendBack) => sendBack({ type: 'compress.done', clip: clip({ size: 80 * MB }) }) })
    actor.send({ type: 'file.choose', clip: clip({ size: 70 * MB }) })
    await settled(actor, 'compressOffer')
    actor.send({ type: 'compress.start' })
    expect(actor.getSnapshot().context.problem?.title).toBe('Compression Failed')
  })
})

describe('video upload machine: retries and time-outs', () => {
  async function readyToUpload(started: Started, size = 10 * MB) {
    started.actor.send({ type: 'file.choose', clip: clip({ size }) })
    await settled(started.actor, 'ready')
    started.actor.send({ type: 'upload.start' })
    // The first attempt may answer at once: wait for it to have started, not for a state.
    await waitFor(started.actor, () => started.uploads.length > 0, { timeout: 1000 })
  }

  it('retries a network error 3 times after 2, 4 and 6 s, resuming on the same ticket, then titles it', async () => {
    const started = start({ upload: (_request, sendBack) => sendBack({ type: 'upload.failed', error: { kind: 'network' } }) })
    await readyToUpload(started)
    const { actor, clock, uploads, reports } = started
    for (const wait of [2000, 4000, 6000]) {
      expect(actor.getSnapshot().matches({ uploading: 'waitingToRetry' })).toBe(true)
      const attempts = uploads.length
      clock.increment(wait - 1)
      expect(uploads).toHaveLength(attempts)
      clock.increment(1)
      expect(uploads).toHaveLength(attempts + 1)
    }
    expect(uploads.map((u) => [u.url, u.resume])).toEqual([
      ['/api/uploads/ticket-1', false],
      ['/api/uploads/ticket-1', true],
      ['/api/uploads/ticket-1', true],
      ['/api/uploads/ticket-1', true],
    ])
    expect(started.tickets()).toBe(1)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.problem?.title).toBe('Upload Error')
    expect(reports.at(-1)).toMatchObject({ success: false, error: 'Upload Error' })
  })

  it('a retry that gets through goes on to the server', async () => {
    const started = start({
      upload: (_request, sendBack, attempt) =>
        attempt === 1 ? sendBack({ type: 'upload.failed', error: { kind: 'network' } }) : sendBack({ type: 'upload.done', fileName: 'v.webm' }),
    })
    await readyToUpload(started)
    started.clock.increment(2000)
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done', { timeout: 1000 })
    expect(started.notified[0]?.s3FileName).toBe('public/user_med_images/v.webm')
  })

  it('times an attempt out after 300 s; a large file says so after the retries', async () => {
    const started = start({ upload: () => {} })
    await readyToUpload(started, 55 * MB)
    const { actor, clock, uploads } = started
    clock.increment(299_999)
    expect(actor.getSnapshot().matches({ uploading: 'transferring' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ uploading: 'waitingToRetry' })).toBe(true)
    expect(actor.getSnapshot().context.lastError).toEqual({ kind: 'timeout' })
    advance(clock, 2000 + 300_000 + 4000 + 300_000 + 6000 + 300_000)
    expect(uploads).toHaveLength(4)
    expect(actor.getSnapshot().context.problem?.title).toBe('Large File Upload Failed')
  })

  it('does not retry what the server refused', async () => {
    const started = start({ upload: (_request, sendBack) => sendBack({ type: 'upload.failed', error: { kind: 'http', status: 413 } }) })
    await readyToUpload(started)
    expect(started.actor.getSnapshot().matches('failed')).toBe(true)
    expect(started.actor.getSnapshot().context.problem?.title).toBe('Video File Too Big')
    expect(started.uploads).toHaveLength(1)
  })

  it('times the ticket request out after 30 s and retries it', async () => {
    let calls = 0
    const started = start({
      ticket: () => {
        calls += 1
        return calls === 1 ? new Promise(() => {}) : Promise.resolve('/api/uploads/second')
      },
    })
    started.actor.send({ type: 'file.choose', clip: clip() })
    await settled(started.actor, 'ready')
    started.actor.send({ type: 'upload.start' })
    started.clock.increment(30_000)
    expect(started.actor.getSnapshot().matches({ uploading: 'waitingToRetry' })).toBe(true)
    started.clock.increment(2000)
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done', { timeout: 1000 })
    expect(started.uploads[0]?.url).toBe('/api/uploads/second')
  })

  it('can be cancelled, and tried again with a new ticket after a 410', async () => {
    let attempt = 0
    const started = start({
      upload: (_request, sendBack) => {
        attempt += 1
        if (attempt === 2) sendBack({ type: 'upload.failed', error: { kind: 'http', status: 410 } })
        if (attempt === 3) sendBack({ type: 'upload.done', fileName: 'v.mp4' })
      },
    })
    await readyToUpload(started)
    started.actor.send({ type: 'upload.cancel' })
    expect(started.actor.getSnapshot().context.problem?.title).toBe('Upload Cancelled')
    started.actor.send({ type: 'upload.retry' })
    await flush()
    expect(started.actor.getSnapshot().context.problem?.title).toBe('Upload Error')
    started.actor.send({ type: 'upload.retry' })
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done', { timeout: 1000 })
    expect(started.uploads.map((u) => u.url)).toEqual(['/api/uploads/ticket-1', '/api/uploads/ticket-1', '/api/uploads/ticket-2'])
  })

  it('a failed notification is retried without uploading again', async () => {
    let calls = 0
    const started = start({
      notify: async () => {
        calls += 1
        const unavailable: VideoUploadError = { kind: 'http', status: 503 }
        if (calls === 1) throw unavailable
      },
    })
    await readyToUpload(started)
    await settled(started.actor, 'failed')
    expect(started.actor.getSnapshot().context.problem?.title).toBe('Server Temporarily Down')
    started.actor.send({ type: 'upload.retry' })
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done', { timeout: 1000 })
    expect(started.uploads).toHaveLength(1)
    expect(started.notified).toHaveLength(2)
  })
})
