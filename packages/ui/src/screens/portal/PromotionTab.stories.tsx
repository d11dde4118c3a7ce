import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { PromotionTab, type PromotionTabProps } from './PromotionTab.tsx'

const endsAt = '2026-12-08T00:00:00.000Z'
/** 2 days 3 hours 4 minutes 5 seconds before the end. */
const now = '2026-12-05T20:55:55.000Z'

const plans: PromotionTabProps['plans'] = [
  {
    id: 'plan-3',
    label: '3 months of tirzepatide',
    months: 3,
    priceCents: 74997,
    perMonthCents: 24999,
    details: 'Includes 12 months of refills; a doctor check-in every 90 days.',
  },
  {
    id: 'plan-6',
    label: '6 months of tirzepatide',
    months: 6,
    priceCents: 114997,
    perMonthCents: 19166,
    details: 'Includes 12 months of refills; a doctor check-in every 90 days.',
  },
]

const addOns: PromotionTabProps['addOns'] = [
  { name: 'GLP Anti-Nausea', listPriceCents: 1997, priceCents: 1198 },
  { name: 'GLP Energy', listPriceCents: 1997, priceCents: 1198 },
]

/** A clock that stands still at `at`: the countdown reads the same on every run. */
const stoppedAt = (at: string) => () => Date.parse(at)

const meta = {
  title: 'Portal/PromotionTab',
  component: PromotionTab,
  args: {
    endsAt,
    now,
    plans,
    addOns,
    percentOff: 40,
    clock: stoppedAt(now),
    renderForm: ({ children }) => <form onSubmit={(event) => event.preventDefault()}>{children}</form>,
  },
  decorators: [
    (Story) => (
      <div className="bg-canvas p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof PromotionTab>

export default meta
type Story = StoryObj<typeof meta>

/** The offer running: both plans at their prices, about a month each, and the countdown to the end. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const timer = canvas.getByRole('timer', { name: 'Offer ends in' })
    await expect(timer).toHaveAccessibleDescription('2 days 3 hours 4 minutes 5 seconds')
    const items = within(canvas.getByRole('list', { name: 'Offer plans' })).getAllByRole('listitem')
    await expect(items).toHaveLength(2)
    await expect(within(items[0]!).getByText('$749.97')).toBeVisible()
    await expect(within(items[0]!).getByText('for 3 months, about $249.99 a month')).toBeVisible()
    await expect(within(items[1]!).getByText('$1,149.97')).toBeVisible()
    await expect(within(items[1]!).getByText('for 6 months, about $191.66 a month')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose the 6-month plan' })).toBeEnabled()
    await expect(canvas.getByRole('heading', { name: '40% off new add-ons' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add GLP Anti-Nausea' })).toBeEnabled()
    // Nothing runs past a 390 px screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

/** The countdown follows the browser's clock from the server's time. */
export const CountingDown: Story = {
  args: { clock: stoppedAt('2026-12-07T23:59:58.000Z') },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Offer ends in' })
    await waitFor(() => expect(timer).toHaveAccessibleDescription('0 hours 0 minutes 2 seconds'))
  },
}

/** The end has come while the page was open: no countdown, and nothing can be chosen. */
export const Ended: Story = {
  args: { clock: stoppedAt('2026-12-08T00:00:01.000Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('This offer has ended.')).toBeVisible())
    await expect(canvas.queryByRole('timer')).toBeNull()
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled()
  },
}

/** A plan's checkout is opening: every choice waits. */
export const OpeningCheckout: Story = {
  args: { pendingPlanId: 'plan-3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Opening checkout…' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Choose the 6-month plan' })).toBeDisabled()
  },
}

/** An add-on was kept for the next order; another choice was refused. */
export const AddOnAdded: Story = {
  args: { addOnMessage: { tone: 'success', text: 'GLP Anti-Nausea is added to your next order at the offer price.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('GLP Anti-Nausea is added to your next order at the offer price.')
  },
}

export const AddOnRefused: Story = {
  args: { addOnMessage: { tone: 'error', text: 'That add-on is not available. Choose one of the add-ons offered.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('That add-on is not available.')
  },
}
