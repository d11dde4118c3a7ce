import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { DoctorMessageModal, type DoctorMessageAnswer } from './DoctorMessageModal.tsx'

const meta = {
  title: 'Portal/Doctor/DoctorMessageModal',
  component: DoctorMessageModal,
  ...mobileViewport,
  decorators: [
    (Story) => (
      <div className="bg-canvas p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    visitId: 'Qm9vTWVzc2FnZVZpc2l0MQ',
    defaultOpen: true,
    onSend: fn(async (): Promise<DoctorMessageAnswer> => ({ status: 'success' })),
    onSent: fn(),
  },
} satisfies Meta<typeof DoctorMessageModal>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Open: the textarea, Send Message and Cancel. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Message to the doctor' })
    await expect(within(dialog).getByRole('textbox', { name: 'Message to your doctor' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

/** Closed: the order card's link that opens it. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Message to the doctor' }))
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Message to the doctor' })).toBeVisible()
  },
}

/** Blank (or only spaces): refused in place, nothing posted. */
export const Blank: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Message to the doctor' })
    await userEvent.type(within(dialog).getByRole('textbox'), '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }))
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please write a message to your doctor.')
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

/** Sent: { message, visitId } posted, the dialog closes and the page is told (its toast). */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Message to the doctor' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'My order shows the wrong dose.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1))
    await expect(args.onSend).toHaveBeenCalledWith({ message: 'My order shows the wrong dose.', visitId: 'Qm9vTWVzc2FnZVZpc2l0MQ' })
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
  },
}

/** The server refuses (its reason, inline) and the message stays to be sent again. */
export const Refused: Story = {
  args: { onSend: fn(async (): Promise<DoctorMessageAnswer> => ({ status: 'error', message: 'Too many attempts. Please wait a few minutes and try again.' })) },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Message to the doctor' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts.')
    await expect(within(dialog).getByRole('textbox')).toHaveValue('Hello')
    await expect(args.onSent).not.toHaveBeenCalled()
  },
}

/** No answer at all (the network): the spec's send failure, inline. */
export const NetworkFailure: Story = {
  args: { onSend: fn(async (): Promise<DoctorMessageAnswer> => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Message to the doctor' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.')
  },
}

/** On its way: Send Message is disabled and says so. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<DoctorMessageAnswer>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Message to the doctor' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }))
    await expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled()
  },
}
