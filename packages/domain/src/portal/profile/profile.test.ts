import { describe, expect, it } from 'vitest'
import { intakeMessages, passwordRequiredMessage, profileMessages } from '../../messages.ts'
import { PREFERRED_CATEGORIES, preferredCategoriesSchema } from './categories.ts'
import { contactCodeSchema, contactFormFromProfileUser, contactInfoSchema } from './contact.ts'
import { passwordChangeSchema } from './password.ts'
import { capHeightInches, physicalInfoSchema } from './physical.ts'

const contact = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone_area: '555', phone_prefix: '234', phone_line: '5678' }

describe('contact info', () => {
  it('joins the phone and reads the text box', () => {
    expect(contactInfoSchema.parse({ ...contact, text_updates: 'on' })).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      text_updates: true,
      phone: '5552345678',
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
      gender: 'Male',
      weight: 200,
      height_inch: 71,
    })
  })

  it('totals feet x 12 + inches', () => {
    expect(physicalInfoSchema.parse({ gender: 'Female', weight: 150, height_feet: 5, height_inches: 0 }).height_inch).toBe(60)
  })

  it('rejects a missing height', () => {
    expect(physicalInfoSchema.safeParse({ gender: 'Female', weight: 150, height_feet: 5, height_inches: '' }).error?.issues[0]?.message).toBe(
      intakeMessages.heightInvalid,
    )
  })
})

describe('password change', () => {
  const old = { oldPassword: 'the-old-one-123' }
  it('needs matching new passwords, without the exclamation mark', () => {
    expect(passwordChangeSchema.safeParse({ ...old, newPassword: 'a', confirmPassword: 'b' }).error?.issues[0]?.message).toBe('Passwords do not match')
    expect(passwordChangeSchema.safeParse({ ...old, newPassword: '', confirmPassword: '' }).error?.issues[0]?.message).toBe(passwordRequiredMessage)
    expect(passwordChangeSchema.safeParse({ ...old, newPassword: 'a', confirmPassword: 'a' }).success).toBe(true)
  })

  it('requires the current password (ADR 036)', () => {
    expect(passwordChangeSchema.safeParse({ newPassword: 'a', confirmPassword: 'a' }).error?.issues[0]?.message).toBe(profileMessages.oldPasswordRequired)
    expect(passwordChangeSchema.safeParse({ oldPassword: '', newPassword: 'a', confirmPassword: 'a' }).error?.issues[0]?.message).toBe(
      profileMessages.oldPasswordRequired,
    )
  })
})

describe('preferred categories', () => {
  it('reads none, one or several boxes, in the list order, and refuses anything else', () => {
    expect(preferredCategoriesSchema.parse({}).preferred_categories).toEqual([])
    expect(preferredCategoriesSchema.parse({ preferred_categories: 'SKIN' }).preferred_categories).toEqual(['SKIN'])
    expect(preferredCategoriesSchema.parse({ preferred_categories: ['HAIR', 'MIND'] }).preferred_categories).toEqual(['MIND', 'HAIR'])
    expect(preferredCategoriesSchema.parse({ preferred_categories: [...PREFERRED_CATEGORIES] }).preferred_categories).toHaveLength(7)
    expect(preferredCategoriesSchema.safeParse({ preferred_categories: ['MIND', 'CARS'] }).error?.issues[0]?.message).toBe(profileMessages.categoryInvalid)
  })
})

describe('contact change code', () => {
  it('takes 4 digits for email or phone', () => {
    expect(contactCodeSchema.parse({ channel: 'email', code: ' 12 34' })).toEqual({ channel: 'email', code: '1234' })
    expect(contactCodeSchema.safeParse({ channel: 'email', code: '123' }).error?.issues[0]?.message).toBe(profileMessages.codeRequired)
    expect(contactCodeSchema.safeParse({ channel: 'fax', code: '1234' }).success).toBe(false)
  })
})

describe('the profile user of /api/update-profile', () => {
  it('splits a 10-digit phone into the form boxes and keeps a wrong one for the schema to refuse', () => {
    expect(contactInfoSchema.parse(contactFormFromProfileUser({ ...contact, phone: '5552345678', text_updates: true }))).toMatchObject({
      phone: '5552345678',
      text_updates: true,
    })
    expect(contactInfoSchema.safeParse(contactFormFromProfileUser({ ...contact, phone: '555234' })).error?.issues[0]?.message).toBe(
      profileMessages.phoneInvalid,
    )
  })
})
