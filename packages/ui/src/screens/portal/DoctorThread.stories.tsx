import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { chatAcceptTypes, fileOf, sent, threadMessages } from '../../stories/doctor-fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import type { DoctorSendResult } from './DoctorMessageComposer.tsx'
import { DoctorThread } from './DoctorThread.tsx'

const meta = {
  title: 'Portal/Doctor/DoctorThread',
  component: DoctorThread,
  ...mobileViewport,
  decorators: [
    (Story) => (
      <div className="bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    messages: threadMessages,
    page: 1,
    hasOlder: false,
    pageHref: (page: number) => `?page=${page}`,
    acceptTypes: chatAcceptTypes,
    onSend: fn(sent),
    onSent: fn(),
  },
} satisfies Meta<typeof DoctorThread>

export default meta
type Story = StoryObj<typeof meta>

const textbox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Message to your doctor' })
const sendButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Send' })
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!

/** No message yet: the invitation, and Send waits for a message or a file. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No messages yet. Write to your doctor below.')).toBeVisible()
    await expect(sendButton(canvasElement)).toBeDisabled()
  },
}

/** Sent and received: 'You', 'Doctor' (a clinician's reply), 'Support' (anyone else), the times, an attachment to download. */
export const Messages: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Messages with your doctor' }))
    const items = list.getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(within(items[0]!).getByText('You')).toBeVisible()
    await expect(within(items[1]!).getByText('Doctor')).toBeVisible()
    await expect(within(items[3]!).getByText('Support')).toBeVisible()
    await expect(list.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/files/31')
    await expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-24T14:05:00.000Z')
  },
}

/** A message on its way: the text stays, Send says so and is disabled until the answer. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<DoctorSendResult>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(textbox(canvasElement), 'Can I take it with food?')
    await userEvent.click(sendButton(canvasElement))
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled()
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Can I take it with food?', file: null })
  },
}

/** Sent: the composer is emptied and the page is told to reload the thread. */
export const SentAndCleared: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(textbox(canvasElement), 'Thank you!')
    await userEvent.click(sendButton(canvasElement))
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1))
    await expect(textbox(canvasElement)).toHaveValue('')
  },
}

/** A file alone may be sent (the server writes '[File attachment]'); the upload fails: the spec's alert. */
export const UploadError: Story = {
  args: { onSend: fn(async (): Promise<DoctorSendResult> => ({ ok: false, failure: 'upload' })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), fileOf('insurance-card.png', 2048, 'image/png'))
    await expect(within(canvasElement).getByTitle('insurance-card.png')).toBeVisible()
    await userEvent.click(sendButton(canvasElement))
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to upload file. Please try again.')
    await expect(args.onSent).not.toHaveBeenCalled()
  },
}

/** The post fails: the spec's alert, the server's reason below it, and the text kept to try again. */
export const SendError: Story = {
  args: {
    onSend: fn(async (): Promise<DoctorSendResult> => ({ ok: false, failure: 'send', detail: 'Too many attempts. Please wait a few minutes and try again.' })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(textbox(canvasElement), 'Is my dose right?')
    await userEvent.click(sendButton(canvasElement))
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to send message. Please try again.')
    await expect(alert).toHaveTextContent('Too many attempts.')
    await expect(textbox(canvasElement)).toHaveValue('Is my dose right?')
  },
}

/** A file over 5 MB is refused before any upload, by the spec's words; nothing is sent. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), fileOf('scan.pdf', 5 * 1024 * 1024 + 1))
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('File "scan.pdf" is too large. Maximum size is 5 MB.')
    await expect(sendButton(canvasElement)).toBeDisabled()
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

/** The 256-character limit: the field takes no more, and the count says so. */
export const AtTheLimit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(textbox(canvasElement))
    await userEvent.paste('a'.repeat(300))
    await expect(textbox(canvasElement)).toHaveValue('a'.repeat(256))
    await expect(within(canvasElement).getByText('256/256')).toBeVisible()
  },
}

/** The second page (older messages): links to older and newer pages. */
export const OlderPages: Story = {
  args: { page: 2, hasOlder: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Show older messages' })).toHaveAttribute('href', '?page=3')
    await expect(canvas.getByRole('link', { name: 'Show newer messages' })).toHaveAttribute('href', '?page=1')
  },
}
