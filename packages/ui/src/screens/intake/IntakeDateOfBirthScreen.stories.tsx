import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakeDateOfBirthScreen } from './IntakeDateOfBirthScreen.tsx'

const meta = {
  title: 'Screens/Intake/8 Date of birth',
  component: IntakeDateOfBirthScreen,
  args: { copy: intakeCopy.dateOfBirth, common: intakeCopy.common, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(8)],
  ...mobileViewport,
} satisfies Meta<typeof IntakeDateOfBirthScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Day')).toHaveAttribute('min', '1')
    await expect(canvas.getByLabelText('Day')).toHaveAttribute('max', '31')
    await expect(canvas.getByLabelText('Year')).toHaveAttribute('min', '1935')
    await expect(canvas.getByLabelText('Year')).toHaveAttribute('max', '2024')
    await userEvent.selectOptions(canvas.getByLabelText('Month'), 'April')
    await userEvent.type(canvas.getByLabelText('Day'), '15')
    await userEvent.type(canvas.getByLabelText('Year'), '1980')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ dob_month: '4', dob_day: '15', dob_year: '1980' })
  },
}

export const Incomplete: Story = {
  args: { values: { dob_month: '4', dob_year: '1980' }, errors: { dob_day: intakeMessages.dateOfBirthIncomplete } },
  play: async ({ canvasElement }) => {
    const month = within(canvasElement).getByLabelText('Month')
    await expect(month).toHaveFocus()
    await expect(month).toHaveAccessibleDescription(`For example: March 7 1980. ${intakeMessages.dateOfBirthIncomplete}`)
  },
}

export const Invalid: Story = {
  args: { values: { dob_month: '2', dob_day: '30', dob_year: '1980' }, errors: { dob_year: intakeMessages.dateOfBirthInvalid } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(intakeMessages.dateOfBirthInvalid)).toBeVisible()
  },
}
