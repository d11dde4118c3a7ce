import { formatCentsAsDollars, formatDocumentDate } from '@telehealth/domain'

/**
 * What the patient is emailed about a renewal (ADR 094): the date and the amount, never the plan's
 * or the medication's name (an email is read on lock screens and shared inboxes), and what to do.
 */

export type RenewalFailure = 'declined' | 'requires_action' | 'no_card'

const why: Record<RenewalFailure, string> = {
  declined: 'your bank declined the card on file',
  requires_action: 'your bank asked you to confirm the payment, which it cannot do while you are away',
  no_card: 'there is no card on file we can charge',
}

const whatToDo = 'Sign in to your account, open Billing and press Pay Now: you can pay with the card on file or with another card.'

/** A renewal charge that failed: the plan is Past Due, and when it is tried again (or that it has ended). */
export function renewalFailedNotice(input: { failure: RenewalFailure; amountCents: number; dueDate: string; nextAttemptAt: Date | null }): {
  subject: string
  text: string
} {
  const amount = formatCentsAsDollars(input.amountCents)
  const due = formatDocumentDate(input.dueDate)
  if (!input.nextAttemptAt)
    return {
      subject: 'Your plan has ended',
      text: `We could not collect your renewal payment of ${amount}, due ${due}, after several tries (${why[input.failure]}), so your plan has ended and no further orders will be made. Nothing was charged. To start again, sign in to your account, or reply to this email and we will help.`,
    }
  return {
    subject: 'Your renewal payment did not go through',
    text: `We could not collect your renewal payment of ${amount}, due ${due}: ${why[input.failure]}. Nothing was charged, and your plan is now Past Due. ${whatToDo} We will try the card on file again on ${formatDocumentDate(input.nextAttemptAt.toISOString())}.`,
  }
}

/** A renewal paid: the amount, the next date, and that the next order waits for the patient's refill questions. */
export function renewalPaidNotice(input: { amountCents: number; nextBillingDate: string; orderId: string | number }): { subject: string; text: string } {
  return {
    subject: 'Your plan has renewed',
    text: `Thank you: we received your renewal payment of ${formatCentsAsDollars(input.amountCents)}. Your next order #${input.orderId} is open: sign in to your account and answer a few refill questions under Orders, so your clinician can review it before it ships. Your next payment is due ${formatDocumentDate(input.nextBillingDate)}.`,
  }
}
