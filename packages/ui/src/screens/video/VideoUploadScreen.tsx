import { videoMessages } from '@telehealth/domain'
import type { ChangeEvent, ReactNode } from 'react'
import { Button, primaryButtonClassName } from '../../components/Button.tsx'

/** A title and the sentence below it. */
export interface VideoProblemText {
  title: string
  message: string
}

/** Where the page is, one per state of the video-upload machine. */
export type VideoUploadView =
  | { step: 'choose' }
  | { step: 'refused'; problem: VideoProblemText }
  | { step: 'checking' }
  | { step: 'cameraStarting' }
  | { step: 'cameraFailed'; problem: VideoProblemText; retrying: boolean }
  | { step: 'cameraReady'; problem?: VideoProblemText | null }
  | { step: 'countdown'; seconds: number }
  | { step: 'recording'; seconds: number; maxSeconds: number }
  | { step: 'review'; seconds: number }
  | { step: 'ready'; fileName: string; sizeBytes: number; seconds: number | null }
  | { step: 'compressOffer'; sizeBytes: number; targetBytes: number }
  | { step: 'compressing'; fraction: number }
  | { step: 'compressionFailed'; problem: VideoProblemText }
  | { step: 'uploading'; loaded: number; total: number; retry: number | null; waitingToRetry: boolean }
  | { step: 'notifying' }
  | { step: 'failed'; problem: VideoProblemText }
  | { step: 'done' }

export interface VideoUploadScreenProps {
  view: VideoUploadView
  /** The patient's state's name, when known: it is why the video is asked for. */
  stateName: string | null
  /** The live camera or the recorded video (a <video> the route owns); a placeholder in stories. */
  preview?: ReactNode
  onChooseFile: (file: File | null) => void
  onOpenCamera: () => void
  onCloseCamera: () => void
  onStartRecording: () => void
  onStopRecording: () => void
  onRetake: () => void
  onUseRecording: () => void
  onCompress: () => void
  onSkipCompression: () => void
  onUpload: () => void
  onCancelUpload: () => void
  onRetry: () => void
  onChangeVideo: () => void
}

