import type { Meta, StoryObj } from '@storybook/react-vite'
import { addressMessages, cardOnFileConsent, checkoutMessages, paymentMessages } from '@telehealth/domain'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { AddressSuggestion } from './AddressFields.tsx'
import { CheckoutScreen, SUBMITTED_OVERLAY_LABEL, type CheckoutScreenProps } from './CheckoutScreen.tsx'
import { PlanChooserScreen } from './PlanChooserScreen.tsx'
import { ThanksScreen } from './ThanksScreen.tsx'
import { inFunnelLayout } from '../../components/in-funnel-layout.stories-decorator.tsx'

const plans: CheckoutScreenProps['plans'] = [
  { paymentTerms: 1, label: 'Monthly Plan', priceCents: 29900, perMonthCents: 29900, savingsCents: 0 },
  { paymentTerms: 3, label: 'Quarterly Plan', priceCents: 69999, perMonthCents: 23333, savingsCents: 19701 },
  { paymentTerms: 6, label: 'Half Yearly Plan', priceCents: 80999, perMonthCents: 13500, savingsCents: 98401 },
  { paymentTerms: 12, label: 'Yearly Plan', priceCents: 149999, perMonthCents: 12500, savingsCents: 208801 },
]

const cartPath = '/weight-loss-payment/8jK2mQ4xV9pL0aZ7'
/** The review step, with its own address and the steps either side. */
const reviewStep = {
  step: 'review',
  links: { self: `${cartPath}?step=review&terms=6`, back: `${cartPath}?step=plan&terms=6`, next: `${cartPath}?step=payment&terms=6` },
} as const
/** The payment step, with its own address and the way back to review. */
const paymentStep = { step: 'payment', links: { self: `${cartPath}?step=payment&terms=6`, back: `${cartPath}?step=review&terms=6`, next: null } } as const

const base: CheckoutScreenProps = {
  step: 'plan',
  links: { self: `${cartPath}?step=plan&terms=6`, back: null, next: null },
  otherMedication: { name: 'Compounded Tirzepatide' },
  product: {
    name: 'Compounded Semaglutide',
    subheader: 'Weekly injection',
    compoundingNote: 'Compounded with B12',
    includedItems: ['Doctor review and prescription', 'Clinical chat support', 'Overnight cold shipping'],
  },
  plans,
  paymentTerms: 6,
  coupon: null,
  amountCents: 80999,
  gateway: 'sandbox',
  idempotencyKey: 'story-key-0000000000000000',
  disclaimerLinks: [
    { label: 'Returns & Refund Policy', href: '#returns' },
    { label: 'Terms Of Use', href: '#terms' },
    { label: 'Privacy Policy', href: '#privacy' },
    { label: 'HIPAA Notice', href: '#hipaa' },
    { label: 'TeleHealth Consent', href: '#consent' },
  ],
}

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutScreen,
  args: base,
  decorators: [inFunnelLayout],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChoosePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: /Half Yearly Plan/ })).toBeChecked()
    // The switch is its own form, posting to the step's own address.
    const switchButton = canvas.getByRole('button', { name: 'Switch to Compounded Tirzepatide' })
    const form = switchButton.closest('form')
    await expect(form?.getAttribute('action')).toBe(`${cartPath}?step=plan&terms=6`)
    await expect(form?.querySelector('input[name="intent"]')).toHaveValue('switch-medication')
  },
}

export const ChoosePlanWithoutAnotherMedication: Story = {
  args: { otherMedication: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Switch to/ })).toBeNull()
  },
}

export const ReviewWithCoupon: Story = {
  args: { ...reviewStep, coupon: { code: 'SAVE50', discountCents: 5000 }, amountCents: 75999 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/SAVE50/).length).toBeGreaterThan(0)
  },
}

export const ReviewCouponRefused: Story = {
  args: { ...reviewStep, couponError: 'Coupon not valid.' },
}

/** BUY NOW with the card-on-file consent beside it: the plan's price and interval, until cancelled (ADR 092). */
export const Payment: Story = {
  args: paymentStep,
  play: async ({ canvasElement }) => {
    const consent = cardOnFileConsent(80999, 6)
    await expect(within(canvasElement).getByRole('button', { name: 'BUY NOW' })).toHaveAccessibleDescription(consent)
    await expect(within(canvasElement).getByText(consent)).toBeVisible()
  },
}

/** The Monthly plan's consent names its own price and interval. */
export const PaymentMonthlyPlan: Story = {
  args: { ...paymentStep, paymentTerms: 1, links: { self: `${cartPath}?step=payment&terms=1`, back: `${cartPath}?step=review&terms=1`, next: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'BUY NOW' })).toHaveAccessibleDescription(
      /charge it \$299\.00 every month to renew your plan, until you cancel/,
    )
  },
}

