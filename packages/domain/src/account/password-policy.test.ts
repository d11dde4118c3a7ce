import { describe, expect, it } from 'vitest'
import { passwordPolicyMessages, passwordPolicyProblem } from './password-policy.ts'

const common = new Set(['password1234', 'qwertyuiopas'])

describe('new password policy', () => {
  it('refuses 11 characters and accepts 12', () => {
    expect(passwordPolicyProblem('a'.repeat(11), common)).toBe(passwordPolicyMessages.tooShort)
    expect(passwordPolicyProblem('correct hors', common)).toBeNull()
  })

  it('accepts 128 characters and refuses 129', () => {
    expect(passwordPolicyProblem('x'.repeat(128), common)).toBeNull()
    expect(passwordPolicyProblem('x'.repeat(129), common)).toBe(passwordPolicyMessages.tooLong)
  })

  it('refuses a common password whatever its case', () => {
    expect(passwordPolicyProblem('Password1234', common)).toBe(passwordPolicyMessages.tooCommon)
  })

  it('asks for no particular kinds of characters', () => {
    expect(passwordPolicyProblem('all lowercase words here', common)).toBeNull()
  })

  it('counts an emoji as one character', () => {
    expect(passwordPolicyProblem('🙂'.repeat(11), common)).toBe(passwordPolicyMessages.tooShort)
  })
})
