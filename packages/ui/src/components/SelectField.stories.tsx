import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { mobileViewport } from '../stories/mobile.ts'
import { SelectField } from './SelectField.tsx'

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: {
    name: 'state',
    label: 'State',
    placeholder: 'Select your state',
    options: [
      { value: 'CA', label: 'California' },
      { value: 'TX', label: 'Texas' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof SelectField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithHint: Story = { args: { hint: 'Where you will receive your medication.' } }
export const WithError: Story = { args: { error: intakeMessages.stateRequired } }
