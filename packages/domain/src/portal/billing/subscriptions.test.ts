import { describe, expect, it } from 'vitest'
import {
  billingLabel,
  cardBrandName,
  invoiceSummary,
  isTransactionSuccessful,
  planTermsForCancel,
  subscriptionDisplay,
  transactionStatusWords,
} from './subscriptions.ts'

describe('billing', () => {
  it.each([
    [12, 'Yearly'],
    [6, 'Semiannual'],
    [3, 'Quarterly'],
    [1, 'Monthly'],
    [2, 'Monthly'],
  ])('terms %i read %s', (terms, label) => {
    expect(billingLabel(terms)).toBe(label)
  })

  it('shows subscription states', () => {
    expect(subscriptionDisplay('active')).toEqual({ label: 'Active', canCancel: true, canPayNow: false })
    expect(subscriptionDisplay('paused')).toEqual({ label: 'Past Due', canCancel: false, canPayNow: true })
    expect(subscriptionDisplay('ended')).toEqual({ label: 'Cancelled', canCancel: false, canPayNow: false })
    expect(isTransactionSuccessful('success')).toBe(true)
    expect(isTransactionSuccessful('failed')).toBe(false)
    expect(isTransactionSuccessful('captured')).toBe(true)
    expect(isTransactionSuccessful('authorized')).toBe(false)
    expect(['success', 'captured', 'authorized', 'voided', 'declined', 'refunded'].map(transactionStatusWords)).toEqual([
      'Paid',
      'Paid',
      'Card held, not charged',
      'Released, not charged',
      'Declined',
      'Refunded',
    ])
  })

  it('names the invoice line', () => {
    expect(invoiceSummary({ amountCents: 34900, dueDate: '2025-02-01' })).toEqual({
      lineName: 'Subscription Service',
      amountCents: 34900,
      amountDueCents: 0,
      issuedDate: '2025-02-01',
      dueDate: '2025-02-01',
    })
    expect(invoiceSummary({ planName: 'Tirzepatide 3-Month', amountCents: 1, dueDate: 'd' }).lineName).toBe('Tirzepatide 3-Month')
  })
})

describe("the plan's terms in the cancel dialog (spec 000)", () => {
  it("quotes the Monthly plan's commitment and early termination fee", () => {
    expect(planTermsForCancel(1)).toBe('Monthly plan is a 3-month supply paid monthly with a 3-month commitment; an early termination fee may apply.')
    expect(planTermsForCancel(6)).toContain('ship 3 vials every 90 days')
    expect(planTermsForCancel(12)).toMatch(/^Yearly Plan \(annually\)/)
    expect(planTermsForCancel(3)).toBe('Quarterly Plan.')
  })
})

describe('the card on file', () => {
  it("names the gateway's brand in the patient's words", () => {
    expect(['visa', 'mastercard', 'amex', 'Discover', 'elo', ''].map(cardBrandName)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'Elo',
      'Card',
    ])
  })
})
