import { describe, expect, it } from 'vitest'
import { intakeMessages as m } from '../messages.ts'
import { INTAKE_STEPS, intakeStepSchema, oldFunnelContactSlideSchema } from './funnel.ts'

const complete = {
  state: 'TX',
  first_name: 'Ann',
  last_name: 'Lee',
  gender: 'Female',
  email: 'ann@example.com',
  agreed_to_email: 'on',
  phone_area: '555',
  phone_prefix: '234',
  phone_line: '5678',
  agreed_to_text: 'Yes',
}

describe('new funnel', () => {
  it('has nine steps, each with a schema', () => {
    expect(INTAKE_STEPS).toHaveLength(9)
    const context = { now: new Date('2025-01-01T00:00:00Z'), currentWeight: 200 }
    for (const step of INTAKE_STEPS) expect(intakeStepSchema(step, context)).toBeDefined()
    expect(intakeStepSchema('goalWeight', context).safeParse({ desired_weight: '200' }).success).toBe(false)
  })
})

describe('old funnel slide 2', () => {
  it('accepts a complete slide', () => {
    const parsed = oldFunnelContactSlideSchema.parse(complete)
    expect(parsed.agreed_to_text).toBe('Yes')
    expect(parsed.form_step2_agree).toBe(false)
    expect(parsed.agreed_to_email).toBe(true)
  })

  it.each([
    [{}, m.stateRequired],
    [{ state: 'TX' }, m.nameRequired],
    [{ state: 'TX', first_name: 'A', last_name: 'B' }, m.genderRequired],
    [{ state: 'TX', first_name: 'A', last_name: 'B', gender: 'Male' }, m.emailInvalid],
    [{ state: 'TX', first_name: 'A', last_name: 'B', gender: 'Male', email: 'a@b.co' }, m.emailConsentRequired],
    [{ ...complete, phone_line: '1' }, m.phoneInvalid],
  ])('shows only the first problem in the spec order for %j', (input, message) => {
    const issues = oldFunnelContactSlideSchema.safeParse(input).error?.issues ?? []
    expect(issues.map((issue) => issue.message)).toEqual([message])
  })

  it('reads a missing text consent as null', () => {
    const { agreed_to_text: _ignored, ...rest } = complete
    expect(oldFunnelContactSlideSchema.parse(rest).agreed_to_text).toBeNull()
  })
})
