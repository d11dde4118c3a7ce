import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakeBodyScreen } from './IntakeBodyScreen.tsx'

const meta = {
  title: 'Screens/Intake/7 Height and weight',
  component: IntakeBodyScreen,
  args: { copy: intakeCopy.body, common: intakeCopy.common, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(7)],
  ...mobileViewport,
} satisfies Meta<typeof IntakeBodyScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Feet'), '5')
    await userEvent.type(canvas.getByLabelText('Inches'), '6')
    await userEvent.type(canvas.getByLabelText('Weight'), '200')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ height_feet: '5', height_inches: '6', weight: '200' })
    await expect(canvas.queryByText('Your BMI')).toBeNull()
  },
}

export const HeightInvalid: Story = {
  args: {
    values: { height_feet: '3', height_inches: '13', weight: '200' },
    errors: { height_feet: intakeMessages.heightInvalid, height_inches: intakeMessages.heightInvalid },
  },
  play: async ({ canvasElement }) => {
    const feet = within(canvasElement).getByLabelText('Feet')
    await expect(feet).toHaveFocus()
    await expect(feet).toHaveAccessibleDescription(intakeMessages.heightInvalid)
  },
}

export const WeightInvalid: Story = {
  args: { values: { height_feet: '5', height_inches: '6', weight: '60' }, errors: { weight: intakeMessages.weightInvalid } },
  play: async ({ canvasElement }) => {
    const weight = within(canvasElement).getByLabelText('Weight')
    await expect(weight).toHaveFocus()
    await expect(weight).toHaveAccessibleDescription(`lbs Your weight today, in pounds. ${intakeMessages.weightInvalid}`)
  },
}

export const HeightAndWeightInvalid: Story = {
  args: { errors: { height_feet: intakeMessages.heightInvalid, weight: intakeMessages.weightInvalid } },
}
