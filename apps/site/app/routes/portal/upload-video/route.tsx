import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { cameraProblemText, chosenVideoType, isSafari, VIDEO_LIMITS, videoMessages, videoPlatform } from '@telehealth/domain'
import { videoUploadMachine, type UploadAttemptReport, type VideoClip } from '@telehealth/machines'
import { FunnelLayout } from '@telehealth/ui'
import { VideoUploadScreen, type VideoUploadView } from '@telehealth/ui/screens/video/VideoUploadScreen'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { videoPageFor } from './upload-video.server.ts'
import {
  compressVideoActor,
  notifyServerActor,
  openCameraActor,
  readDurationActor,
  recorderActor,
  reportAttempt,
  requestTicketActor,
  stopCamera,
  uploadVideoActor,
  type CameraHolder,
} from './video-browser.ts'

export const meta: MetaFunction = () => [{ title: videoMessages.pageTitle }]

/** A form id as the questionnaire hands it on (the order's id): short, letters, digits, dashes (never PHI). */
const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/

export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const formId = params.id ?? ''
  if (!FORM_ID.test(formId)) throw data({ message: 'Unknown form' }, { status: 404 })
  // The video is the order's own: another patient's order is not found; one that takes no video now goes home (ADR 087).
  const page = await videoPageFor(patient, formId, new URL(request.url).searchParams.get('state'))
  if (page.kind === 'notFound') throw data({ message: page.message }, { status: 404 })
  if (page.kind === 'notNow') throw redirect('/home')
  return { brandName: await getBrandName(), formId: page.orderId, stateName: page.stateName }
}

const EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' }

/** The chosen file as the machine sees it, under a name of our own (a file's name may hold a patient's name). */
function clipOf(file: File | null): VideoClip | null {
  if (!file) return null
  const type = chosenVideoType(file.type, file.name)
  return { blob: file, name: `video.${EXTENSIONS[type] ?? 'mp4'}`, type, size: file.size, durationSeconds: null, source: 'file' }
}

export default function UploadVideoRoute() {
  const page = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [chosenName, setChosenName] = useState('')
  // One holder for the page's life, made once (the camera actors keep the stream on it).
  const [camera] = useState<CameraHolder>(() => ({ stream: null, onChange: setStream }))
  const environment = useMemo(() => {
    const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent
    return { platform: videoPlatform(userAgent), safari: isSafari(userAgent) }
  }, [])
  const machine = useMemo(
    () =>
      videoUploadMachine.provide({
        actors: {
          openCamera: openCameraActor(camera),
          recorder: recorderActor(camera, environment.platform),
          readDuration: readDurationActor,
          compressVideo: compressVideoActor,
          requestTicket: requestTicketActor(page.formId),
          uploadVideo: uploadVideoActor,
          notifyServer: notifyServerActor,
        },
        actions: { reportAttempt: (_, report: UploadAttemptReport) => reportAttempt(page.formId, report) },
      }),
    [camera, environment.platform, page.formId],
  )
  const [snapshot, send] = useMachine(machine, { input: { formId: page.formId, ...environment } })
  const { context } = snapshot
  const inCamera = snapshot.matches('camera')

  // The camera is let go as soon as the patient leaves it, and when the page goes.
  useEffect(() => {
    if (!inCamera) stopCamera(camera)
  }, [inCamera, camera])
  useEffect(() => () => stopCamera(camera), [camera])

  useEffect(() => {
    if (snapshot.status === 'done') navigate('/home')
  }, [snapshot.status, navigate])

  const recordedUrl = useMemo(
    () => (snapshot.matches({ camera: 'review' }) && context.clip ? URL.createObjectURL(context.clip.blob) : null),
    [snapshot, context.clip],
  )
  useEffect(() => () => (recordedUrl ? URL.revokeObjectURL(recordedUrl) : undefined), [recordedUrl])

  const view = viewOf(snapshot, chosenName, environment.safari)
  const preview = recordedUrl ? (
    // The patient's own clip, played back for review just after recording: there is no caption text to give.
    // eslint-disable-next-line jsx-a11y/media-has-caption -- a just-recorded clip reviewed by its author has no captions
    <video src={recordedUrl} controls playsInline className="h-full w-full object-cover" aria-label="Your recorded video" />
  ) : stream ? (
    <LivePreview stream={stream} />
  ) : undefined

  return (
    <FunnelLayout brandName={page.brandName}>
      <VideoUploadScreen
        view={view}
        stateName={page.stateName}
        preview={preview}
        onChooseFile={(file) => {
          setChosenName(file?.name ?? '')
          send({ type: 'file.choose', clip: clipOf(file) })
        }}
        onOpenCamera={() => send({ type: 'camera.open' })}
        onCloseCamera={() => send({ type: 'camera.close' })}
        onStartRecording={() => send({ type: 'record.start' })}
        onStopRecording={() => send({ type: 'record.stop' })}
        onRetake={() => send({ type: 'record.retake' })}
        onUseRecording={() => send({ type: 'record.use' })}
        onCompress={() => send({ type: 'compress.start' })}
        onSkipCompression={() => send({ type: 'compress.skip' })}
        onUpload={() => send({ type: 'upload.start' })}
        onCancelUpload={() => send({ type: 'upload.cancel' })}
        onRetry={() => send({ type: 'upload.retry' })}
        onChangeVideo={() => send({ type: 'video.change' })}
      />
    </FunnelLayout>
  )
}

