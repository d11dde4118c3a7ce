import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { SupportChatMessage } from '@telehealth/domain'
import { mobileViewport } from '../../stories/mobile.ts'
import { SupportChatWidget, type SupportChatWidgetProps } from './SupportChatWidget.tsx'

const profile = { id: 'p-1', first_name: 'Ava', last_name: 'Moreno', email: 'ava@example.com' }

const messages: SupportChatMessage[] = [
  { id: 'm-1', role: 'system', content: 'Customer Service answers on weekdays, 9 to 5 Central.', timestamp: '2026-11-27T14:58:00.000Z', attachment: null },
  { id: 'm-2', role: 'user', content: 'Hi, when does my next box ship?', timestamp: '2026-11-27T15:02:00.000Z', attachment: null },
  {
    id: 'm-3',
    role: 'assistant',
    content: 'It ships on Monday. Here is your updated shipping notice.',
    timestamp: '2026-11-27T15:09:00.000Z',
    attachment: { url: '/api/files/41', name: 'shipping-notice.pdf', type: 'application/pdf' },
  },
  { id: 'm-4', role: 'user', content: 'Thank you!\nHave a good day.', timestamp: '2026-11-27T15:11:00.000Z', attachment: null },
]

const startForm: SupportChatWidgetProps['startForm'] = {
  action: '/home',
  defaults: { first_name: 'Ava', last_name: 'Moreno', email: 'ava@example.com' },
  onSubmit: (event) => event.preventDefault(),
}

/** Open by default, as the patient sees it after tapping the bubble; the bubble opens and closes it. */
function Stateful(args: SupportChatWidgetProps) {
  const [open, setOpen] = useState(args.open)
  return <SupportChatWidget {...args} open={open} onOpenChange={setOpen} />
}

const meta = {
  title: 'Portal/SupportChatWidget',
  component: SupportChatWidget,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    profile,
    startForm,
    messages,
    onSend: fn(),
    timeZone: 'America/Chicago',
  },
  ...mobileViewport,
} satisfies Meta<typeof SupportChatWidget>

export default meta
type Story = StoryObj<typeof meta>

/** Closed: only the bubble, with the replies not yet seen. */
export const Bubble: Story = {
  args: { open: false, unread: 2 },
  play: async () => {
    const bubble = screen.getByRole('button', { name: 'Chat with Customer Service (2 new)' })
    await userEvent.click(bubble)
    await expect(await screen.findByRole('dialog', { name: 'Chat with Customer Service' })).toBeVisible()
  },
}

/** No chat profile yet: the spec's welcome, the name and email prefilled from the account, the consent line and Get Started. */
export const NoProfile: Story = {
  args: { profile: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Customer Service' })
    const form = within(dialog)
    await expect(form.getByText('Welcome!... Enter your name and email to get started')).toBeVisible()
    await expect(form.getByLabelText('First name')).toHaveValue('Ava')
    await expect(form.getByLabelText('Last name')).toHaveValue('Moreno')
    await expect(form.getByLabelText('Email')).toHaveValue('ava@example.com')
    await expect(form.getByRole('checkbox')).not.toBeChecked()
    await expect(form.getByRole('button', { name: 'Get Started' })).toBeEnabled()
  },
}

/** The start form refused: each field says what is missing, and the server's failure shows above. */
export const StartErrors: Story = {
  args: {
    profile: null,
    startForm: {
      ...startForm,
      defaults: { first_name: '', last_name: '', email: 'ava@' },
      errors: {
        first_name: 'Please enter your full name',
        last_name: 'Please enter your full name',
        email: 'Please enter a valid email address',
        consent: 'Please agree to receive email communications',
      },
      failure: 'An error occurred while creating chat profile.',
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getAllByRole('alert')[0]).toHaveTextContent('An error occurred while creating chat profile.')
    await expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(dialog.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText('Please agree to receive email communications')).toBeVisible()
  },
}

