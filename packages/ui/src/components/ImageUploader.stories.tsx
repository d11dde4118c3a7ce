import type { Meta, StoryObj } from '@storybook/react-vite'
import { imageUploadMessages } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { ImageUploader } from './ImageUploader.tsx'

/** A 1×1 green pixel, so the preview renders without a network. */
const preview = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC'

const meta = {
  title: 'Components/ImageUploader',
  component: ImageUploader,
  args: { state: 'idle', onChoose: () => undefined, onConfirm: () => undefined },
  decorators: [(Story) => <div className="p-5">{Story()}</div>],
  ...mobileViewport,
} satisfies Meta<typeof ImageUploader>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Choose a photo')).toBeInTheDocument()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const NotAnImage: Story = { args: { error: imageUploadMessages.notAnImage } }

export const Chosen: Story = {
  args: { state: 'chosen', previewUrl: preview },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm Upload' })).toBeEnabled()
  },
}

export const Uploading: Story = {
  args: { state: 'uploading', previewUrl: preview, progress: 45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45')
    await expect(within(canvasElement).getByRole('button', { name: 'Uploading...' })).toBeDisabled()
  },
}

export const Failed: Story = {
  args: { state: 'failed', previewUrl: preview, error: imageUploadMessages.connectionFailed, errorHint: imageUploadMessages.retryHint },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(imageUploadMessages.retryHint)
    await expect(within(canvasElement).getByRole('button', { name: 'Try Again' })).toBeEnabled()
  },
}

export const Uploaded: Story = { args: { state: 'uploaded', previewUrl: preview } }

/** The questionnaire's other failures, each with the retry hint. */
export const FailedPreparing: Story = {
  args: { state: 'failed', previewUrl: preview, error: imageUploadMessages.signedUrlFailed, errorHint: imageUploadMessages.retryHint },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error preparing upload. Please try again.')
  },
}

export const FailedStoring: Story = {
  args: { state: 'failed', previewUrl: preview, error: imageUploadMessages.storageFailed, errorHint: imageUploadMessages.retryHint },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error uploading file. Please try again.')
  },
}

export const FailedOther: Story = {
  args: { state: 'failed', previewUrl: preview, error: imageUploadMessages.genericFailed, errorHint: imageUploadMessages.retryHint },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The upload was unsuccessful. Please try again.')
  },
}
