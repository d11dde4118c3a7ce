import type { Meta, StoryObj } from '@storybook/react-vite'
import { DEFAULT_REPORT_GOAL_WEIGHT } from '@telehealth/domain'
import { expect, userEvent, within } from 'storybook/test'
import { asPage } from '../../stories/funnel-decorator.tsx'
import { reportCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { ReportScreen } from './ReportScreen.tsx'

const meta = {
  title: 'Screens/Weight-loss report',
  component: ReportScreen,
  args: { copy: reportCopy, firstName: 'Ann', currentWeight: 200, targetWeight: 160, selectMedHref: '/select-med' },
  decorators: [asPage()],
  ...mobileViewport,
} satisfies Meta<typeof ReportScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Congratulations, Ann!')
    // Pounds to lose = 200 - 160; projections 16/23/28% of 200.
    await expect(canvas.getByText('Pounds to lose to reach your goal').nextElementSibling).toHaveTextContent('40lbs')
    for (const text of ['Average (16%)', '1 in 3 (23%)', 'Top results (28%)']) await expect(canvas.getAllByText(text).length).toBeGreaterThan(0)
    const chart = canvas.getByRole('img', { name: /Your projected weight over 12 months/ })
    await expect(chart).toHaveAccessibleName(/From 200 lbs today to about 154 lbs in 12 months/)
    await userEvent.click(canvas.getByText('Show as a table'))
    await expect(canvas.getByRole('row', { name: /Month 12/ })).toHaveTextContent('168 lbs154 lbs144 lbs')
    await expect(canvas.getByText('$314 saved')).toBeVisible()
    await expect(canvas.getByText('$100 off')).toBeVisible()
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(5)
    await expect(canvas.getByRole('link', { name: 'Choose my medication' })).toHaveAttribute('href', '/select-med')
  },
}

/** No goal in the query: the domain's default of 120 lbs. */
/** Marketing placed the 12-month "starting at" prices on the report. */
export const WithStartingAt: Story = {
  args: {
    startingAt: [
      { name: 'Compounded Semaglutide', perMonthCents: 10666 },
      { name: 'Compounded Tirzepatide', perMonthCents: 19575 },
    ],
  },
  play: async ({ canvasElement }) => {
    const prices = within(within(canvasElement).getByRole('list', { name: 'Plan prices' }))
    await expect(prices.getByText('$106.66')).toBeVisible()
    await expect(prices.getByText('$195.75')).toBeVisible()
  },
}

export const DefaultGoal: Story = {
  args: { firstName: undefined, targetWeight: DEFAULT_REPORT_GOAL_WEIGHT, currentWeight: 180 },
}

/** A goal beyond the chart's projections: the goal line sits under the band. */
export const AmbitiousGoal: Story = {
  args: { currentWeight: 320, targetWeight: 180 },
}
