/** Billing labels by payment_terms: 12 Yearly, 6 Semiannual, 3 Quarterly, anything else Monthly. */
export function billingLabel(paymentTerms: number): 'Yearly' | 'Semiannual' | 'Quarterly' | 'Monthly' {
  if (paymentTerms === 12) return 'Yearly'
  if (paymentTerms === 6) return 'Semiannual'
  if (paymentTerms === 3) return 'Quarterly'
  return 'Monthly'
}

/**
 * A plan's terms as spec 000 states them (checkout's plan labels), shown in the cancel dialog before
 * the patient confirms. The Monthly plan's commitment and early termination fee are quoted exactly.
 */
export function planTermsForCancel(paymentTerms: number): string {
  if (paymentTerms === 12) return 'Yearly Plan (annually). 6 and 12 month plans ship 3 vials every 90 days.'
  if (paymentTerms === 6) return 'Half Yearly Plan (every 6 months). 6 and 12 month plans ship 3 vials every 90 days.'
  if (paymentTerms === 3) return 'Quarterly Plan.'
  return 'Monthly plan is a 3-month supply paid monthly with a 3-month commitment; an early termination fee may apply.'
}

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** A kept card's brand as the gateway names it ('visa', Stripe's spelling) in the patient's words ('Visa'). */
export function cardBrandName(brand: string): string {
  const known = CARD_BRANDS[brand.trim().toLowerCase()]
  if (known) return known
  const text = brand.trim()
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : 'Card'
}

export type SubscriptionDisplay = { label: string; canCancel: boolean; canPayNow: boolean }

/** active can be cancelled; paused is Past Due with Pay Now; ended is Cancelled. */
export function subscriptionDisplay(status: string): SubscriptionDisplay {
  if (status === 'active') return { label: 'Active', canCancel: true, canPayNow: false }
  if (status === 'paused') return { label: 'Past Due', canCancel: false, canPayNow: true }
  if (status === 'ended') return { label: 'Cancelled', canCancel: false, canPayNow: false }
  return { label: status, canCancel: false, canPayNow: false }
}

/** Money taken: the spec's 'success', or a checkout hold captured when the pharmacy took the order. */
export function isTransactionSuccessful(status: string): boolean {
  return status === 'success' || status === 'captured'
}

/**
 * A payment's status in the patient's words (spec 001: "success or other is shown"; the stored
 * values are the gateway's). A hold says plainly that nothing was charged yet.
 */
export function transactionStatusWords(status: string): string {
  if (isTransactionSuccessful(status)) return 'Paid'
  if (status === 'authorized') return 'Card held, not charged'
  if (status === 'voided') return 'Released, not charged'
  if (status === 'declined') return 'Declined'
  if (status === 'refunded') return 'Refunded'
  return status
}

/** The PDF invoice: one line named after the plan, nothing due, issued on the due date. */
export function invoiceSummary(input: { planName?: string | null; amountCents: number; dueDate: string }) {
  return {
    lineName: input.planName?.trim() || 'Subscription Service',
    amountCents: input.amountCents,
    amountDueCents: 0,
    issuedDate: input.dueDate,
    dueDate: input.dueDate,
  }
}