function LivePreview({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream
  }, [stream])
  // Muted: the patient should not hear themselves; mirrored, as a selfie camera reads.
  return <video ref={ref} autoPlay muted playsInline aria-label="Camera preview" className="h-full w-full -scale-x-100 object-cover" />
}

type Snapshot = SnapshotFrom<typeof videoUploadMachine>

function viewOf(snapshot: Snapshot, chosenName: string, safari: boolean): VideoUploadView {
  const { context } = snapshot
  const problem = context.problem
  if (snapshot.matches({ camera: 'starting' })) return { step: 'cameraStarting' }
  if (snapshot.matches({ camera: 'failed' }) || snapshot.matches({ camera: 'retryingBasic' })) {
    return {
      step: 'cameraFailed',
      problem: cameraProblemText(context.cameraProblem ?? 'generic', { safari }),
      retrying: snapshot.matches({ camera: 'retryingBasic' }),
    }
  }
  if (snapshot.matches({ camera: 'ready' })) return { step: 'cameraReady', problem }
  if (snapshot.matches({ camera: 'countdown' })) return { step: 'countdown', seconds: context.countdown }
  if (snapshot.matches({ camera: 'recording' })) return { step: 'recording', seconds: context.recordedSeconds, maxSeconds: VIDEO_LIMITS.recordingLimitSeconds }
  if (snapshot.matches({ camera: 'review' })) return { step: 'review', seconds: context.clip?.durationSeconds ?? context.recordedSeconds }
  if (snapshot.matches('checking')) return { step: 'checking' }
  if (snapshot.matches('refused') && problem) return { step: 'refused', problem }
  if (snapshot.matches('ready') && context.clip) {
    const name = context.clip.source === 'recording' ? 'Your recording' : chosenName || 'Your video'
    return { step: 'ready', fileName: name, sizeBytes: context.clip.size, seconds: context.clip.durationSeconds }
  }
  if (snapshot.matches('compressOffer')) return { step: 'compressOffer', sizeBytes: context.clip?.size ?? 0, targetBytes: VIDEO_LIMITS.compressionTargetBytes }
  if (snapshot.matches('compressing')) return { step: 'compressing', fraction: context.compressionProgress }
  if (snapshot.matches('compressionFailed') && problem) return { step: 'compressionFailed', problem }
  if (snapshot.matches({ uploading: 'notifying' })) return { step: 'notifying' }
  if (snapshot.matches('uploading')) {
    return {
      step: 'uploading',
      loaded: context.progress.loaded,
      total: context.progress.total,
      retry: context.retriesMade > 0 ? context.retriesMade : null,
      waitingToRetry: snapshot.matches({ uploading: 'waitingToRetry' }),
    }
  }
  if (snapshot.matches('failed') && problem) return { step: 'failed', problem }
  if (snapshot.status === 'done') return { step: 'done' }
  return { step: 'choose' }
}
