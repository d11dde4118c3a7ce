import type { Meta, StoryObj } from '@storybook/react-vite'
import { dosageTabMonths, type HomeTab } from '@telehealth/domain'
import { expect, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { BillingTab } from './BillingTab.tsx'
import { CancelOrderControl } from './CancelOrderControl.tsx'
import { chatAcceptTypes, doctorProfile, sent, threadMessages } from '../../stories/doctor-fixtures.ts'
import { DoctorTab } from './DoctorTab.tsx'
import { DosageTab } from './DosageTab.tsx'
import { HomeScreen } from './HomeScreen.tsx'
import { OrdersTab, type OrderCardData } from './OrdersTab.tsx'
import { PromotionTab } from './PromotionTab.tsx'

const claims = { doctorReview: 'Doctor review takes 24 to 48 hours', pharmacy: 'The pharmacy takes 2 to 3 days' }

const order = (id: number, status: string, extra: Partial<OrderCardData> = {}): OrderCardData => ({
  id,
  product_name: 'Compounded Semaglutide',
  status,
  created_at: '2026-11-20T15:00:00.000Z',
  logistics_provider: null,
  tracking_number: null,
  submitted: null,
  prescription_data: [],
  ...extra,
})

const rx = [
  { rxId: 'rx-1', name: 'Semaglutide 2.5 mg/mL', directions: 'Inject 0.25 mg under the skin once a week' },
  { rxId: 'rx-2', name: 'Ondansetron 4 mg', directions: 'One tablet as needed for nausea' },
]

const billing = {
  subscriptions: [
    {
      id: 1,
      plan_name: 'Semaglutide Monthly',
      amountCents: 19900,
      billing: 'Monthly',
      status: 'active',
      statusLabel: 'Active',
      next_billing_date: '2026-12-20T00:00:00.000Z',
      canCancel: true,
      canPayNow: false,
      terms: 'Monthly plan is a 3-month supply paid monthly with a 3-month commitment; an early termination fee may apply.',
    },
    {
      id: 2,
      plan_name: 'Tirzepatide Quarterly',
      amountCents: 74700,
      billing: 'Quarterly',
      status: 'paused',
      statusLabel: 'Past Due',
      next_billing_date: null,
      canCancel: false,
      canPayNow: true,
      terms: 'Quarterly Plan.',
    },
  ],
  transactions: [
    { id: 7, created_at: '2026-11-20T15:00:00.000Z', amountCents: 19900, product_name: 'Semaglutide Monthly', status: 'success', succeeded: true },
  ],
}

/** The site's addresses (apps/site portal/home-tab.ts), for the links' hrefs. */
const tabPaths: Record<HomeTab, string> = {
  myNewSelf: 'progress',
  orders: 'orders',
  dosage: 'dosage',
  profile: 'profile',
  doctorOnDemand: 'doctor',
  billing: 'billing',
  promotion: 'offer',
}

const meta = {
  title: 'Screens/Portal/Home',
  component: HomeScreen,
  args: {
    brandName: 'Evergreen Health',
    firstName: 'Maria',
    activeTab: 'orders',
    tabs: ['myNewSelf', 'orders', 'profile', 'billing'],
    tabHref: (tab) => `/home/${tabPaths[tab]}`,
    children: (
      <OrdersTab
        orders={[order(12, 'waiting_prescription'), order(9, 'order_delivered', { tracking_number: '1Z999', prescription_data: rx })]}
        claims={claims}
      />
    ),
  },
  ...mobileViewport,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hi, Maria')
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('href', '/home/orders')
    await expect(canvas.getByText('Doctor review takes 24 to 48 hours')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Track with UPS/ })).toBeVisible()
  },
}

export const NoOrders: Story = {
  args: { children: <OrdersTab orders={[]} claims={claims} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You don't have any orders yet")).toBeVisible()
  },
}

