import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { FullScreenLoader } from './FullScreenLoader.tsx'

const meta = {
  title: 'Components/FullScreenLoader',
  component: FullScreenLoader,
  args: { label: 'Loading your plan…' },
  ...mobileViewport,
} satisfies Meta<typeof FullScreenLoader>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your plan…')
  },
}
