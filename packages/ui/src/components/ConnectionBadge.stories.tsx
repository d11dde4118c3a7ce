import type { Meta, StoryObj } from '@storybook/react-vite'
import { chatConnectionTexts } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { ConnectionBadge } from './ConnectionBadge.tsx'

const meta = {
  title: 'Components/ConnectionBadge',
  component: ConnectionBadge,
  args: { status: 'connected', onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof ConnectionBadge>

export default meta
type Story = StoryObj<typeof meta>

const saysStatus = (text: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(text)
    await expect(canvas.queryByRole('button')).toBeNull()
  }

export const Connecting: Story = { args: { status: 'connecting' }, play: saysStatus(chatConnectionTexts.connecting) }
export const Connected: Story = { args: { status: 'connected' }, play: saysStatus(chatConnectionTexts.connected) }
export const Reconnecting: Story = { args: { status: 'reconnecting' }, play: saysStatus(chatConnectionTexts.reconnecting) }
export const Disconnected: Story = { args: { status: 'disconnected' }, play: saysStatus(chatConnectionTexts.disconnected) }

export const ErrorState: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(chatConnectionTexts.error)
    await userEvent.click(canvas.getByRole('button', { name: chatConnectionTexts.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['connecting', 'connected', 'reconnecting', 'disconnected', 'error'] as const).map((status) => (
        <ConnectionBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(5)
  },
}
