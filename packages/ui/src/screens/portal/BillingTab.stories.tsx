import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { BillingTab, type BillingTabProps } from './BillingTab.tsx'

const MONTHLY_TERMS = 'Monthly plan is a 3-month supply paid monthly with a 3-month commitment; an early termination fee may apply.'

type Subscription = BillingTabProps['subscriptions'][number]

const activePlan: Subscription = {
  id: 1,
  plan_name: 'Tirzepatide Quarterly',
  amountCents: 74700,
  billing: 'Quarterly',
  status: 'active',
  statusLabel: 'Active',
  next_billing_date: '2027-02-20T00:00:00.000Z',
  canCancel: true,
  canPayNow: false,
  terms: 'Quarterly Plan.',
}

const monthlyPlan: Subscription = {
  ...activePlan,
  id: 2,
  plan_name: 'Semaglutide Monthly',
  amountCents: 24999,
  billing: 'Monthly',
  next_billing_date: '2026-12-27T00:00:00.000Z',
  terms: MONTHLY_TERMS,
}

const pastDuePlan: Subscription = { ...activePlan, status: 'paused', statusLabel: 'Past Due', canCancel: false, canPayNow: true, next_billing_date: null }
const endedPlan: Subscription = { ...activePlan, status: 'ended', statusLabel: 'Cancelled', canCancel: false, canPayNow: false, next_billing_date: null }

const subscriptions: BillingTabProps['subscriptions'] = [activePlan]
const cardOnFile = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 }

const success = (message: string) => fn(async () => ({ status: 'success' as const, message }))
const failure = (message: string) => fn(async () => ({ status: 'error' as const, message }))

/** The sandbox card form as a patient fills it: the card, then the billing address. */
async function fillCardForm(dialog: HTMLElement) {
  const field = (name: string) => {
    const found = dialog.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)
    if (!found) throw new Error(`no field ${name}`)
    return found
  }
  await userEvent.type(field('card_number'), '4000 0000 0000 0002')
  await userEvent.type(field('card_exp'), '12/30')
  await userEvent.type(field('card_cvc'), '123')
  await userEvent.type(field('card_zip'), '78701')
  await userEvent.type(field('billing.address_line_1'), '100 Congress Ave')
  await userEvent.type(field('billing.city'), 'Austin')
  await userEvent.selectOptions(field('billing.state'), 'TX')
  await userEvent.type(field('billing.zip'), '78701')
}

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body)
}

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
  args: { subscriptions, transactions, cardOnFile, brandName: 'Evergreen Health' },
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

/** No plan yet: nothing to pay, update or cancel. */
export const NoSubscriptions: Story = {
  args: { subscriptions: [], transactions: [], cardOnFile: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No payments yet.')).toBeVisible()
    await expect(canvas.getByText('No subscriptions yet.')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByText('Nothing is due.')).toBeVisible()
  },
}

/** Active: it can be cancelled; nothing is due; the card on file is shown where it is updated. */
export const Active: Story = {
  args: { subscriptions: [monthlyPlan] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Active')).toBeVisible()
    await expect(canvas.getByText('Visa •••• 4242')).toBeVisible()
    await expect(canvas.getByText(/expires 12\/30/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cancel Subscription Semaglutide Monthly' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Pay Now/ })).toBeNull()
    await readsWhole(canvasElement)
  },
}

/** Paused reads Past Due with Pay Now, and cannot be cancelled. */
export const PastDue: Story = {
  args: { subscriptions: [pastDuePlan] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Past Due')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pay Now for Tirzepatide Quarterly' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Cancel Subscription/ })).toBeNull()
    await expect(canvas.getByText('No active plan to cancel.')).toBeVisible()
  },
}

/** Ended reads Cancelled, with no cancel button and no card to update. */
export const Ended: Story = {
  args: { subscriptions: [endedPlan], cardOnFile: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Cancelled')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Cancel Subscription/ })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Update Card' })).toBeNull()
    await expect(canvas.queryByText(/Next billing date/)).toBeNull()
  },
}

