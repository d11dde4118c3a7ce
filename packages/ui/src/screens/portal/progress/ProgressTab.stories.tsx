import type { Meta, StoryObj } from '@storybook/react-vite'
import { addDays, progressMessages, type WeightEntry } from '@telehealth/domain'
import { expect, waitFor, within } from 'storybook/test'
import { mobileViewport } from '../../../stories/mobile.ts'
import { ProgressTab, type ProgressTabProps } from './ProgressTab.tsx'
import { WeightLogForm } from './WeightLogForm.tsx'

const today = '2026-11-24'
const baseline = { startWeightLb: 212, goalWeightLb: 170, startHeightIn: 66, currentHeightIn: 66, startedOn: addDays(today, -70) }

/** A weekly weigh-in losing about 1.5 lb a week, with a plateau. */
const manyEntries: WeightEntry[] = [210, 208.4, 207, 205.2, 205.4, 203.6, 202, 200.8, 199.2, 198.6].map((weightLb, index) => ({
  measuredOn: addDays(today, -63 + index * 7),
  weightLb,
}))

const form = <WeightLogForm today={today} />

const meta = {
  title: 'Portal/ProgressTab',
  component: ProgressTab,
  args: { today, entries: [], baseline, nextDose: null, nextShipmentOn: null, form } satisfies ProgressTabProps,
  decorators: [
    (Story) => (
      <div className="bg-canvas p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof ProgressTab>

export default meta
type Story = StoryObj<typeof meta>

const nextUp = {
  nextDose: { name: 'Tirzepatide', strength: '5 mg', directions: 'Inject 5 mg under the skin once a week.' },
  nextShipmentOn: addDays(today, 12),
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Your chart starts with your first weigh-in.')).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.getByLabelText('Date')).toHaveValue(today)
  },
}

export const EmptyWithoutIntake: Story = {
  args: { baseline: { startWeightLb: null, goalWeightLb: null, startHeightIn: null, currentHeightIn: null, startedOn: null } },
}

export const OneEntry: Story = {
  args: { entries: [{ measuredOn: today, weightLb: 209.4 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: /latest 209.4 lb on Nov 24, 2026/ })).toBeVisible()
    const rows = canvas.getAllByTestId('weight-history-row')
    await expect(rows).toHaveLength(1)
    await expect(rows[0]).toHaveTextContent('Nov 24, 2026209.4 lbFirst entry')
  },
}

export const ManyEntries: Story = {
  args: { entries: manyEntries },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByTestId('weight-history-row')[0]).toHaveTextContent('198.6 lb−0.6 lb')
    await expect(canvas.getByText('13.4 lb lost so far')).toBeVisible()
    // Recharts replaces the server's sketch once it has measured its box: the start and ten entries.
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line-dot')).toHaveLength(11))
  },
}

export const ManyEntriesWithNextDoseAndShipment: Story = {
  args: { entries: manyEntries, ...nextUp },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Tirzepatide 5 mg')).toBeVisible()
    await expect(canvas.getByText('Dec 6, 2026')).toBeVisible()
  },
}

export const OnlyNextShipment: Story = { args: { entries: manyEntries.slice(0, 3), nextShipmentOn: nextUp.nextShipmentOn } }

export const JustSaved: Story = {
  args: { entries: [{ measuredOn: today, weightLb: 209.4 }], form: <WeightLogForm today={today} saved={progressMessages.replaced} /> },
}

export const WithMessages: Story = {
  args: {
    form: (
      <WeightLogForm
        today={today}
        values={{ weight: '12', measuredOn: addDays(today, 1) }}
        errors={{ weight: progressMessages.weightInvalid, measuredOn: progressMessages.dateInFuture }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Weight')).toHaveAccessibleDescription(/Please enter a valid weight/)
  },
}

export const SaveFailed: Story = { args: { form: <WeightLogForm today={today} errors={{ form: progressMessages.saveFailed }} /> } }
