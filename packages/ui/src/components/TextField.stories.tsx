import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { TextField } from './TextField.tsx'

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithHint: Story = { args: { hint: 'We never share your email.' } }
export const WithError: Story = {
  args: { hint: 'We never share your email.', error: intakeMessages.emailInvalid, defaultValue: 'ann@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(`We never share your email. ${intakeMessages.emailInvalid}`)
  },
}
export const WithUnit: Story = { args: { name: 'weight', label: 'Weight', type: 'number', inputMode: 'decimal', suffix: 'lbs' } }
