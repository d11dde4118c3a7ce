import type { Meta, StoryObj } from '@storybook/react-vite'
import { REPORT_PROJECTION_PERCENTS } from '@telehealth/domain'
import { expect, userEvent, within } from 'storybook/test'
import { reportCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { WeightProjectionChart } from './WeightProjectionChart.tsx'

const [average, oneInThree, top] = REPORT_PROJECTION_PERCENTS
const meta = {
  title: 'Components/WeightProjectionChart',
  component: WeightProjectionChart,
  args: {
    currentWeight: 200,
    targetWeight: 160,
    labels: reportCopy.chart,
    scenarios: [
      { percent: average, label: 'Average' },
      { percent: oneInThree, label: '1 in 3' },
      { percent: top, label: 'Top results' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="bg-white p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof WeightProjectionChart>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/about 154 lbs in 12 months/)
    await userEvent.click(canvas.getByText('Show as a table'))
    await expect(canvas.getByRole('row', { name: /Today/ })).toHaveTextContent('200 lbs200 lbs200 lbs')
  },
}

export const HeavyStart: Story = { args: { currentWeight: 420, targetWeight: 260 } }

export const GoalBelowProjections: Story = { args: { currentWeight: 180, targetWeight: 120 } }
