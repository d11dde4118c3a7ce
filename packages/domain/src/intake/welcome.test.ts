import { describe, expect, it } from 'vitest'
import { intakeMessages } from '../messages.ts'
import { welcomeStepSchema } from './welcome.ts'

describe('welcome step', () => {
  it('accepts the ticked consent box', () => {
    expect(welcomeStepSchema.safeParse({ agreed_to_terms: true }).success).toBe(true)
  })

  it.each([[false], [undefined]])('rejects consent %s with the spec message', (value) => {
    const result = welcomeStepSchema.safeParse({ agreed_to_terms: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(intakeMessages.termsRequired)
  })

  it('reads a posted checkbox value', () => {
    expect(welcomeStepSchema.safeParse({ agreed_to_terms: 'on' }).success).toBe(true)
    expect(welcomeStepSchema.safeParse({ agreed_to_terms: 'maybe' }).success).toBe(false)
    expect(welcomeStepSchema.safeParse({}).success).toBe(false)
  })
})
