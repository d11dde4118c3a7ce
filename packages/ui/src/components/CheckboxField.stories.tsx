import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { CheckboxField } from './CheckboxField.tsx'

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxField,
  args: { id: 'agreed_to_email', name: 'agreed_to_email', label: 'I agree to receive emails about my visit.' },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof CheckboxField>

export default meta
type Story = StoryObj<typeof meta>

export const Unticked: Story = {}
export const Ticked: Story = { args: { defaultChecked: true } }
export const WithError: Story = {
  args: { error: intakeMessages.emailConsentRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(intakeMessages.emailConsentRequired)
  },
}
