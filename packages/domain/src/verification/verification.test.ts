import { describe, expect, it } from 'vitest'
import { verificationMessages } from '../messages.ts'
import { codeBoxesFromPaste, isCodeComplete, verificationCodeSchema } from './code.ts'
import { afterPhoneCodeSent, afterWrongCode, pathAfterEmailVerified, resendSecondsLeft } from './counters.ts'

const t0 = new Date('2025-01-01T00:00:00Z')
const later = (ms: number) => new Date(t0.getTime() + ms)

describe('verification code', () => {
  it('enables Next only when all four boxes hold digits', () => {
    expect(isCodeComplete(['1', '2', '3', '4'])).toBe(true)
    expect(isCodeComplete(['1', '2', '3', ''])).toBe(false)
    expect(isCodeComplete(['1', '2', '3'])).toBe(false)
    expect(isCodeComplete(['1', '2', '3', '4', '5'])).toBe(false)
    expect(codeBoxesFromPaste('12-34')).toEqual(['1', '2', '3', '4'])
    expect(codeBoxesFromPaste('123')).toBeNull()
  })

  it('takes exactly four digits', () => {
    expect(verificationCodeSchema.parse({ code: '0123' })).toEqual({ code: '0123' })
    for (const code of ['123', '12345', '12a4', '']) {
      expect(verificationCodeSchema.safeParse({ code }).error?.issues[0]?.message).toBe(verificationMessages.invalidCode)
    }
  })
})

describe('verification counters', () => {
  it('skips after the second wrong code', () => {
    expect(afterWrongCode(0)).toEqual({ failedAttempts: 1, skipStep: false })
    expect(afterWrongCode(1)).toEqual({ failedAttempts: 2, skipStep: true })
  })

  it('moves to email after the second phone send', () => {
    expect(afterPhoneCodeSent(0)).toEqual({ phoneSends: 1, advanceToEmail: false })
    expect(afterPhoneCodeSent(1)).toEqual({ phoneSends: 2, advanceToEmail: true })
  })

  it('blocks a resend for 60 s', () => {
    expect(resendSecondsLeft(t0, t0)).toBe(60)
    expect(resendSecondsLeft(t0, later(59_001))).toBe(1)
    // A clock read a moment before the send never shows more than the 60 s cooldown.
    expect(resendSecondsLeft(t0, new Date(t0.getTime() - 700))).toBe(60)
  })

  it('goes to the first remaining medical form, or home', () => {
    expect(pathAfterEmailVerified(['42', '43'])).toBe('/medical-form/42')
    expect(pathAfterEmailVerified([])).toBe('/home')
  })
})
