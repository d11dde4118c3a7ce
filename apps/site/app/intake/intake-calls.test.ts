import { describe, expect, it } from 'vitest'
import { readIntakeSubmitted } from './intake-calls.ts'

describe("the intake submit's answer", () => {
  it('is where to go next, or a failure for the machine (invalid answers, a failed save, no body)', () => {
    expect(readIntakeSubmitted({ status: 'success', redirectTo: '/?step=result' })).toEqual({ redirectTo: '/?step=result' })
    expect(() => readIntakeSubmitted({ status: 'invalid', errors: { email: 'Please enter a valid email' } })).toThrow()
    expect(() => readIntakeSubmitted({ status: 'error', message: 'There was an error submitting your form. Please try again.' })).toThrow()
    expect(() => readIntakeSubmitted(null)).toThrow()
  })
})
