import { describe, expect, it } from 'vitest'
import { npiMessages, npiProblem } from './npi.ts'

describe('the NPI number', () => {
  it('accepts numbers whose check digit matches (Luhn over 80840 and the first 9 digits)', () => {
    // CMS's own worked example, and two more computed by hand.
    for (const npi of ['1234567893', '1245319599', '1003000126']) expect(npiProblem(npi)).toBeNull()
  })

  it('refuses a wrong check digit, naming it', () => {
    expect(npiProblem('1234567890')).toBe(npiMessages.checkDigit)
    expect(npiProblem('1234567894')).toBe(npiMessages.checkDigit)
    // Two digits swapped.
    expect(npiProblem('2134567893')).toBe(npiMessages.checkDigit)
  })

  it('refuses anything but 10 digits', () => {
    for (const value of ['', '123456789', '12345678931', '123456789X', '123-456-7893', ' 1234567893']) expect(npiProblem(value)).toBe(npiMessages.format)
  })
})