export const EveryStatus: Story = {
  args: {
    children: (
      <OrdersTab
        claims={claims}
        orders={[
          order(1, 'pending_approval'),
          order(2, 'needs_review'),
          order(3, 'prescription_received', { submitted: 4, prescription_status: 'pending', prescription_data: rx }),
          order(4, 'shipping_paused'),
          order(5, 'order_shipped', { logistics_provider: 'fedex', tracking_number: '7712' }),
          order(6, 'complete'),
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Complete Medical Form' })).toHaveAttribute('href', '/medical-form/1')
    // At 'Prescription written' the waiting prescription is offered, with Adjust Doses beside it.
    await expect(canvas.getByRole('link', { name: 'Review Prescription' })).toHaveAttribute('href', '/prescription/3')
    await expect(canvas.getByRole('link', { name: 'Adjust Doses' })).toHaveAttribute('href', '/adjust-doses/3')
    await expect(canvas.getAllByText('Needs Review')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: /Track with FedEx/ })).toBeVisible()
  },
}

/** A no-charge replacement names the order it replaces; only a step the patient acts on is marked "!" (ADR 031). */
export const Replacement: Story = {
  args: {
    children: (
      <OrdersTab
        claims={claims}
        orders={[order(11, 'order_placed', { replacement_for: 10 }), order(10, 'order_delivered', { tracking_number: '1Z999', prescription_data: rx })]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const replacement = canvas.getByRole('listitem', { name: /order 11$/ })
    await expect(within(replacement).getByText('Replacement for order #10 · no charge')).toBeVisible()
    await expect(within(canvas.getByRole('listitem', { name: /order 10$/ })).queryByText(/Replacement for/)).toBeNull()
    // The pharmacy has it: the current step is marked as now, with no alarm.
    await expect(within(replacement).getByText('Sent to the pharmacy').closest('li')).toHaveAttribute('aria-current', 'step')
  },
}

export const InstructionsOpen: Story = {
  args: { children: <OrdersTab orders={[order(9, 'order_delivered', { prescription_data: rx })]} claims={claims} /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Medication instructions' }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Medication instructions' })
    await expect(within(dialog).getByRole('cell', { name: 'Semaglutide 2.5 mg/mL' })).toBeVisible()
  },
}

const cancelForm = ({ children, onSubmit }: { children: React.ReactNode; onSubmit?: () => void }) => (
  <form
    onSubmit={(event) => {
      event.preventDefault()
      onSubmit?.()
    }}
    className="contents"
  >
    {children}
  </form>
)

export const CancelConfirmation: Story = {
  args: {
    children: (
      <OrdersTab
        claims={claims}
        orders={[order(14, 'waiting_prescription')]}
        renderOrderActions={(item) => <CancelOrderControl orderId={item.id} renderForm={cancelForm} />}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel order' })
    await userEvent.click(trigger)
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Are you sure you want to cancel?' })
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull()
    await expect(trigger).toHaveFocus()
  },
}

export const CancelAskedWithoutJavaScript: Story = {
  args: {
    children: (
      <OrdersTab
        claims={claims}
        orders={[order(14, 'pending_approval')]}
        renderOrderActions={(item) => <CancelOrderControl orderId={item.id} renderForm={cancelForm} askingInline />}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Are you sure you want to cancel?' })
    await expect(within(group).getByRole('button', { name: 'Yes' })).toBeVisible()
    await expect(within(group).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/home?tab=orders')
  },
}

export const EndedOrders: Story = {
  args: {
    children: (
      <OrdersTab
        claims={claims}
        notice="Your order is cancelled. The hold on your card has been released."
        orders={[order(21, 'cancelled'), order(20, 'disqualified'), order(19, 'refunded')]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Your order is cancelled.')
    await expect(canvas.getByText('Cancelled')).toBeVisible()
    await expect(canvas.getByText('Not approved')).toBeVisible()
    await expect(canvas.getByText('This order was refunded to your card.')).toBeVisible()
  },
}

export const Billing: Story = {
  args: { activeTab: 'billing', children: <BillingTab {...billing} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Past Due')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Past Payments' })).toBeVisible()
  },
}

export const BillingEmpty: Story = {
  args: { activeTab: 'billing', children: <BillingTab subscriptions={[]} transactions={[]} /> },
}

/** Every tab and the promotional one (shown only while an offer runs): seven tabs fit a 390 px bar, each named. */
export const Offer: Story = {
  args: {
    activeTab: 'promotion',
    tabs: ['myNewSelf', 'orders', 'dosage', 'profile', 'doctorOnDemand', 'billing', 'promotion'],
    children: (
      <PromotionTab
        endsAt="2026-12-08T00:00:00.000Z"
        now="2026-12-05T20:55:55.000Z"
        clock={() => Date.parse('2026-12-05T20:55:55.000Z')}
        percentOff={40}
        addOns={[{ name: 'GLP Anti-Nausea', listPriceCents: 1997, priceCents: 1198 }]}
        plans={[
          { id: 'plan-3', label: '3 months of tirzepatide', months: 3, priceCents: 74997, perMonthCents: 24999, details: null },
          { id: 'plan-6', label: '6 months of tirzepatide', months: 6, priceCents: 114997, perMonthCents: 19166, details: null },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Offer', selected: true })).toHaveAttribute('href', '/home/offer')
    for (const tab of canvas.getAllByRole('tab')) await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.clientWidth)
    await expect(canvas.getByRole('timer', { name: 'Offer ends in' })).toBeVisible()
  },
}

export const Dosage: Story = {
  args: {
    activeTab: 'dosage',
    tabs: ['myNewSelf', 'orders', 'dosage', 'profile', 'doctorOnDemand', 'billing'],
    children: <DosageTab months={dosageTabMonths(rx)} />,
  },
}

export const DosageEmpty: Story = {
  args: { activeTab: 'dosage', tabs: ['myNewSelf', 'orders', 'dosage', 'profile', 'billing'], children: <DosageTab months={[]} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No prescription found')).toBeVisible()
  },
}

export const DoctorOnDemand: Story = {
  args: {
    activeTab: 'doctorOnDemand',
    tabs: ['myNewSelf', 'orders', 'profile', 'doctorOnDemand', 'billing'],
    children: (
      <DoctorTab
        doctor={doctorProfile}
        supportChatHref="/home/doctor?chat=support"
        chat={{
          kind: 'thread',
          externalUnavailable: false,
          messages: threadMessages,
          page: 1,
          hasOlder: false,
          pageHref: (page) => `?page=${page}`,
          acceptTypes: chatAcceptTypes,
          onSend: sent,
        }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Doctor' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tab', { name: 'Doctor' })).toHaveAttribute('href', '/home/doctor')
    await expect(canvas.getByRole('tabpanel')).toBeVisible()
  },
}

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logging out...' })).toBeDisabled()
  },
}
