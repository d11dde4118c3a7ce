import { describe, expect, it } from 'vitest'
import { intakeMessages, passwordRequiredMessage, profileMessages } from '../../messages.ts'
import { contactInfoSchema } from './contact.ts'
import { passwordChangeSchema } from './password.ts'
import { capHeightInches, physicalInfoSchema } from './physical.ts'

const contact = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone_area: '555', phone_prefix: '234', phone_line: '5678' }

describe('contact info', () => {
  it('joins the phone and reads the text box', () => {
    expect(contactInfoSchema.parse({ ...contact, text_updates: 'on' })).toEqual({
      first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', text_updates: true, phone: '5552345678',
    })
  })

  it('uses the portal phone text', () => {
    expect(contactInfoSchema.safeParse({ ...contact, phone_line: '567' }).error?.issues[0]?.message).toBe(profileMessages.phoneInvalid)
  })

  it('checks names and email, 256 at most', () => {
    expect(contactInfoSchema.safeParse({ ...contact, last_name: '' }).error?.issues[0]?.message).toBe(intakeMessages.nameRequired)
    expect(contactInfoSchema.safeParse({ ...contact, first_name: 'a'.repeat(257) }).error?.issues[0]?.message).toBe(intakeMessages.nameRequired)
    expect(contactInfoSchema.safeParse({ ...contact, email: 'x' }).error?.issues[0]?.message).toBe(intakeMessages.emailInvalid)
  })
})

describe('physical info', () => {
  it('caps inches at 11', () => {
    expect(capHeightInches(11)).toBe(11)
    expect(capHeightInches(12)).toBe(11)
    expect(capHeightInches(30)).toBe(11)
    expect(physicalInfoSchema.parse({ gender: 'Male', weight: '200', height_feet: '5', height_inches: '14' })).toEqual({
      gender: 'Male', weight: 200, height_inch: 71,
    })
  })

  it('totals feet x 12 + inches', () => {
    expect(physicalInfoSchema.parse({ gender: 'Female', weight: 150, height_feet: 5, height_inches: 0 }).height_inch).toBe(60)
  })

  it('rejects a missing height', () => {
    expect(physicalInfoSchema.safeParse({ gender: 'Female', weight: 150, height_feet: 5, height_inches: '' }).error?.issues[0]?.message).toBe(intakeMessages.heightInvalid)
  })
})

describe('password change', () => {
  it('needs matching new passwords, without the exclamation mark', () => {
    expect(passwordChangeSchema.safeParse({ newPassword: 'a', confirmPassword: 'b' }).error?.issues[0]?.message).toBe('Passwords do not match')
    expect(passwordChangeSchema.safeParse({ newPassword: '', confirmPassword: '' }).error?.issues[0]?.message).toBe(passwordRequiredMessage)
    expect(passwordChangeSchema.safeParse({ newPassword: 'a', confirmPassword: 'a' }).success).toBe(true)
  })
})
