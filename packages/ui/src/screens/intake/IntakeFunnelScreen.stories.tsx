import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { FunnelLayout } from '../../components/FunnelLayout.tsx'
import { brandName, intakeCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import type { IntakeFieldErrors, IntakeFieldValues } from './intake-fields.ts'
import { intakeLaterStepScreens } from './IntakeFunnelScreen.tsx'
import { IntakeStepSwitch, type IntakeFunnelScreenProps, type IntakeScreenStep } from './IntakeStepSwitch.tsx'

/** The new funnel's current step, every screen at hand (the site defers steps 2 to 9 instead). */
function IntakeFunnelScreen(props: IntakeFunnelScreenProps) {
  return <IntakeStepSwitch {...props} screens={intakeLaterStepScreens} />
}

const STEPS: IntakeScreenStep[] = ['welcome', 'state', 'name', 'gender', 'email', 'phone', 'body', 'dateOfBirth', 'goalWeight']

/** A stand-in for the route: moves on when the step's fields are filled (the real rules are the machine's). */
function Walkthrough() {
  const [index, setIndex] = useState(0)
  const [values, setValues] = useState<IntakeFieldValues>({ agreed_to_terms: true })
  const [errors, setErrors] = useState<IntakeFieldErrors>({})
  const step = STEPS[index] ?? 'welcome'
  return (
    <FunnelLayout brandName={brandName} step={{ current: index + 1, total: STEPS.length }}>
      <IntakeFunnelScreen
        step={step}
        copy={intakeCopy}
        values={values}
        errors={errors}
        onSubmit={(submitted) => {
          const missing = Object.entries(submitted).find(([, value]) => value === '' || value === false)
          if (missing) {
            setErrors({ [missing[0]]: 'Please fill this in' })
            return
          }
          setErrors({})
          setValues({ ...values, ...submitted })
          setIndex(Math.min(index + 1, STEPS.length - 1))
        }}
        onBack={() => {
          setErrors({})
          setIndex(Math.max(index - 1, 0))
        }}
      />
    </FunnelLayout>
  )
}

const meta = {
  title: 'Screens/Intake/Funnel',
  component: IntakeFunnelScreen,
  ...mobileViewport,
} satisfies Meta<typeof IntakeFunnelScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Click through all nine steps. Each step change moves focus to the new heading. */
export const ClickThrough: Story = {
  args: { step: 'welcome', copy: intakeCopy },
  render: () => <Walkthrough />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Start my FREE visit' }))
    await expect(canvas.getByRole('heading', { level: 1, name: intakeCopy.state.heading })).toHaveFocus()
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'TX')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await userEvent.type(canvas.getByLabelText('First name'), 'Ann')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lee')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }))
    await expect(canvas.getByRole('heading', { level: 1, name: intakeCopy.email.heading })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ann')
  },
}

export const WithSubmitError: Story = {
  args: {
    step: 'goalWeight',
    copy: intakeCopy,
    values: { weight: '200', desired_weight: '160' },
    formError: intakeMessages.submitFailed,
  },
  decorators: [
    (Story) => (
      <FunnelLayout brandName={brandName} step={{ current: 9, total: 9 }}>
        <Story />
      </FunnelLayout>
    ),
  ],
}
