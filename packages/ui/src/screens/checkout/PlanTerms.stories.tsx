import type { Meta, StoryObj } from '@storybook/react-vite'
import { DEFAULT_CLAIMS, claimsList } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { inFunnelLayout } from '../../components/in-funnel-layout.stories-decorator.tsx'
import { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen.tsx'
import { PlanChooserScreen, type PlanChoice } from './PlanChooserScreen.tsx'

/** The four plans as seeded: cadence and terms from the CMS (spec 000 checkout). */
const monthlyTerms = 'A 3-month supply paid monthly, with a 3-month commitment; an early termination fee may apply.'
const vials = 'Ships 3 vials every 90 days.'
const semaglutidePlans: PlanChoice[] = [
  { paymentTerms: 1, label: 'Monthly Plan', cadence: 'billed monthly', note: monthlyTerms, priceCents: 24999, perMonthCents: 24999, savingsCents: 0 },
  { paymentTerms: 3, label: 'Quarterly Plan', cadence: 'every 3 months', note: null, priceCents: 44999, perMonthCents: 14999, savingsCents: 30000 },
  { paymentTerms: 6, label: 'Half Yearly Plan', cadence: 'every 6 months', note: vials, priceCents: 80999, perMonthCents: 13499, savingsCents: 68995 },
  { paymentTerms: 12, label: 'Yearly Plan', cadence: 'annually', note: vials, priceCents: 127999, perMonthCents: 10666, savingsCents: 171989 },
]
const tirzepatidePlans: PlanChoice[] = [
  { paymentTerms: 1, label: 'Monthly Plan', cadence: 'billed monthly', note: monthlyTerms, priceCents: 34999, perMonthCents: 34999, savingsCents: 0 },
  { paymentTerms: 3, label: 'Quarterly Plan', cadence: 'every 3 months', note: null, priceCents: 74999, perMonthCents: 24999, savingsCents: 29998 },
  { paymentTerms: 6, label: 'Half Yearly Plan', cadence: 'every 6 months', note: vials, priceCents: 134999, perMonthCents: 22499, savingsCents: 74995 },
  { paymentTerms: 12, label: 'Yearly Plan', cadence: 'annually', note: vials, priceCents: 234900, perMonthCents: 19575, savingsCents: 184988 },
]

const meta = {
  title: 'Screens/Checkout/Plan terms',
  component: PlanChooserScreen,
  decorators: [inFunnelLayout],
  parameters: { layout: 'fullscreen' },
  args: {
    medications: [
      {
        drug: 'semaglutide',
        name: 'Compounded Semaglutide',
        subheader: 'Weekly injection · all dosages same price',
        compoundingNote: 'Compounded with B12',
        plans: semaglutidePlans,
        startingAtCents: 10666,
      },
      {
        drug: 'tirzepatide',
        name: 'Compounded Tirzepatide',
        subheader: 'Weekly injection · all dosages same price',
        compoundingNote: 'Compounded with B6',
        plans: tirzepatidePlans,
        startingAtCents: 19575,
      },
    ],
    selected: { drug: 'semaglutide', paymentTerms: 6 },
    claims: claimsList(DEFAULT_CLAIMS),
  },
} satisfies Meta<typeof PlanChooserScreen>

export default meta
type Story = StoryObj<typeof meta>

/** /select-med: each plan's cadence and terms, the 12-month "starting at" prices and the claims. */
export const PlanChooserWithTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('$249.99 billed monthly')).toBeVisible()
    await expect(canvas.getAllByText(monthlyTerms)).toHaveLength(2)
    await expect(canvas.getByText('$1,279.99 billed annually')).toBeVisible()
    await expect(canvas.getByText('Starting at $106.66/mo')).toBeVisible()
    await expect(canvas.getByText('Starting at $195.75/mo')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Why patients choose us' })).toHaveTextContent('No shipping on Fridays')
  },
}

/** Marketing placed the "starting at" prices elsewhere and emptied the claims. */
export const PlanChooserWithoutStartingAt: Story = {
  args: {
    medications: [
      { drug: 'semaglutide', name: 'Compounded Semaglutide', subheader: null, compoundingNote: null, plans: semaglutidePlans },
      { drug: 'tirzepatide', name: 'Compounded Tirzepatide', subheader: null, compoundingNote: null, plans: tirzepatidePlans },
    ],
    claims: [],
  },
}

const checkoutBase: CheckoutScreenProps = {
  step: 'review',
  links: {
    self: '/weight-loss-payment/8jK2mQ4xV9pL0aZ7?step=review&terms=1',
    back: '/weight-loss-payment/8jK2mQ4xV9pL0aZ7?step=plan&terms=1',
    next: '/weight-loss-payment/8jK2mQ4xV9pL0aZ7?step=payment&terms=1',
  },
  product: {
    name: 'Compounded Semaglutide',
    subheader: 'Weekly injection',
    compoundingNote: 'Compounded with B12',
    includedItems: ['Doctor review and prescription', 'Clinical chat support', 'Overnight cold shipping'],
  },
  plans: semaglutidePlans,
  paymentTerms: 1,
  coupon: null,
  amountCents: 24999,
  gateway: 'sandbox',
  idempotencyKey: 'story-key-0000000000000000',
  disclaimerLinks: [{ label: 'Terms Of Use', href: '#terms' }],
}

/** The review step states the Monthly plan's commitment and fee before payment. */
export const ReviewMonthlyTerms: StoryObj<typeof CheckoutScreen> = {
  render: () => <CheckoutScreen {...checkoutBase} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('$249.99 billed monthly')).toBeVisible()
    await expect(canvas.getByText(monthlyTerms)).toBeVisible()
  },
}

/** The plan step: every plan with how often it bills and its terms. */
export const PlanStepWithTerms: StoryObj<typeof CheckoutScreen> = {
  render: () => <CheckoutScreen {...checkoutBase} step="plan" paymentTerms={12} amountCents={127999} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('$809.99 billed every 6 months')).toBeVisible()
    await expect(canvas.getAllByText(vials)).toHaveLength(2)
  },
}