const MB = 1024 * 1024
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes >= 10 * MB ? 0 : 1)} MB`
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

function ProblemBox({ problem }: { problem: VideoProblemText }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger-50 px-4 py-3 text-danger">
      <h2 className="text-base font-bold">{problem.title}</h2>
      {problem.message ? <p className="mt-1 text-sm leading-6">{problem.message}</p> : null}
    </div>
  )
}

function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-sm font-medium">
        <span>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-3 rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}

function Stage({ children, overlay, dim = true }: { children?: ReactNode; overlay?: ReactNode; dim?: boolean }) {
  return (
    <div className="relative aspect-[3/4] w-full overflow-hidden rounded-3xl bg-ink/90 sm:aspect-video">
      {children ?? (
        <div aria-hidden="true" className="grid h-full place-items-center">
          <svg viewBox="0 0 24 24" className="size-14 fill-white/40">
            <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h7A2.5 2.5 0 0 1 16 6.5v1.7l3.4-2.1A1 1 0 0 1 21 7v10a1 1 0 0 1-1.6.8L16 15.8v1.7a2.5 2.5 0 0 1-2.5 2.5h-7A2.5 2.5 0 0 1 4 17.5v-11Z" />
          </svg>
        </div>
      )}
      {overlay ? <div className={`absolute inset-0 grid place-items-center text-white ${dim ? 'bg-ink/40' : ''}`}>{overlay}</div> : null}
    </div>
  )
}

function FilePicker({ onChooseFile, label }: { onChooseFile: (file: File | null) => void; label: string }) {
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    onChooseFile(event.currentTarget.files?.[0] ?? null)
    // The same file can be chosen again after a problem.
    event.currentTarget.value = ''
  }
  return (
    <label className="inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-full border-2 border-brand-700 bg-white px-6 py-2.5 text-base font-semibold text-brand-800 transition hover:bg-brand-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700">
      {label}
      <input type="file" accept="video/*" className="sr-only" onChange={changed} />
    </label>
  )
}

/** What is shown, the way on, and "Choose another video". */
function WayOn({ children, label, onGo, onChangeVideo }: { children: ReactNode; label: string; onGo: () => void; onChangeVideo: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      {children}
      <Button onClick={onGo}>{label}</Button>
      <Button variant="secondary" onClick={onChangeVideo}>
        Choose another video
      </Button>
    </div>
  )
}

function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-6 text-base font-medium text-muted">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 motion-safe:animate-spin">
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className="stroke-brand-100" />
        <path d="M12 3a9 9 0 0 1 9 9" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-brand-600" />
      </svg>
      {label}
    </p>
  )
}

/**
 * /upload-video/{id}: "A Quick Video is Required". Presentational: the route runs the
 * video-upload machine and maps its state to `view`.
 */
export function VideoUploadScreen(props: VideoUploadScreenProps) {
  const { stateName } = props
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{videoMessages.pageTitle}</h1>
        <p className="text-base leading-7 text-muted">
          {stateName
            ? `Doctors in ${stateName} need to see you on video before they can prescribe. `
            : 'Your doctor needs to see you on video before they can prescribe. '}
          Record 5 to 60 seconds: look at the camera and say your full name and today&apos;s date.
        </p>
      </header>
      <Step {...props} />
    </div>
  )
}

function Step(props: VideoUploadScreenProps) {
  const { view, preview } = props
  switch (view.step) {
    case 'choose':
    case 'refused':
      return (
        <div className="flex flex-col gap-4">
          {view.step === 'refused' ? <ProblemBox problem={view.problem} /> : null}
          <Button onClick={props.onOpenCamera}>Record a video</Button>
          <FilePicker onChooseFile={props.onChooseFile} label="Choose a video" />
          <p className="text-sm leading-6 text-muted">A video file can be up to 100 MB. Larger than 60 MB, we make it smaller before it is sent.</p>
        </div>
      )
    case 'checking':
      return <Spinner label="Checking your video..." />
    case 'cameraStarting':
      return (
        <div className="flex flex-col gap-4">
          <Stage overlay={<Spinner label="Starting your camera..." />} />
          <Button variant="secondary" onClick={props.onCloseCamera}>
            Cancel
          </Button>
        </div>
      )
    case 'cameraFailed':
      return (
        <div className="flex flex-col gap-4">
          <ProblemBox problem={view.problem} />
          {view.retrying ? (
            <Spinner label="Trying again..." />
          ) : (
            <>
              <Button onClick={props.onOpenCamera}>Try again</Button>
              <FilePicker onChooseFile={props.onChooseFile} label="Choose a video instead" />
            </>
          )}
        </div>
      )
    case 'cameraReady':
      return (
        <div className="flex flex-col gap-4">
          {view.problem ? <ProblemBox problem={view.problem} /> : null}
          <Stage>{preview}</Stage>
          <Button onClick={props.onStartRecording}>Start recording</Button>
          <Button variant="secondary" onClick={props.onCloseCamera}>
            Cancel
          </Button>
        </div>
      )
    case 'countdown':
      return (
        <div className="flex flex-col gap-4">
          <Stage
            overlay={
              <span role="status" aria-label={`Recording starts in ${view.seconds}`} className="text-7xl font-bold">
                {view.seconds}
              </span>
            }
          >
            {preview}
          </Stage>
          <p className="text-center text-base text-muted">Get ready...</p>
        </div>
      )
    case 'recording':
      return (
        <div className="flex flex-col gap-4">
          <Stage
            dim={false}
            overlay={
              <span className="absolute left-3 top-3 flex items-center gap-2 rounded-full bg-danger px-3 py-1 text-sm font-semibold text-white">
                <span aria-hidden="true" className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
                <span role="timer" aria-label="Recording time">
                  REC {clock(view.seconds)} / {clock(view.maxSeconds)}
                </span>
              </span>
            }
          >
            {preview}
          </Stage>
          <Button onClick={props.onStopRecording}>Stop recording</Button>
        </div>
      )
    case 'review':
      return (
        <div className="flex flex-col gap-4">
          <Stage>{preview}</Stage>
          <p className="text-center text-base text-muted">Your video is {view.seconds} seconds long.</p>
          <Button onClick={props.onUseRecording}>Use this video</Button>
          <Button variant="secondary" onClick={props.onRetake}>
            Retake
          </Button>
        </div>
      )
    case 'ready':
      return (
        <WayOn label="Upload video" onGo={props.onUpload} onChangeVideo={props.onChangeVideo}>
          <div className="rounded-2xl border border-line bg-white px-4 py-3">
            <p className="break-all text-base font-semibold">{view.fileName}</p>
            <p className="text-sm text-muted">
              {megabytes(view.sizeBytes)}
              {view.seconds !== null ? `, ${Math.round(view.seconds)} seconds` : ''}
            </p>
          </div>
        </WayOn>
      )
    case 'compressOffer':
      return (
        <WayOn label="Compress and upload" onGo={props.onCompress} onChangeVideo={props.onChangeVideo}>
          <div className="rounded-2xl border border-line bg-white px-4 py-3 text-base leading-7">
            Your video is {megabytes(view.sizeBytes)}. We will make it smaller (under {megabytes(view.targetBytes)}) on this device before sending it, so it
            uploads faster.
          </div>
        </WayOn>
      )
    case 'compressing':
      return (
        <div className="flex flex-col gap-3">
          <ProgressBar label="Making your video smaller" fraction={view.fraction} />
          <p className="text-sm text-muted">Please keep this page open.</p>
        </div>
      )
    case 'compressionFailed':
      return (
        <WayOn label="Upload as it is" onGo={props.onSkipCompression} onChangeVideo={props.onChangeVideo}>
          <ProblemBox problem={view.problem} />
        </WayOn>
      )
    case 'uploading':
      return (
        <div className="flex flex-col gap-3">
          <ProgressBar label="Uploading your video" fraction={view.total > 0 ? view.loaded / view.total : 0} />
          <p role="status" className="text-sm text-muted">
            {view.waitingToRetry
              ? `The connection dropped. Trying again (attempt ${(view.retry ?? 0) + 1})...`
              : `${megabytes(view.loaded)} of ${megabytes(view.total)}. Please keep this page open.`}
          </p>
          <Button variant="secondary" onClick={props.onCancelUpload}>
            Cancel upload
          </Button>
        </div>
      )
    case 'notifying':
      return <Spinner label="Finishing up..." />
    case 'failed':
      return (
        <WayOn label="Try Again" onGo={props.onRetry} onChangeVideo={props.onChangeVideo}>
          <ProblemBox problem={view.problem} />
        </WayOn>
      )
    case 'done':
      return (
        <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-brand-50 px-4 py-6 text-center">
          <p className="text-lg font-semibold text-brand-800">Video uploaded. Thank you!</p>
          <a href="/home" className={primaryButtonClassName}>
            Go to your dashboard
          </a>
        </div>
      )
  }
}
