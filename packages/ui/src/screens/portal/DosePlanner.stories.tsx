import type { Meta, StoryObj } from '@storybook/react-vite'
import { chooseMonthDose, dosePlanMonths, type DosePlanInput } from '@telehealth/domain'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { DosePlanner } from './DosePlanner.tsx'

/** The planner as a screen uses it: the domain computes the months from the plan so far. */
function Planner({ plan, hint, error }: { plan: DosePlanInput; hint?: string; error?: string }) {
  const [schedule, setSchedule] = useState(plan.schedule)
  const input = { ...plan, schedule }
  return (
    <DosePlanner
      months={dosePlanMonths(input)}
      value={schedule}
      onChange={(month, dose) => setSchedule(chooseMonthDose(input, month, dose))}
      hint={hint}
      error={error}
    />
  )
}

const meta = {
  title: 'Portal/DosePlanner',
  component: Planner,
  args: { plan: { drug: 'semaglutide', schedule: [] } },
  decorators: [
    (Story) => (
      <div className="bg-canvas p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof Planner>

export default meta
type Story = StoryObj<typeof meta>

/** A new semaglutide patient: month 1 offers every step, later months wait for the one before. */
export const Semaglutide: Story = {
  args: { plan: { drug: 'semaglutide', schedule: [] }, hint: 'Choose a dose for each month. Your doctor reviews the plan.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const month1 = canvas.getByRole('group', { name: 'Month 1' })
    await expect(
      within(month1)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0.25', '0.5', '1', '1.7', '2.4'])
    await expect(canvas.getByText('Choose a dose for Month 1 first.')).toBeVisible()
    await userEvent.click(within(month1).getByRole('radio', { name: '0.5 mg' }))
    const month2 = canvas.getByRole('group', { name: 'Month 2' })
    await expect(
      within(month2)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0.25', '0.5', '1'])
    await expect(within(month2).getByRole('radio', { name: /1 mg Increase/ })).toBeEnabled()
    // Arrow keys move the choice within a month.
    await userEvent.click(within(month2).getByRole('radio', { name: /0.5 mg Same/ }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(month2).getByRole('radio', { name: /1 mg Increase/ })).toBeChecked()
  },
}

/** Tirzepatide, planned through: the default 2.5, 5, 7.5. */
export const Tirzepatide: Story = {
  args: { plan: { drug: 'tirzepatide', schedule: [2.5, 5, 7.5] } },
  play: async ({ canvasElement }) => {
    const month3 = within(canvasElement).getByRole('group', { name: 'Month 3' })
    await expect(within(month3).getByRole('radio', { name: /7.5 mg Increase/ })).toBeChecked()
  },
}

/** The refill form's longer plan ends with Month 6-12. */
export const RefillToMonth12: Story = {
  args: { plan: { drug: 'tirzepatide', kind: 'refill', schedule: [5, 7.5, 7.5, 10, 10], monthOne: { currentDoseMg: 5 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Month 6-12' })).toBeVisible()
    await expect(within(canvas.getByRole('group', { name: 'Month 1' })).getAllByRole('radio')).toHaveLength(3)
  },
}

/** /adjust-doses: later months only hold or go up. */
export const AdjustDoses: Story = {
  args: { plan: { drug: 'tirzepatide', screen: 'adjustDoses', schedule: [5], monthOne: { currentDoseMg: 5 } } },
  play: async ({ canvasElement }) => {
    const month2 = within(canvasElement).getByRole('group', { name: 'Month 2' })
    await expect(within(month2).queryByText('Decrease')).toBeNull()
    await expect(
      within(month2)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['5', '7.5', '10'])
  },
}

/** Semaglutide 2.4 mg within the last 2 weeks, switching to tirzepatide: month 1 is around 10 mg. */
export const SwitchFromSemaglutide: Story = {
  args: { plan: { drug: 'tirzepatide', schedule: [], switchingFrom: { drug: 'semaglutide', currentDoseMg: 2.4, timing: 'withinTwoWeeks' } } },
  play: async ({ canvasElement }) => {
    const month1 = within(canvasElement).getByRole('group', { name: 'Month 1' })
    await expect(
      within(month1)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['7.5', '10', '12.5'])
  },
}

/** Next was pressed with a month left empty. */
export const Incomplete: Story = {
  args: { plan: { drug: 'semaglutide', schedule: [0.25, 0.5] }, error: 'Choose a dose for every month.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose a dose for every month.')
  },
}