/** Update Card, idle: the checkout's card inputs and a billing address, the card it replaces named. */
export const UpdateCardIdle: Story = {
  args: { actions: { updateCard: success('Billing details updated successfully'), payNow: success(''), cancel: success('') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Card' }))
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Update Card' })
    await expect(dialog).toHaveAccessibleDescription(/Replaces Visa •••• 4242/)
    await expect(within(dialog).getByLabelText('Card number')).toBeVisible()
    await expect(within(dialog).getByRole('group', { name: 'Billing address' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Save Card' })).toBeEnabled()
  },
}

/** Update Card, error: the server's message inline; the modal stays open to try again. */
export const UpdateCardError: Story = {
  args: { actions: { updateCard: failure('Your card was declined.'), payNow: success(''), cancel: success('') } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Card' }))
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Update Card' })
    await fillCardForm(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.')
    await expect(args.actions!.updateCard).toHaveBeenCalledOnce()
    const posted = (args.actions!.updateCard as ReturnType<typeof fn>).mock.calls[0]![0] as FormData
    await expect(posted.get('card_number')).toBe('4000 0000 0000 0002')
    await expect(posted.get('billing.city')).toBe('Austin')
    await expect(body(canvasElement).queryByTestId('toast')).toBeNull()
  },
}

/** Update Card refused with no words from the server: 'Card update failed'. */
export const UpdateCardFailedWithoutWords: Story = {
  args: { actions: { updateCard: failure(''), payNow: success(''), cancel: success('') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Card' }))
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Update Card' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Card update failed')
  },
}

/** Update Card, success: the modal closes and the toast says so. */
export const UpdateCardSuccess: Story = {
  args: { actions: { updateCard: success('Billing details updated successfully'), payNow: success(''), cancel: success('') } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Update Card' })
    await userEvent.click(trigger)
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Update Card' })
    await fillCardForm(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }))
    await expect(await body(canvasElement).findByTestId('toast')).toHaveTextContent('Billing details updated successfully')
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
  },
}

/** Process Payment on the card on file; a decline shows inline and as the toast. */
export const ProcessPayment: Story = {
  args: {
    subscriptions: [pastDuePlan],
    actions: { updateCard: success(''), payNow: failure('Payment Error: Your card was declined.'), cancel: success('') },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay Now for Tirzepatide Quarterly' }))
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Process Payment' })
    await expect(within(dialog).getByRole('radio', { name: 'Pay with the card on file (Visa •••• 4242)' })).toBeChecked()
    await expect(within(dialog).queryByLabelText('Card number')).toBeNull()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A new card' }))
    await expect(within(dialog).getByLabelText('Card number')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('radio', { name: /card on file/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $747.00' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment Error: Your card was declined.')
    await expect(await body(canvasElement).findByTestId('toast')).toHaveTextContent('Payment Error: Your card was declined.')
    const posted = (args.actions!.payNow as ReturnType<typeof fn>).mock.calls[0]![0] as FormData
    await expect(posted.get('subscription_id')).toBe('1')
    await expect(posted.get('amount')).toBe('74700')
    await expect(posted.get('card_number')).toBeNull()
  },
}

/** A Pay Now that got no answer: the network's message, or 'Payment processing failed'. */
export const ProcessPaymentNetworkError: Story = {
  args: {
    subscriptions: [pastDuePlan],
    actions: { updateCard: success(''), payNow: fn(() => Promise.reject(new Error(''))), cancel: success('') },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Pay Now/ }))
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Process Payment' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $747.00' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment processing failed')
  },
}

/** Cancel confirm: the plan's terms first, then a reason (required) and the recommendation; success closes it with the toast. */
export const CancelConfirm: Story = {
  args: { subscriptions: [monthlyPlan], actions: { updateCard: success(''), payNow: success(''), cancel: success('Your subscription is cancelled.') } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel Subscription Semaglutide Monthly' }))
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Are you sure you want to cancel?' })
    await expect(dialog).toHaveTextContent(MONTHLY_TERMS)
    const reason = within(dialog).getByLabelText('Why are you cancelling?')
    await expect(reason).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))
    await expect(within(dialog).getByText('Please tell us why you are cancelling.')).toBeVisible()
    await expect(args.actions!.cancel).not.toHaveBeenCalled()
    await userEvent.type(reason, 'Reached my goal')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I would recommend Evergreen Health to a friend' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))
    await expect(args.actions!.cancel).toHaveBeenCalledWith({ subs_id: '2', reason: 'Reached my goal', reccomend: true })
    await expect(await body(canvasElement).findByTestId('toast')).toHaveTextContent('Your subscription is cancelled.')
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
  },
}

/** Cancel refused: 'Error : {reason}' inline. */
export const CancelError: Story = {
  args: { subscriptions: [monthlyPlan], actions: { updateCard: success(''), payNow: success(''), cancel: failure('') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Cancel Subscription/ }))
    const dialog = body(canvasElement).getByRole('alertdialog')
    await userEvent.type(within(dialog).getByLabelText('Why are you cancelling?'), 'Moving abroad')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error : Error cancelling subscription')
  },
}
