import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { PhoneField } from './PhoneField.tsx'

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { labels: { legend: 'Mobile number', areaCode: 'Area code', prefix: 'First 3 digits', line: 'Last 4 digits' }, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof PhoneField>

export default meta
type Story = StoryObj<typeof meta>

export const AutoAdvance: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByLabelText('Area code'))
    await userEvent.keyboard('555234')
    await expect(canvas.getByLabelText('Last 4 digits')).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith({ areaCode: '555', prefix: '234', line: '' })
  },
}

/** A paste into the middle box still fills all three. */
export const PasteIntoAnyBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByLabelText('First 3 digits'))
    await userEvent.paste('555-234-5678')
    await expect(canvas.getByLabelText('Area code')).toHaveValue('555')
    await expect(canvas.getByLabelText('First 3 digits')).toHaveValue('234')
    await expect(canvas.getByLabelText('Last 4 digits')).toHaveValue('5678')
  },
}

export const WithError: Story = {
  args: { defaultValue: { areaCode: '555', prefix: '2' }, error: intakeMessages.phoneInvalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Last 4 digits')).toHaveAccessibleDescription(intakeMessages.phoneInvalid)
  },
}
