import type { Meta, StoryObj } from '@storybook/react-vite'
import { prescriptionMessages } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { PrescriptionConfirmScreen } from './PrescriptionConfirmScreen.tsx'

const items = [
  { rxId: 'rx-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg weekly', directions: 'Inject 0.25 mL under the skin once a week for 4 weeks.' },
  { rxId: 'rx-2', name: 'Alcohol prep pads', strength: null, directions: 'Use one before each injection.' },
]

const meta = {
  title: 'Screens/Portal/Prescription confirmation',
  component: PrescriptionConfirmScreen,
  args: { items, renderForm: ({ children }) => <form onSubmit={(event) => event.preventDefault()}>{children}</form> },
  ...mobileViewport,
} satisfies Meta<typeof PrescriptionConfirmScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Items: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getAllByRole('listitem')).toHaveLength(2)
    await expect(page.getByRole('button', { name: prescriptionMessages.approve })).toBeEnabled()
    await expect(page.getByRole('button', { name: prescriptionMessages.decline })).toBeEnabled()
    await expect(page.getByText(prescriptionMessages.deadline)).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(prescriptionMessages.empty)).toBeInTheDocument()
    await expect(page.queryByRole('button', { name: prescriptionMessages.approve })).toBeNull()
  },
}

export const ErrorMessage: Story = {
  args: { error: prescriptionMessages.failed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(prescriptionMessages.failed)
  },
}

export const Submitting: Story = {
  args: { submitting: 'approve' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('button', { name: prescriptionMessages.submitting })).toBeDisabled()
    await expect(page.getByRole('button', { name: prescriptionMessages.decline })).toBeDisabled()
  },
}

export const AlreadyConfirmed: Story = {
  args: { answered: prescriptionMessages.alreadyAsWritten },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('status')).toHaveTextContent('This prescription was already confirmed')
    await expect(page.queryByRole('button', { name: prescriptionMessages.approve })).toBeNull()
  },
}
