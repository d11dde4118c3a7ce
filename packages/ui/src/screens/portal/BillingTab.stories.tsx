import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { BillingTab, type BillingTabProps } from './BillingTab.tsx'

const subscriptions: BillingTabProps['subscriptions'] = [
  {
    id: 1,
    plan_name: 'Tirzepatide Quarterly',
    amountCents: 74700,
    billing: 'Quarterly',
    status: 'active',
    statusLabel: 'Active',
    next_billing_date: '2027-02-20T00:00:00.000Z',
  },
]

/** A renewal, a captured checkout (its hold beside it), a refunded payment and a declined card, newest first. */
const transactions: BillingTabProps['transactions'] = [
  {
    id: 14,
    created_at: '2027-02-20T15:00:00.000Z',
    amountCents: 74700,
    product_name: 'Tirzepatide Quarterly',
    status: 'success',
    succeeded: true,
    documents: { invoice: '/api/invoice?id=pi_renewal&program=Tirzepatide%20Quarterly', receipt: '/api/receipt?id=pi_renewal' },
  },
  {
    id: 13,
    created_at: '2026-12-02T09:30:00.000Z',
    amountCents: 19900,
    product_name: 'Semaglutide Monthly',
    status: 'refunded',
    succeeded: false,
    documents: null,
  },
  {
    id: 12,
    created_at: '2026-11-20T15:05:00.000Z',
    amountCents: 74700,
    product_name: null,
    status: 'captured',
    succeeded: true,
    documents: { invoice: '/api/invoice?id=pi_first&program=Tirzepatide%20Quarterly', receipt: '/api/receipt?id=pi_first' },
  },
  {
    id: 11,
    created_at: '2026-11-20T15:00:00.000Z',
    amountCents: 74700,
    product_name: 'Tirzepatide Quarterly',
    status: 'authorized',
    succeeded: false,
    documents: null,
  },
  {
    id: 10,
    created_at: '2026-11-19T10:00:00.000Z',
    amountCents: 74700,
    product_name: 'Tirzepatide Quarterly',
    status: 'declined',
    succeeded: false,
    documents: null,
  },
]

const meta = {
  title: 'Portal/BillingTab',
  component: BillingTab,
  args: { subscriptions, transactions },
  decorators: [
    (Story) => (
      <div className="bg-canvas p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof BillingTab>

export default meta
type Story = StoryObj<typeof meta>

/** Every payment reads whole at 390 px: nothing runs past the screen's right edge. */
async function readsWhole(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Past Payments' })
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  for (const item of within(list).getAllByRole('listitem')) {
    for (const part of Array.from(item.children)) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(item.getBoundingClientRect().right)
    }
  }
}

/** Paid payments offer their invoice and HSA/FSA receipt; a hold, a refund and a decline offer none. */
export const WithDocuments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Past Payments' })
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(5)
    await expect(within(items[0]!).getByRole('link', { name: 'Invoice for the payment of Feb 20, 2027' })).toHaveAttribute(
      'href',
      '/api/invoice?id=pi_renewal&program=Tirzepatide%20Quarterly',
    )
    await expect(within(items[0]!).getByRole('link', { name: 'Receipt for the payment of Feb 20, 2027' })).toHaveAttribute('href', '/api/receipt?id=pi_renewal')
    await expect(within(items[2]!).getByRole('link', { name: /^Invoice/ })).toHaveAttribute('download')
    await expect(within(items[2]!).getByText('Subscription Service')).toBeVisible()
    for (const index of [1, 3, 4]) await expect(within(items[index]!).queryByRole('link')).toBeNull()
    await expect(within(items[1]!).getByText('Refunded')).toBeVisible()
    await expect(within(items[4]!).getByText('Declined')).toBeVisible()
    await expect(within(items[3]!).getByText('Card held, not charged')).toBeVisible()
    await readsWhole(canvasElement)
  },
}

/** Before any payment is taken (a hold only), no row offers a document. */
export const WithoutDocuments: Story = {
  args: { transactions: transactions.filter((row) => !row.documents) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(within(canvas.getByRole('list', { name: 'Past Payments' })).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.queryByRole('link')).toBeNull()
    await readsWhole(canvasElement)
  },
}

export const NoPayments: Story = {
  args: { subscriptions: [], transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payments yet.')).toBeVisible()
  },
}
