import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { mobileViewport } from '../stories/mobile.ts'
import { DateOfBirthField } from './DateOfBirthField.tsx'

const meta = {
  title: 'Components/DateOfBirthField',
  component: DateOfBirthField,
  args: { labels: { legend: 'Date of birth', month: 'Month', day: 'Day', year: 'Year', monthPlaceholder: 'Month' } },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof DateOfBirthField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { defaultValue: { month: '4', day: '15', year: '1980' } } }
export const WithError: Story = { args: { defaultValue: { month: '2', day: '30', year: '1980' }, error: intakeMessages.dateOfBirthInvalid } }
