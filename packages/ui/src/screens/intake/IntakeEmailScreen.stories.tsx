import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakeEmailScreen } from './IntakeEmailScreen.tsx'

const meta = {
  title: 'Screens/Intake/5 Email',
  component: IntakeEmailScreen,
  args: { copy: intakeCopy.email, common: intakeCopy.common, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(5)],
  ...mobileViewport,
} satisfies Meta<typeof IntakeEmailScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com')
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', agreed_to_email: true })
  },
}

export const EmailInvalid: Story = {
  args: { values: { email: 'ann@example', agreed_to_email: true }, errors: { email: intakeMessages.emailInvalid } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText('Email')
    await expect(email).toHaveFocus()
    await expect(email).toHaveAccessibleDescription(`We never share your email. ${intakeMessages.emailInvalid}`)
  },
}

export const ConsentMissing: Story = {
  args: { values: { email: 'ann@example.com' }, errors: { agreed_to_email: intakeMessages.emailConsentRequired } },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox')
    await expect(checkbox).toHaveFocus()
    await expect(checkbox).toHaveAccessibleDescription(intakeMessages.emailConsentRequired)
  },
}
