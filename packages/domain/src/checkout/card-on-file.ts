import { formatUsd, type Cents } from '../pricing/money.ts'
import type { PaymentTerms } from '../pricing/plans.ts'

/** How often a plan renews, in the consent's words: the plan's term in months. */
const RENEWAL_INTERVALS: Readonly<Record<PaymentTerms, string>> = {
  1: 'every month',
  3: 'every 3 months',
  6: 'every 6 months',
  12: 'every 12 months',
}

/**
 * The card-on-file consent shown beside BUY NOW (ADR 092; the spec has no words for it): the card
 * is kept, and charged the plan's price at the plan's interval for its renewals until the patient
 * cancels. The card networks require this agreement before a card is charged without the patient
 * present. The price is the plan's own (a coupon applies to the first payment only).
 */
export function cardOnFileConsent(planPriceCents: Cents, paymentTerms: PaymentTerms): string {
  return (
    `By pressing BUY NOW, you agree that we keep this card on file and charge it ${formatUsd(planPriceCents)} ` +
    `${RENEWAL_INTERVALS[paymentTerms]} to renew your plan, until you cancel. ` +
    'To change the card or cancel, use the Billing tab of your account at any time.'
  )
}
