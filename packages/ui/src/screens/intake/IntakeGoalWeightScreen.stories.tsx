import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakeGoalWeightScreen } from './IntakeGoalWeightScreen.tsx'

const meta = {
  title: 'Screens/Intake/9 Goal weight',
  component: IntakeGoalWeightScreen,
  args: { copy: intakeCopy.goalWeight, common: intakeCopy.common, values: { weight: '200' }, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(9)],
  ...mobileViewport,
} satisfies Meta<typeof IntakeGoalWeightScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('You weigh 200 lbs today.')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Goal weight'), '160')
    await userEvent.click(canvas.getByRole('button', { name: 'Start my FREE visit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ desired_weight: '160' })
  },
}

export const DesiredWeightInvalid: Story = {
  args: { values: { weight: '200', desired_weight: '70' }, errors: { desired_weight: intakeMessages.desiredWeightInvalid } },
  play: async ({ canvasElement }) => {
    const goal = within(canvasElement).getByLabelText('Goal weight')
    await expect(goal).toHaveFocus()
    await expect(goal).toHaveAccessibleDescription(`lbs You weigh 200 lbs today. ${intakeMessages.desiredWeightInvalid}`)
  },
}

export const NotBelowCurrent: Story = {
  args: { values: { weight: '200', desired_weight: '210' }, errors: { desired_weight: intakeMessages.desiredWeightNotBelowCurrent } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(intakeMessages.desiredWeightNotBelowCurrent)).toBeVisible()
  },
}

/** 'Processing...' while the intake is sent; nothing can be pressed twice. */
export const Submitting: Story = {
  args: { values: { weight: '200', desired_weight: '160' }, submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Processing...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeDisabled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The submit failed: the banner, answers kept, try again. */
export const SubmitFailed: Story = {
  args: { values: { weight: '200', desired_weight: '160' }, formError: intakeMessages.submitFailed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const banner = canvas.getByRole('alert')
    await expect(banner).toHaveTextContent(intakeMessages.submitFailed)
    await expect(banner).toHaveFocus()
    await expect(canvas.getByLabelText('Goal weight')).toHaveValue(160)
    await userEvent.click(canvas.getByRole('button', { name: 'Start my FREE visit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ desired_weight: '160' })
  },
}
