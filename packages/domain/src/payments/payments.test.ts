import { describe, expect, it } from 'vitest'
import { paymentMessages as m, tooManyAttemptsMessage } from '../messages.ts'
import { paymentMessage } from './payment-message.ts'

describe('payment message mapping', () => {
  const declined = (message: string | null, failedAttempts = 1) => paymentMessage({ status: 'error', message, failedAttempts })

  it('shows nothing on success', () => {
    expect(paymentMessage({ status: 'success', message: 'ok', failedAttempts: 0 })).toBeNull()
  })

  it('passes the server attempt messages through as is, before everything else', () => {
    expect(declined('Card declined after 3 Attempts', 5)).toBe('Card declined after 3 Attempts')
    expect(declined('We were UNABLE TO PROCESS YOUR CARD AFTER several tries')).toBe('We were UNABLE TO PROCESS YOUR CARD AFTER several tries')
  })

  it('tells the patient to use another card from the third failed attempt', () => {
    expect(declined('insufficient funds', 2)).toBe(m.insufficientFunds)
    expect(declined('insufficient funds', 3)).toBe(tooManyAttemptsMessage('insufficient funds'))
    expect(declined(null, 3)).toBe(tooManyAttemptsMessage(''))
  })

  it('passes the active-order text through, in any case', () => {
    expect(declined(m.activeOrderExists)).toBe(m.activeOrderExists)
    expect(declined(m.activeOrderExists.toUpperCase())).toBe(m.activeOrderExists.toUpperCase())
    expect(declined(`${m.activeOrderExists} x`)).toBe(m.declined)
  })

  it.each([
    ['Insufficient Funds', m.insufficientFunds],
    ['incorrect CVV', m.securityCodeMismatch],
    ['Wrong Security Code', m.securityCodeMismatch],
    ['AVS mismatch', m.billingAddressMismatch],
    ['address verification failed', m.billingAddressMismatch],
    ['Billing zip wrong', m.billingAddressMismatch],
    ['insufficient; cvv', m.insufficientFunds],
    ['cvv and address', m.securityCodeMismatch],
    ['do not honor', m.declined],
  ])('%j', (message, expected) => {
    expect(declined(message)).toBe(expected)
  })

  it('falls back to the declined text when the server says nothing', () => {
    expect(declined(null)).toBe(m.declined)
    expect(paymentMessage({ status: 'failed', failedAttempts: 1 })).toBe(m.declined)
  })
})
