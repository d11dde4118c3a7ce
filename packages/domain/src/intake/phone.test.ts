import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { intakeMessages } from '../messages.ts'
import { isValidChangedPhone, phoneChangeSchema } from './phone-change.ts'
import { joinPhone, phonePartsFromPaste, phoneStepSchema, splitPhone } from './phone.ts'

const tenDigits = fc.stringMatching(/^\d{10}$/)

describe('phone parts', () => {
  it('splits 3-3-4 and strips non-digits', () => {
    expect(splitPhone('(555) 123-4567')).toEqual({ areaCode: '555', prefix: '123', line: '4567' })
  })

  it('splits a pasted 10-digit number, and an 11-digit one with the country code', () => {
    expect(phonePartsFromPaste('555.123.4567')).toEqual({ areaCode: '555', prefix: '123', line: '4567' })
    expect(phonePartsFromPaste('+1 555 123 4567')).toEqual({ areaCode: '555', prefix: '123', line: '4567' })
    expect(phonePartsFromPaste('555123456')).toBeNull()
    expect(phonePartsFromPaste('25551234567')).toBeNull()
  })

  it('round-trips split and join', () => {
    fc.assert(fc.property(tenDigits, (digits) => joinPhone(splitPhone(digits)) === digits))
  })

  it('round-trips a paste with any separators', () => {
    fc.assert(
      fc.property(tenDigits, fc.array(fc.constantFrom(' ', '-', '.', '(', ')'), { maxLength: 10 }), (digits, noise) => {
        const pasted = digits
          .split('')
          .map((digit, index) => `${noise[index] ?? ''}${digit}`)
          .join('')
        const parts = phonePartsFromPaste(pasted)
        return parts !== null && joinPhone(parts) === digits
      }),
    )
  })
})

describe('phone step', () => {
  it('accepts 3+3+4 digits, stripping non-digits', () => {
    expect(phoneStepSchema.parse({ phone_area: '(555', phone_prefix: '123', phone_line: '45-67' })).toEqual({
      phone_area: '555',
      phone_prefix: '123',
      phone_line: '4567',
    })
  })

  it.each([
    { phone_area: '55', phone_prefix: '123', phone_line: '4567' },
    { phone_area: '555', phone_prefix: '1234', phone_line: '4567' },
    { phone_area: '555', phone_prefix: '123', phone_line: '456' },
    { phone_area: '555', phone_prefix: '123' },
  ])('rejects %j', (input) => {
    expect(phoneStepSchema.safeParse(input).error?.issues[0]?.message).toBe(intakeMessages.phoneInvalid)
  })
})

describe('phone change', () => {
  const valid = { areaCode: '555', prefix: '234', line: '5678' }

  it('accepts a plain number', () => {
    expect(isValidChangedPhone(valid)).toBe(true)
  })

  it.each([
    [{ ...valid, areaCode: '055' }],
    [{ ...valid, areaCode: '155' }],
    [{ ...valid, areaCode: '000' }],
    [{ ...valid, areaCode: '911' }],
    [{ ...valid, prefix: '012' }],
    [{ ...valid, prefix: '123' }],
    [{ ...valid, prefix: '911' }],
    [{ ...valid, line: '0000' }],
    [{ ...valid, line: '9111' }],
  ])('rejects %j', (parts) => {
    expect(isValidChangedPhone(parts)).toBe(false)
  })

  it('keeps lines that merely resemble the blocked ones', () => {
    expect(isValidChangedPhone({ ...valid, line: '0001' })).toBe(true)
    expect(isValidChangedPhone({ ...valid, line: '9110' })).toBe(true)
    expect(isValidChangedPhone({ ...valid, areaCode: '912' })).toBe(true)
  })

  it('reports the phone message from the form schema', () => {
    const result = phoneChangeSchema.safeParse({ phone_area: '911', phone_prefix: '234', phone_line: '5678' })
    expect(result.error?.issues[0]?.message).toBe(intakeMessages.phoneInvalid)
  })
})
