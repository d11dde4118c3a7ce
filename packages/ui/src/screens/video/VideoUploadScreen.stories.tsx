import type { Meta, StoryObj } from '@storybook/react-vite'
import { cameraProblemText, videoMessages, videoProblemDetails, videoUploadFailureTitles, videoValidationTitles } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { asPage } from '../../stories/funnel-decorator.tsx'
import { mobileViewport } from '../../stories/mobile.ts'
import { VideoUploadScreen, type VideoProblemText } from './VideoUploadScreen.tsx'

const MB = 1024 * 1024
const problem = (title: string): VideoProblemText => ({ title, message: videoProblemDetails[title] ?? '' })

const meta = {
  title: 'Screens/Video upload',
  component: VideoUploadScreen,
  args: {
    view: { step: 'choose' },
    stateName: 'Texas',
    onChooseFile: fn(),
    onOpenCamera: fn(),
    onCloseCamera: fn(),
    onStartRecording: fn(),
    onStopRecording: fn(),
    onRetake: fn(),
    onUseRecording: fn(),
    onCompress: fn(),
    onSkipCompression: fn(),
    onUpload: fn(),
    onCancelUpload: fn(),
    onRetry: fn(),
    onChangeVideo: fn(),
  },
  decorators: [asPage()],
  ...mobileViewport,
} satisfies Meta<typeof VideoUploadScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(videoMessages.pageTitle)
    await expect(canvas.getByText(/Doctors in Texas/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Record a video' }))
    await expect(args.onOpenCamera).toHaveBeenCalled()
    await expect(canvas.getByLabelText('Choose a video')).toHaveAttribute('accept', 'video/*')
  },
}

export const WithoutState: Story = { args: { stateName: null } }

export const Checking: Story = { args: { view: { step: 'checking' } } }

export const TooShort: Story = {
  args: { view: { step: 'refused', problem: problem(videoValidationTitles.tooShort) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Video Too Short')
  },
}
export const TooLong: Story = { args: { view: { step: 'refused', problem: problem(videoValidationTitles.tooLong) } } }
export const TooLarge: Story = { args: { view: { step: 'refused', problem: problem(videoValidationTitles.tooLarge) } } }
export const WrongType: Story = { args: { view: { step: 'refused', problem: problem(videoValidationTitles.wrongType) } } }
export const FormatIssue: Story = { args: { view: { step: 'refused', problem: problem(videoValidationTitles.formatIssue) } } }

export const CameraStarting: Story = { args: { view: { step: 'cameraStarting' } } }
export const CameraDeniedInSafari: Story = {
  args: { view: { step: 'cameraFailed', problem: cameraProblemText('permissionDenied', { safari: true }), retrying: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Website Settings')
  },
}
export const CameraBusy: Story = { args: { view: { step: 'cameraFailed', problem: cameraProblemText('cameraBusy'), retrying: false } } }
export const CameraRetryingBasicSettings: Story = {
  args: { view: { step: 'cameraFailed', problem: cameraProblemText('incompatibleSettings'), retrying: true } },
}
export const CameraReady: Story = { args: { view: { step: 'cameraReady' } } }
export const RecordingFailed: Story = {
  args: { view: { step: 'cameraReady', problem: { title: videoMessages.recordingFailed, message: '' } } },
}
export const Countdown: Story = {
  args: { view: { step: 'countdown', seconds: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible()
  },
}
export const Recording: Story = {
  args: { view: { step: 'recording', seconds: 7, maxSeconds: 60 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:07 / 1:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Stop recording' }))
    await expect(args.onStopRecording).toHaveBeenCalled()
  },
}
export const Review: Story = { args: { view: { step: 'review', seconds: 12 } } }
export const Ready: Story = { args: { view: { step: 'ready', fileName: 'IMG_4821.MOV', sizeBytes: 23.4 * MB, seconds: 18 } } }
export const CompressOffer: Story = { args: { view: { step: 'compressOffer', sizeBytes: 74 * MB, targetBytes: 60 * MB } } }
export const Compressing: Story = { args: { view: { step: 'compressing', fraction: 0.42 } } }
export const CompressionFailed: Story = { args: { view: { step: 'compressionFailed', problem: problem('Compression Failed') } } }
export const Uploading: Story = {
  args: { view: { step: 'uploading', loaded: 9 * MB, total: 24 * MB, retry: null, waitingToRetry: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38')
  },
}
export const WaitingToRetry: Story = { args: { view: { step: 'uploading', loaded: 9 * MB, total: 24 * MB, retry: 1, waitingToRetry: true } } }
export const Notifying: Story = { args: { view: { step: 'notifying' } } }
export const UploadTooSlow: Story = { args: { view: { step: 'failed', problem: problem(videoUploadFailureTitles.tooSlow) } } }
export const UploadOffline: Story = { args: { view: { step: 'failed', problem: problem(videoUploadFailureTitles.offline) } } }
export const UploadNotAuthorized: Story = { args: { view: { step: 'failed', problem: problem(videoUploadFailureTitles.notAuthorized) } } }
export const Done: Story = { args: { view: { step: 'done' } } }
