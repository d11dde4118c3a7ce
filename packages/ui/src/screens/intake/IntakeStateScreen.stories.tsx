import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakeStateScreen } from './IntakeStateScreen.tsx'

const meta = {
  title: 'Screens/Intake/2 State',
  component: IntakeStateScreen,
  args: { copy: intakeCopy.state, common: intakeCopy.common, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(2)],
  ...mobileViewport,
} satisfies Meta<typeof IntakeStateScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'TX')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ state: 'TX' })
  },
}

export const StateRequired: Story = {
  args: { errors: { state: intakeMessages.stateRequired } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('State')
    await expect(select).toHaveAccessibleDescription(intakeMessages.stateRequired)
    await expect(select).toHaveFocus()
  },
}

export const GoBack: Story = {
  args: { values: { state: 'CA' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('State')).toHaveValue('CA')
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