export const PaymentWithErrors: Story = {
  args: {
    ...paymentStep,
    formError: checkoutMessages.invalidCardDetails,
    errors: { card_number: checkoutMessages.invalidCardDetails, 'shipping.city': addressMessages.shippingIncomplete },
  },
}

/** A decline: the message, the address as typed, the card fields empty for another try. */
export const PaymentDeclined: Story = {
  args: {
    ...paymentStep,
    formError: paymentMessages.declined,
    values: { shipping: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Uh oh!/)
    const shipping = within(canvas.getByRole('group', { name: 'Shipping address' }))
    await expect(shipping.getByLabelText('City')).toHaveValue('Austin')
    await expect(canvas.getByLabelText('Card number')).toHaveValue('')
  },
}

export const PaymentPoBox: Story = {
  args: { ...paymentStep, poBoxMessage: addressMessages.poBoxRejected, errors: { 'shipping.address_line_1': addressMessages.poBoxRejected } },
  play: async ({ canvasElement }) => {
    // The popup is portaled to the page's body (Radix AlertDialog): focus inside, Escape closes it.
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('alertdialog', { name: 'Invalid Address' })
    await expect(dialog).toHaveTextContent(addressMessages.poBoxRejected)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus())
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(within(canvasElement).getAllByLabelText('Street address')[0]).toHaveFocus())
  },
}

export const PaymentSystemNotInitialized: Story = {
  args: { ...paymentStep, paymentNotice: checkoutMessages.paymentSystemNotInitialized },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(checkoutMessages.paymentSystemNotInitialized)
  },
}

export const PaymentSystemReinitialized: Story = {
  args: { ...paymentStep, paymentNotice: checkoutMessages.paymentSystemReinitialized },
}

export const SwitchMedicationFailed: Story = {
  args: { formError: checkoutMessages.switchMedicationFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(checkoutMessages.switchMedicationFailed)
  },
}

export const PaymentBlocked: Story = {
  args: { ...paymentStep, blocked: true, formError: paymentMessages.cardTemporarilyBlocked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Card Temporarily Blocked/)
    await expect(canvas.getByRole('button', { name: 'BUY NOW' })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: { ...paymentStep, submitting: true },
  play: async ({ canvasElement }) => {
    // The submitted overlay covers the page, and BUY NOW cannot be pressed again.
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(SUBMITTED_OVERLAY_LABEL)
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  },
}

const congress: AddressSuggestion = { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' }

export const PaymentAddressSuggestions: Story = {
  args: { ...paymentStep, suggestAddress: async (query: string) => (query.toLowerCase().startsWith('100 con') ? [congress] : []) },
  play: async ({ canvasElement }) => {
    const shipping = within(within(canvasElement).getByRole('group', { name: 'Shipping address' }))
    const street = shipping.getByRole('combobox', { name: 'Street address' })
    await userEvent.type(street, '100 Con')
    const option = await shipping.findByRole('option', { name: '100 Congress Ave Apt 4, Austin, TX 78701' })
    await userEvent.click(option)
    await waitFor(() => expect(shipping.getByLabelText('City')).toHaveValue('Austin'))
    await expect(shipping.getByLabelText('Apt., suite (optional)')).toHaveValue('Apt 4')
    await expect(shipping.getByLabelText('State')).toHaveValue('TX')
    await expect(shipping.getByLabelText('ZIP')).toHaveValue('78701')
    await expect(street).toHaveValue('100 Congress Ave')
  },
}

export const PlanChooser: StoryObj<typeof PlanChooserScreen> = {
  render: () => (
    <PlanChooserScreen
      medications={[
        { drug: 'semaglutide', name: 'Compounded Semaglutide', subheader: 'Weekly injection', compoundingNote: 'Compounded with B12', plans },
        {
          drug: 'tirzepatide',
          name: 'Compounded Tirzepatide',
          subheader: 'Weekly injection',
          compoundingNote: 'Compounded with B6',
          plans: plans.map((plan) => ({
            ...plan,
            priceCents: plan.priceCents + 20000,
            perMonthCents: Math.round((plan.priceCents + 20000) / plan.paymentTerms),
          })),
        },
      ]}
      selected={{ drug: 'semaglutide', paymentTerms: 6 }}
    />
  ),
}

const addOn = { name: 'GLP Anti-Nausea', description: '30 pills, 4mg ondansetron', monthlyPriceCents: 1997, compareAtCents: 7400 }

export const ThankYouOffer: StoryObj<typeof ThanksScreen> = {
  render: () => <ThanksScreen step="offer" amount="809.99" productName="Compounded Semaglutide" addOn={addOn} addedAntiNausea={false} />,
}

export const ThankYouSummary: StoryObj<typeof ThanksScreen> = {
  render: () => <ThanksScreen step="summary" amount="809.99" productName="Compounded Semaglutide" addOn={addOn} addedAntiNausea />,
}
