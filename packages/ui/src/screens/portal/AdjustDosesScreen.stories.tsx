import type { Meta, StoryObj } from '@storybook/react-vite'
import { adjustDosesMessages, adjustDosesPlan, imageUploadMessages } from '@telehealth/domain'
import { expect, fn, within } from 'storybook/test'
import { ImageUploader } from '../../components/ImageUploader.tsx'
import { mobileViewport } from '../../stories/mobile.ts'
import { AdjustDosesScreen, AdjustDosesUnavailable } from './AdjustDosesScreen.tsx'

const uploader = <ImageUploader state="idle" onChoose={fn()} onConfirm={fn()} />

const meta = {
  title: 'Screens/Portal/Adjust doses',
  component: AdjustDosesScreen,
  args: {
    step: 'doses',
    months: adjustDosesPlan('tirzepatide', []),
    value: [],
    uploader,
    onDoseChange: fn(),
    onNext: fn(),
    onBack: fn(),
    onSubmit: fn(),
  },
  ...mobileViewport,
} satisfies Meta<typeof AdjustDosesScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseDoses: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: adjustDosesMessages.stepDoses })).toBeInTheDocument()
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeEnabled()
    await expect(page.getAllByText('Choose a dose for Month 1 first.')).toHaveLength(1)
  },
}

const schedule = [5, 7.5, null]
export const DosesChosen: Story = {
  args: { months: adjustDosesPlan('tirzepatide', schedule), value: schedule },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    // Month 3 after 7.5 mg: the same dose and the next two steps up only.
    const month3 = page.getByRole('group', { name: 'Month 3' })
    await expect(within(month3).getAllByRole('radio')).toHaveLength(3)
    await expect(within(month3).queryByRole('radio', { name: /^5 ?mg/ })).toBeNull()
  },
}

export const DeclinesWaitingPrescription: Story = {
  args: { months: adjustDosesPlan('tirzepatide', schedule), value: schedule, declinesPrescription: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(adjustDosesMessages.declinesPrescription)
  },
}

export const MonthMissing: Story = {
  args: { months: adjustDosesPlan('semaglutide', [0.25]), value: [0.25], stepError: adjustDosesMessages.chooseEveryMonth },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adjustDosesMessages.chooseEveryMonth)).toBeInTheDocument()
  },
}

export const UploadPhoto: Story = {
  args: { step: 'photo' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: adjustDosesMessages.stepPhoto })).toBeInTheDocument()
    await expect(page.getByRole('button', { name: adjustDosesMessages.submit })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeEnabled()
  },
}

export const UploadFailed: Story = {
  args: { step: 'photo', uploader: <ImageUploader state="failed" error={imageUploadMessages.genericFailed} onChoose={fn()} onConfirm={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(imageUploadMessages.genericFailed)).toBeInTheDocument()
  },
}

export const PhotoMissing: Story = {
  args: { step: 'photo', stepError: adjustDosesMessages.photoRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adjustDosesMessages.photoRequired)).toBeInTheDocument()
  },
}

export const Submitting: Story = {
  args: { step: 'photo', submitting: true, uploader: <ImageUploader state="uploaded" onChoose={fn()} onConfirm={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: adjustDosesMessages.submitting })).toBeDisabled()
  },
}

export const Refused: Story = {
  args: { step: 'photo', submitError: adjustDosesMessages.alreadyOpen },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adjustDosesMessages.alreadyOpen)).toBeInTheDocument()
  },
}

export const Unavailable: Story = {
  render: () => <AdjustDosesUnavailable message={adjustDosesMessages.notAdjustable} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(adjustDosesMessages.notAdjustable)).toBeInTheDocument()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
  },
}