/** The conversation: the patient's own on the right, Customer Service's on the left, HH:mm times, a file to download, the note with the terms. */
export const Messages: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Customer Service' }))
    const items = dialog.getAllByRole('listitem').filter((item) => item.dataset.role)
    await expect(items.map((item) => item.dataset.role)).toEqual(['system', 'user', 'assistant', 'user'])
    await expect(within(items[1]!).getByText('09:02')).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Download the attached PDF' })).toHaveAttribute('href', '/api/files/41')
    await expect(dialog.getByText(/This is not medical advice\./)).toHaveTextContent('This is not medical advice. Review our terms for more info.')
    await expect(dialog.getByRole('link', { name: 'Review our terms for more info.' })).toHaveAttribute('href', '/legal/terms-of-use')
    // Enter sends (trimmed); Shift+Enter is a new line.
    const box = dialog.getByPlaceholderText('Type your message...')
    await userEvent.type(box, '  Can I change the address?{Shift>}{Enter}{/Shift}It is 12 Elm St.  ')
    await expect(box).toHaveValue('  Can I change the address?\nIt is 12 Elm St.  ')
    await userEvent.type(box, '{Enter}')
    await expect(args.onSend).toHaveBeenCalledWith('Can I change the address?\nIt is 12 Elm St.', null)
    await expect(box).toHaveValue('')
  },
}

/** No message yet: what the chat is for. */
export const Empty: Story = {
  args: { messages: [] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByText('No messages yet. Ask us anything about your account, orders or billing.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** A message on its way: the button waits, nothing is sent twice. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByPlaceholderText('Type your message...'), 'Another question{Enter}')
    await expect(args.onSend).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  },
}

/** A send failed: the spec's banner for 3 seconds. */
export const SendFailed: Story = {
  args: { sendFailedKey: 'failed-1' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Failed to send message. Please try again.'))
    await expect(screen.getByTestId('toast')).toHaveAttribute('data-tone', 'error')
  },
}

/** The messages could not be read: said plainly, the box still there. */
export const LoadFailed: Story = {
  args: { messages: [], loadFailed: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByRole('alert')).toHaveTextContent('Your messages could not be loaded. Close the chat and open it again.')
  },
}

/** The live connection dropped: it says so above the box, and nothing is sent until it is back (spec 001: not while reconnecting). */
export const Reconnecting: Story = {
  args: { connection: { status: 'reconnecting' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByText('Connection lost. Reconnecting…')).toBeVisible()
    await userEvent.type(dialog.getByPlaceholderText('Type your message...'), 'Are you there?{Enter}')
    await expect(args.onSend).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** Connected: the quiet badge, and Enter sends. */
export const Connected: Story = {
  args: { connection: { status: 'connected' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByText('Connected', { exact: true })).toBeVisible()
    await userEvent.type(dialog.getByPlaceholderText('Type your message...'), 'Hello{Enter}')
    await expect(args.onSend).toHaveBeenCalledWith('Hello', null)
  },
}

/** Offline after every attempt: Try again starts over. */
export const Offline: Story = {
  args: { connection: { status: 'error', onRetry: fn() } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }))
    await expect(args.connection?.onRetry).toHaveBeenCalled()
  },
}

/** One file with the message, or alone: chosen, named, removable; a file over 5 MB is refused before any upload. */
export const WithFile: Story = {
  args: { acceptTypes: ['application/pdf', 'image/png'] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'))
    const picker = dialog.getByLabelText('Attach a file')
    await userEvent.upload(picker, new File([new Uint8Array(6 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent('File "huge.pdf" is too large. Maximum size is 5 MB.')
    const receipt = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' })
    await userEvent.upload(picker, receipt)
    await expect(dialog.queryByRole('alert')).toBeNull()
    await expect(dialog.getByTitle('receipt.pdf')).toBeVisible()
    // A file alone can go: the button is enabled with an empty box.
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }))
    await expect(args.onSend).toHaveBeenCalledWith('', receipt)
    await expect(dialog.queryByTitle('receipt.pdf')).toBeNull()
  },
}

/** An upload that failed: the spec's banner for 3 seconds. */
export const UploadFailed: Story = {
  args: { uploadFailedKey: 'upload-failed-1' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Failed to upload file. Please try again.'))
  },
}
