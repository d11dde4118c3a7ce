import { describe, expect, it } from 'vitest'
import { contactChangedNotice, contactChangeRequestedNotice, maskEmail, maskPhone } from './contact-change.ts'

describe('masking a contact', () => {
  it('shows an email by its first letter and domain only', () => {
    expect(maskEmail('jordan.new@example.com')).toBe('j•••@example.com')
  })

  it('shows a phone by its last four digits only', () => {
    expect(maskPhone('7375550199')).toBe('(•••) •••-0199')
    expect(maskPhone(null)).toBe('your mobile number')
    expect(maskPhone('12345')).toBe('your mobile number')
  })
})

describe('the notices to the old address', () => {
  it('never carry the new value in full', () => {
    for (const notice of [
      contactChangeRequestedNotice('email', maskEmail('jordan.new@example.com'), 'Ana'),
      contactChangedNotice('email', maskEmail('jordan.new@example.com'), 'Ana'),
    ]) {
      expect(notice.text).toContain('j•••@example.com')
      expect(notice.text).not.toContain('jordan.new')
    }
    const phone = contactChangeRequestedNotice('phone', maskPhone('7375550199'), 'Ana')
    expect(phone.subject).toBe('A change of your mobile number was requested')
    expect(phone.text).toContain('(•••) •••-0199')
    expect(phone.text).not.toContain('737555')
  })
})
