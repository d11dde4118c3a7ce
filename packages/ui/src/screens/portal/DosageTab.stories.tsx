import type { Meta, StoryObj } from '@storybook/react-vite'
import { dosageTabMonths } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { DosageTab } from './DosageTab.tsx'

const meta = {
  title: 'Portal/DosageTab',
  component: DosageTab,
  args: { months: [] },
  decorators: [
    (Story) => (
      <div className="bg-canvas p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof DosageTab>

export default meta
type Story = StoryObj<typeof meta>

/** A tirzepatide plan as the pharmacy writes it, with the companion medications the tab leaves out. */
export const Tirzepatide: Story = {
  args: {
    months: dosageTabMonths([
      { rxId: 'T1-20431', name: 'Tirzepatide 2.5 mg/0.5 mL', directions: 'Inject 2.5 mg (0.5 mL) under the skin once a week.' },
      { rxId: 'rx-20432', name: 'Ondansetron 4 mg ODT', directions: 'As needed for nausea' },
      { rxId: 'T2-20433', name: 'Tirzepatide 5 mg/0.5 mL', directions: 'Inject 5 mg (0.5 mL) under the skin once a week.' },
      { rxId: 'rx-20434', name: 'Cyanocobalamin 1000 mcg/mL', directions: 'Inject weekly' },
      { rxId: 'T3-20435', name: 'Tirzepatide 7.5 mg/0.5 mL', directions: null },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Month 1', 'Month 2', 'Month 3'])
    await expect(canvas.getByText('T2')).toBeVisible()
    await expect(canvas.queryByText(/Ondansetron|Cyanocobalamin/)).toBeNull()
    await expect(canvas.getAllByText('Alcohol wipes')).toHaveLength(3)
    await expect(canvas.getByText('Inject 7.5 mg under the skin once a week.')).toBeVisible()
  },
}

/** Semaglutide, prefixes in the item names, a B12 blend left out. */
export const Semaglutide: Story = {
  args: {
    months: dosageTabMonths([
      { name: 'S1 Semaglutide 0.25 mg', directions: 'Inject 0.25 mg under the skin once a week.' },
      { name: 'Semaglutide / B12 2.5 mg/mL', directions: 'Weekly' },
      { name: 'S2 Semaglutide 0.5 mg', directions: 'Inject 0.5 mg under the skin once a week.' },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('S1')).toBeVisible()
    await expect(canvas.queryByText(/B12/)).toBeNull()
  },
}

/** Items written without a prefix show their strength. */
export const WithoutPrefixes: Story = {
  args: { months: dosageTabMonths([{ name: 'Tirzepatide 10 mg/mL', strength: '10 mg', directions: 'Inject 10 mg weekly' }]) },
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No prescription found')).toBeVisible()
  },
}
