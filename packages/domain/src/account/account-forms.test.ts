import { describe, expect, it } from 'vitest'
import { accountMessages, intakeMessages, passwordRequiredMessage } from '../messages.ts'
import { forgotPasswordSchema, loginPathFor, loginSchema, pathAfterLogin, resetPasswordSchema } from './account-forms.ts'

describe('account forms', () => {
  it('lowercases login and forgot-password emails', () => {
    expect(loginSchema.parse({ email: ' Ann@Example.COM ', password: 'x' })).toEqual({ email: 'ann@example.com', password: 'x' })
    expect(forgotPasswordSchema.parse({ email: 'ANN@example.com' })).toEqual({ email: 'ann@example.com' })
    expect(loginSchema.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message).toBe(intakeMessages.emailInvalid)
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).error?.issues[0]?.message).toBe(passwordRequiredMessage)
  })

  it('needs matching reset passwords', () => {
    expect(resetPasswordSchema.safeParse({ password: 'abc', confirm_password: 'abd' }).error?.issues[0]?.message).toBe(accountMessages.resetPasswordsDoNotMatch)
    expect(resetPasswordSchema.safeParse({ password: 'abc', confirm_password: 'abc' }).success).toBe(true)
  })

  it('returns to page_ref after login, only on this site', () => {
    expect(pathAfterLogin('/prescription/7')).toBe('/prescription/7')
    expect(pathAfterLogin(null)).toBe('/home')
    expect(pathAfterLogin('/\\evil.example')).toBe('/home')
    expect(pathAfterLogin('https://evil.example')).toBe('/home')
    expect(pathAfterLogin('/home?tab=billing#top')).toBe('/home?tab=billing#top')
    expect(pathAfterLogin('https://evil.example')).toBe('/home')
    expect(pathAfterLogin('//evil.example')).toBe('/home')
    expect(loginPathFor('/adjust-doses/3?x=1')).toBe('/login?page_ref=%2Fadjust-doses%2F3%3Fx%3D1')
  })
})
