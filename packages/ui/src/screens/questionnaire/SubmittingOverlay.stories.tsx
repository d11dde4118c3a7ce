import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { SubmittingOverlay } from './SubmittingOverlay.tsx'

const meta = {
  title: 'Screens/Questionnaire/Submitting',
  component: SubmittingOverlay,
  ...mobileViewport,
} satisfies Meta<typeof SubmittingOverlay>

export default meta
type Story = StoryObj<typeof meta>

export const Submitting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Please wait... Submitting form!')
  },
}
