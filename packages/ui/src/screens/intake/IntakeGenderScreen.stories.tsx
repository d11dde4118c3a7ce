import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakeGenderScreen } from './IntakeGenderScreen.tsx'

const meta = {
  title: 'Screens/Intake/4 Gender',
  component: IntakeGenderScreen,
  args: { copy: intakeCopy.gender, common: intakeCopy.common, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(4)],
  ...mobileViewport,
} satisfies Meta<typeof IntakeGenderScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Tapping a card advances at once. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Female' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ gender: 'Female' })
  },
}

/** Coming back with an answer: tapping the same card again still advances. */
export const Answered: Story = {
  args: { values: { gender: 'Male' } },
  play: async ({ args, canvasElement }) => {
    const male = within(canvasElement).getByRole('radio', { name: 'Male' })
    await expect(male).toBeChecked()
    await userEvent.click(male)
    await expect(args.onSubmit).toHaveBeenCalledWith({ gender: 'Male' })
  },
}

/** Arrow keys only move the choice; Space (or the Continue button) advances. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.keyboard(' ')
    await expect(args.onSubmit).toHaveBeenCalledWith({ gender: 'Female' })
  },
}

export const GenderRequired: Story = {
  args: { errors: { gender: intakeMessages.genderRequired } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(intakeMessages.genderRequired)
    await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus()
  },
}
