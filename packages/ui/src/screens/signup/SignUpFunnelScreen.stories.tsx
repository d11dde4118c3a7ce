import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { signUpCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { signUpLaterSlideScreens } from './SignUpFunnelScreen.tsx'
import { SignUpSlideSwitch, type SignUpFunnelScreenProps } from './SignUpSlideSwitch.tsx'

/** The older /sign-up funnel's current slide, every screen at hand (the site defers slides 2 to 5 instead). */
function SignUpFunnelScreen(props: SignUpFunnelScreenProps) {
  return <SignUpSlideSwitch {...props} screens={signUpLaterSlideScreens} />
}

const meta = {
  title: 'Screens/Sign-up (old funnel)/Slides',
  component: SignUpFunnelScreen,
  args: { slide: 'terms', copy: signUpCopy, onSubmit: fn(), onBack: fn() },
  ...mobileViewport,
} satisfies Meta<typeof SignUpFunnelScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Slide1Terms: Story = {
  decorators: [inFunnel(1, 5)],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox')).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ agreed_to_terms: true })
  },
}

export const Slide1TermsMissing: Story = {
  decorators: [inFunnel(1, 5)],
  args: { values: { agreed_to_terms: false }, errors: { agreed_to_terms: intakeMessages.termsRequired } },
}

export const Slide3DateOfBirth: Story = {
  decorators: [inFunnel(3, 5)],
  args: { slide: 'dateOfBirth' },
}

/** The BMI updates as height and weight are typed. */
export const Slide4LiveBmi: Story = {
  decorators: [inFunnel(4, 5)],
  args: { slide: 'body' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bmi = canvas.getByRole('status', { name: 'Your BMI' })
    await expect(bmi).toHaveTextContent('Enter height and weight')
    await userEvent.type(canvas.getByLabelText('Feet'), '5')
    await userEvent.type(canvas.getByLabelText('Inches'), '6')
    await userEvent.type(canvas.getByLabelText('Weight'), '200')
    await expect(bmi).toHaveTextContent('32.3')
    await userEvent.clear(canvas.getByLabelText('Weight'))
    await userEvent.type(canvas.getByLabelText('Weight'), '150')
    await expect(bmi).toHaveTextContent('24.2')
  },
}

export const Slide4WeightInvalid: Story = {
  decorators: [inFunnel(4, 5)],
  args: { slide: 'body', values: { height_feet: '5', height_inches: '6', weight: '900' }, errors: { weight: intakeMessages.weightInvalid } },
}

export const Slide5GoalWeight: Story = {
  decorators: [inFunnel(5, 5)],
  args: { slide: 'goalWeight', values: { weight: '200' } },
}

export const Slide5Submitting: Story = {
  decorators: [inFunnel(5, 5)],
  args: { slide: 'goalWeight', values: { weight: '200', desired_weight: '160' }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Processing...' })).toBeDisabled()
  },
}

export const Slide5SubmitFailed: Story = {
  decorators: [inFunnel(5, 5)],
  args: { slide: 'goalWeight', values: { weight: '200', desired_weight: '160' }, formError: intakeMessages.submitFailed },
}
