import { describe, expect, it } from 'vitest'
import { billingLabel, invoiceSummary, isTransactionSuccessful, subscriptionDisplay, transactionStatusWords } from './subscriptions.ts'

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
