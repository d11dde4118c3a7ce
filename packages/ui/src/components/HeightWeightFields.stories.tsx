import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, userEvent, within } from 'storybook/test'
import { intakeCopy } from '../stories/fixtures.ts'
import { mobileViewport } from '../stories/mobile.ts'
import { HeightWeightFields } from './HeightWeightFields.tsx'

const body = intakeCopy.body
const meta = {
  title: 'Components/HeightWeightFields',
  component: HeightWeightFields,
  args: {
    labels: {
      height: body.heightLabel,
      feet: body.feetLabel,
      inches: body.inchesLabel,
      weight: body.weightLabel,
      weightUnit: body.weightUnit,
      bmi: body.bmiLabel,
      bmiPlaceholder: body.bmiPlaceholder,
    },
  },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof HeightWeightFields>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** BMI = 703 x weight / inches²: 6 ft 0 in and 180 lbs is 24.4. */
export const LiveBmi: Story = {
  args: { showBmi: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Feet'), '6')
    await userEvent.type(canvas.getByLabelText('Inches'), '0')
    await userEvent.type(canvas.getByLabelText('Weight'), '180')
    await expect(canvas.getByRole('status', { name: 'Your BMI' })).toHaveTextContent('24.4')
    // Out of range: no BMI rather than a misleading one.
    await userEvent.clear(canvas.getByLabelText('Inches'))
    await userEvent.type(canvas.getByLabelText('Inches'), '12')
    await expect(canvas.getByRole('status', { name: 'Your BMI' })).toHaveTextContent('Enter height and weight')
  },
}

export const WithErrors: Story = { args: { errors: { height: intakeMessages.heightInvalid, weight: intakeMessages.weightInvalid } } }
