import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakeNameScreen } from './IntakeNameScreen.tsx'

const meta = {
  title: 'Screens/Intake/3 Name',
  component: IntakeNameScreen,
  args: { copy: intakeCopy.name, common: intakeCopy.common, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(3)],
  ...mobileViewport,
} satisfies Meta<typeof IntakeNameScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('First name'), 'Ann')
    // Enter in a box submits (never goes back).
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lee{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({ first_name: 'Ann', last_name: 'Lee' })
    await expect(args.onBack).not.toHaveBeenCalled()
  },
}

export const NameRequired: Story = {
  args: { errors: { first_name: intakeMessages.nameRequired, last_name: intakeMessages.nameRequired } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('First name')).toHaveFocus()
    await expect(canvas.getByLabelText('Last name')).toHaveAccessibleDescription(intakeMessages.nameRequired)
  },
}

export const LastNameMissing: Story = {
  args: { values: { first_name: 'Ann' }, errors: { last_name: intakeMessages.nameRequired } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Last name')).toHaveFocus()
  },
}
