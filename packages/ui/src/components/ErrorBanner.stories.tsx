import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { ErrorBanner } from './ErrorBanner.tsx'

const meta = {
  title: 'Components/ErrorBanner',
  component: ErrorBanner,
  args: { message: intakeMessages.submitFailed },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof ErrorBanner>

export default meta
type Story = StoryObj<typeof meta>

export const SubmitFailed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(intakeMessages.submitFailed)
  },
}
