import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { ChoiceCards } from './ChoiceCards.tsx'

const meta = {
  title: 'Components/ChoiceCards',
  component: ChoiceCards,
  args: {
    name: 'gender',
    legend: 'Sex assigned at birth',
    options: [
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
    ],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <form className="p-5" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof ChoiceCards>

export default meta
type Story = StoryObj<typeof meta>

export const Stack: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Female' }))
    await expect(args.onChange).toHaveBeenCalledWith('Female')
  },
}
export const RowToggle: Story = { args: { layout: 'row', defaultValue: 'Male' } }
export const WithDescriptions: Story = {
  args: {
    name: 'addon',
    legend: 'Add-on',
    options: [
      { value: 'a', label: 'GLP Anti-Nausea · $19.97/mo', description: 'B12 blend to ease nausea.' },
      { value: 'b', label: 'GLP Energy · $19.97/mo', description: 'Supports energy while you eat less.' },
      { value: 'None', label: 'No thanks' },
    ],
  },
}
export const WithError: Story = { args: { error: intakeMessages.genderRequired } }
