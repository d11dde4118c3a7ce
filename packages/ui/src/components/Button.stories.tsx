import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { Button } from './Button.tsx'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue' },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-3 p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const WithArrow: Story = { args: { children: 'Start my FREE visit', arrow: true } }
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Pending: Story = {
  args: { children: 'Start my FREE visit', pending: true, pendingLabel: 'Processing...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Processing...' })).toBeDisabled()
  },
}
