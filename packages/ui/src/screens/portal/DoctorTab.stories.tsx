import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { chatAcceptTypes, doctorProfile, sent, threadMessages } from '../../stories/doctor-fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { DoctorTab, type DoctorTabChat } from './DoctorTab.tsx'

const thread: DoctorTabChat = {
  kind: 'thread',
  externalUnavailable: false,
  messages: threadMessages,
  page: 1,
  hasOlder: false,
  pageHref: (page) => `?page=${page}`,
  acceptTypes: chatAcceptTypes,
  onSend: fn(sent),
}

/** The outside page as a designer sees it here (the product frames the https address clinical staff set). */
const externalPage = `data:text/html,${encodeURIComponent('<!doctype html><title>Doctor messaging</title><body style="font:16px sans-serif;padding:16px"><h1>Doctor messaging</h1><p>The provider&#39;s own page.</p></body>')}`

const meta = {
  title: 'Portal/Doctor/DoctorTab',
  component: DoctorTab,
  ...mobileViewport,
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-canvas p-4">
        <Story />
      </div>
    ),
  ],
  args: { doctor: doctorProfile, chat: thread, supportChatHref: '/home/doctor?chat=support' },
} satisfies Meta<typeof DoctorTab>

export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The tab on a phone: the card, the note (email only: what ADR 097 sends), Send Message and the support chat. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Dr. Jane Rivera, MD')).toBeVisible()
    await expect(canvas.getByText("Response time is under 24 hours. We'll text and email you when your doctor answers.")).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Chat with Customer Service' })).toHaveAttribute('href', '/home/doctor?chat=support')
    await expect(canvas.queryByText(/not available yet/)).toBeNull()
    // On a phone the thread is not inline: Send Message opens it.
    await expect(canvas.queryByRole('textbox', { name: 'Message to your doctor' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Messages with your doctor' })
    await expect(within(dialog).getByRole('textbox', { name: 'Message to your doctor' })).toBeVisible()
    await expect(within(dialog).getAllByText('Doctor')[0]).toBeVisible()
  },
}

/** The phone's popup, open. */
export const ThreadPopup: Story = {
  args: { defaultChatOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Messages with your doctor' })).toBeVisible()
  },
}

/** The note names only the channels really used: with the email alone it promises no text (ADR 098). */
export const EmailOnlyNotice: Story = {
  args: { replyNoticeChannels: ['email'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Response time is under 24 hours. We'll email you when your doctor answers.")).toBeVisible()
  },
}

/** Before a clinician reviewed the form (or when the profile could not be read): a neutral card, no error, the thread all the same. */
export const NeutralCard: Story = {
  args: { doctor: null, chat: { ...thread, messages: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Your doctor' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A provider-1 encounter: the external doctor-messaging page, sandboxed, in the popup. */
export const ExternalMessagingPage: Story = {
  args: { chat: { kind: 'external', url: externalPage }, defaultChatOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: "Your doctor's messaging page" })
    const frame = dialog.querySelector('iframe')!
    await expect(frame).toHaveAttribute('title', "Your doctor's messaging page")
    await expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation')
    await expect(within(dialog).queryByRole('textbox')).toBeNull()
  },
}

/** A provider-1 encounter whose page clinical staff have not set: said plainly, and the thread instead. */
export const ExternalPageNotSet: Story = {
  args: { chat: { ...thread, externalUnavailable: true }, defaultChatOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Messages with your doctor' })
    await expect(within(dialog).getByText("Your doctor's messaging page is not available right now. You can write to your doctor here instead.")).toBeVisible()
    await expect(within(dialog).getByRole('textbox', { name: 'Message to your doctor' })).toBeVisible()
  },
}

/** From a tablet's width up the thread is inline (the spec's desktop), and Send Message leads to it. */
export const Desktop: Story = {
  parameters: {
    viewport: { options: { desktop: { name: 'Desktop (1280 × 900)', styles: { width: '1280px', height: '900px' }, type: 'desktop' } } },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', '#doctor-chat')
    await expect(canvas.getByRole('textbox', { name: 'Message to your doctor' })).toBeVisible()
  },
}
