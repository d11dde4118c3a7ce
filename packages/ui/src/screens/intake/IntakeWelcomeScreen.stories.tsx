import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { IntakeWelcomeScreen } from './IntakeWelcomeScreen.tsx'

const meta = {
  title: 'Screens/Intake/1 Welcome',
  component: IntakeWelcomeScreen,
  args: { copy: intakeCopy.welcome, agreedToTerms: true },
  decorators: [inFunnel(1)],
  ...mobileViewport,
} satisfies Meta<typeof IntakeWelcomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { onStart: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox')).toBeChecked()
    // Rendered at the phone width designers review.
    await expect(window.innerWidth).toBe(390)
    await expect(canvas.queryByRole('button', { name: 'Go Back' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Start my FREE visit' }))
    await expect(args.onStart).toHaveBeenCalledWith(true)
  },
}

export const ConsentMissing: Story = {
  args: {
    agreedToTerms: false,
    errors: { agreed_to_terms: intakeMessages.termsRequired },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const checkbox = canvas.getByRole('checkbox')
    await expect(checkbox).not.toBeChecked()
    await expect(checkbox).toHaveAccessibleDescription(intakeMessages.termsRequired)
    await expect(checkbox).toHaveFocus()
  },
}

/** Interactive: untick the box and press the button to see the message appear. */
export const Interactive: Story = {
  // A named component, so the story may hold state with a hook.
  render: function InteractiveWelcome(args) {
    const [error, setError] = useState<string>()
    return (
      <IntakeWelcomeScreen {...args} errors={{ agreed_to_terms: error }} onStart={(agreed) => setError(agreed ? undefined : intakeMessages.termsRequired)} />
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Start my FREE visit' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(intakeMessages.termsRequired)
    await expect(canvas.getByRole('checkbox')).toHaveFocus()
  },
}
