import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { intakeMessages as m } from '../messages.ts'
import { bodyStepSchema, heightInInches } from './body-step.ts'
import { emailStepSchema } from './email-step.ts'
import { genderStepSchema } from './gender-step.ts'
import { goalWeightStepSchema } from './goal-weight.ts'
import { nameStepSchema } from './name-step.ts'
import { stateStepSchema } from './state-step.ts'
import { blockedStateDeadEnd, DEFAULT_BLOCKED_STATES_OLD_FUNNEL, isBlockedState } from './blocked-states.ts'

const messagesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('state step', () => {
  it('requires a state', () => {
    expect(messagesOf(stateStepSchema, { state: '' })).toEqual([m.stateRequired])
    expect(messagesOf(stateStepSchema, {})).toEqual([m.stateRequired])
    expect(messagesOf(stateStepSchema, { state: 'ZZ' })).toEqual([m.stateRequired])
    expect(stateStepSchema.parse({ state: 'tx' })).toEqual({ state: 'TX' })
  })

  it('blocks LA, MS and AL in the new funnel, LA and MS in the old', () => {
    for (const state of ['LA', 'MS', 'AL']) expect(blockedStateDeadEnd(state)).toBe(m.stateBlocked)
    expect(blockedStateDeadEnd('TX')).toBeNull()
    expect(isBlockedState('AL', DEFAULT_BLOCKED_STATES_OLD_FUNNEL)).toBe(false)
    expect(isBlockedState('MS', DEFAULT_BLOCKED_STATES_OLD_FUNNEL)).toBe(true)
    expect(isBlockedState('TX', ['TX'])).toBe(true)
  })
})

describe('name, gender and email steps', () => {
  it('requires first and last name', () => {
    expect(messagesOf(nameStepSchema, { first_name: 'Ann', last_name: ' ' })).toEqual([m.nameRequired])
    expect(messagesOf(nameStepSchema, { first_name: 'a'.repeat(257), last_name: 'Lee' })).toEqual([m.nameRequired])
    expect(nameStepSchema.parse({ first_name: ' Ann ', last_name: 'a'.repeat(256) }).first_name).toBe('Ann')
  })

  it('takes Male or Female', () => {
    expect(genderStepSchema.parse({ gender: 'Female' })).toEqual({ gender: 'Female' })
    expect(messagesOf(genderStepSchema, { gender: '' })).toEqual([m.genderRequired])
    expect(messagesOf(genderStepSchema, {})).toEqual([m.genderRequired])
  })

  it('checks the email and the consent box', () => {
    expect(emailStepSchema.parse({ email: 'ann@example.com', agreed_to_email: 'on' })).toEqual({
      email: 'ann@example.com',
      agreed_to_email: true,
    })
    expect(messagesOf(emailStepSchema, { email: 'ann @example.com', agreed_to_email: 'on' })).toEqual([m.emailInvalid])
    expect(messagesOf(emailStepSchema, { email: 'ann@example.com' })).toEqual([m.emailConsentRequired])
  })
})

describe('height and weight step', () => {
  const valid = { height_feet: '5', height_inches: '7', weight: '180' }

  it('reads the posted strings', () => {
    expect(bodyStepSchema.parse(valid)).toEqual({ height_feet: 5, height_inches: 7, weight: 180 })
  })

  it.each([
    ['height_feet', '3', m.heightInvalid],
    ['height_feet', '9', m.heightInvalid],
    ['height_feet', '', m.heightInvalid],
    ['height_inches', '-1', m.heightInvalid],
    ['height_inches', '12', m.heightInvalid],
    ['weight', '79', m.weightInvalid],
    ['weight', '701', m.weightInvalid],
    ['weight', '', m.weightInvalid],
  ])('rejects %s = %j', (field, value, message) => {
    expect(messagesOf(bodyStepSchema, { ...valid, [field]: value })).toEqual([message])
  })

  it.each([
    ['height_feet', '4'],
    ['height_feet', '8'],
    ['height_inches', '0'],
    ['height_inches', '11'],
    ['weight', '80'],
    ['weight', '700'],
  ])('accepts %s = %j at the limit', (field, value) => {
    expect(bodyStepSchema.safeParse({ ...valid, [field]: value }).success).toBe(true)
  })

  it('totals inches', () => {
    expect(heightInInches(5, 7)).toBe(67)
  })
})

describe('goal weight step', () => {
  const step = goalWeightStepSchema(180)

  it('accepts 80 up to just below current weight', () => {
    expect(step.parse({ desired_weight: '80' })).toEqual({ desired_weight: 80 })
    expect(step.parse({ desired_weight: '179' })).toEqual({ desired_weight: 179 })
  })

  it('rejects equal or higher than current', () => {
    expect(messagesOf(step, { desired_weight: '180' })).toEqual([m.desiredWeightNotBelowCurrent])
  })

  it('rejects out of range or blank', () => {
    expect(messagesOf(step, { desired_weight: '79' })).toEqual([m.desiredWeightInvalid])
    expect(messagesOf(goalWeightStepSchema(800), { desired_weight: '701' })).toEqual([m.desiredWeightInvalid])
    expect(messagesOf(step, { desired_weight: '' })).toEqual([m.desiredWeightInvalid])
  })
})
