import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakePhoneScreen } from './IntakePhoneScreen.tsx'

const meta = {
  title: 'Screens/Intake/6 Phone',
  component: IntakePhoneScreen,
  args: { copy: intakeCopy.phone, common: intakeCopy.common, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(6)],
  ...mobileViewport,
} satisfies Meta<typeof IntakePhoneScreen>

export default meta
type Story = StoryObj<typeof meta>

function boxes(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  return {
    canvas,
    area: canvas.getByLabelText('Area code'),
    prefix: canvas.getByLabelText('First 3 digits'),
    line: canvas.getByLabelText('Last 4 digits'),
  }
}

/** Typing moves from box to box; letters and dashes never appear. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, area, prefix, line } = boxes(canvasElement)
    await userEvent.click(area)
    await userEvent.keyboard('(555')
    await expect(area).toHaveValue('555')
    await expect(prefix).toHaveFocus()
    await userEvent.keyboard('2a3-4')
    await expect(prefix).toHaveValue('234')
    await expect(line).toHaveFocus()
    await userEvent.keyboard('5678')
    await expect(line).toHaveValue('5678')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone_area: '555', phone_prefix: '234', phone_line: '5678' })
  },
}

/** A pasted number, in any format, fills all three boxes. */
export const PasteSplit: Story = {
  play: async ({ canvasElement }) => {
    const { area, prefix, line } = boxes(canvasElement)
    await userEvent.click(area)
    await userEvent.paste('+1 (555) 234-5678')
    await expect(area).toHaveValue('555')
    await expect(prefix).toHaveValue('234')
    await expect(line).toHaveValue('5678')
    await expect(line).toHaveFocus()
  },
}

/** Backspace in an empty box goes back and deletes there. */
export const BackspaceIntoPrevious: Story = {
  args: { values: { phone_area: '555', phone_prefix: '234' } },
  play: async ({ canvasElement }) => {
    const { area, prefix, line } = boxes(canvasElement)
    await userEvent.click(line)
    await userEvent.keyboard('{Backspace}')
    await expect(prefix).toHaveFocus()
    await expect(prefix).toHaveValue('23')
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}')
    await expect(area).toHaveFocus()
    await expect(area).toHaveValue('55')
  },
}

export const PhoneInvalid: Story = {
  args: {
    values: { phone_area: '555', phone_prefix: '23', phone_line: '' },
    errors: { phone_prefix: intakeMessages.phoneInvalid, phone_line: intakeMessages.phoneInvalid },
  },
  play: async ({ canvasElement }) => {
    const { canvas, area } = boxes(canvasElement)
    await expect(area).toHaveFocus()
    await expect(area).toHaveAccessibleDescription(`US mobile numbers only. ${intakeMessages.phoneInvalid}`)
    // One message for the whole number.
    await expect(canvas.getAllByText(intakeMessages.phoneInvalid)).toHaveLength(1)
  },
}
