import { verificationMessages } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { verifyCalls } from './verify-answers.ts'

/** /verify/api's answers as the machine's actors read them (the fetcher hands over the body, not the status). */
describe('the verify calls', () => {
  it('read an address check: valid, a suggestion with its message, or nothing stored', () => {
    expect(verifyCalls.checkStoredAddress.read({ valid: true })).toEqual({ valid: true })
    const suggestion = { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' }
    expect(verifyCalls.saveAddress.read({ valid: false, suggestion, message: 'Did you mean?' })).toEqual({ valid: false, suggestion, message: 'Did you mean?' })
    expect(verifyCalls.checkStoredAddress.read({ valid: false, suggestion: null })).toEqual({ valid: false, suggestion: null })
  })

  it('read a send: sent, or a refusal with the server message (a limit) or the spec message', () => {
    expect(() => verifyCalls.sendCode.read({ sent: true })).not.toThrow()
    expect(() => verifyCalls.sendCode.read({ message: 'Too many attempts. Please try again later.' })).toThrow('Too many attempts. Please try again later.')
    expect(() => verifyCalls.sendCode.read(null)).toThrow(verificationMessages.sendCodeFailed)
  })

  it('read a code check: right, wrong, or failed (a limit answers no `ok`)', () => {
    expect(verifyCalls.verifyCode.read({ ok: true })).toBe(true)
    expect(verifyCalls.verifyCode.read({ ok: false, message: 'Invalid verification code. Please try again.' })).toBe(false)
    expect(() => verifyCalls.verifyCode.read({ message: 'Too many attempts.' })).toThrow(verificationMessages.verifyCodeFailed)
  })

  it('post the fields the endpoint reads: a phone number in its three parts, an empty line 2', () => {
    expect(verifyCalls.updateContact.body({ channel: 'phone', value: '5125550142' })).toEqual({
      intent: 'update-contact',
      channel: 'phone',
      phone_area: '512',
      phone_prefix: '555',
      phone_line: '0142',
    })
    expect(verifyCalls.updateContact.body({ channel: 'email', value: 'a@example.com' })).toEqual({
      intent: 'update-contact',
      channel: 'email',
      email: 'a@example.com',
    })
    expect(verifyCalls.saveAddress.body({ address: { address_line_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } })).toEqual({
      intent: 'save-address',
      address_line_1: '1 Main St',
      address_line_2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    })
    expect(() => verifyCalls.updateContact.read({ ok: false, message: 'Please enter a valid phone number.' })).toThrow()
  })
})
