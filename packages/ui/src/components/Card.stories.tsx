import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobileViewport } from '../stories/mobile.ts'
import { Card } from './Card.tsx'

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: <p className="text-base text-ink">Doctor review and prescription are included.</p> },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const White: Story = {}
export const Brand: Story = { args: { tone: 'brand' } }
