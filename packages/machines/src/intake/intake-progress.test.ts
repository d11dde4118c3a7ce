import { describe, expect, it } from 'vitest'
import { parseIntakeProgress, serializeIntakeProgress } from './intake-progress.ts'
import { intakeValuesAsFields } from './intake-form-values.ts'
import { INTAKE_FUNNEL_STEPS } from './intake-steps.ts'

describe('intake progress', () => {
  it('serializes the step on screen and the typed values', () => {
    const saved = serializeIntakeProgress({
      funnel: 'new',
      steps: INTAKE_FUNNEL_STEPS.new,
      stepIndex: 2,
      values: { agreed_to_terms: true, state: 'TX', first_name: 'Ann' },
    })
    expect(saved).toEqual({ version: 1, funnel: 'new', step: 'name', values: { agreed_to_terms: true, state: 'TX', first_name: 'Ann' } })
    expect(parseIntakeProgress(JSON.stringify(saved))).toEqual(saved)
  })

  it('drops unknown fields and wrongly typed values', () => {
    const parsed = parseIntakeProgress({
      version: 1,
      funnel: 'old',
      step: 'contact',
      values: {
        state: 'TX',
        first_name: 42,
        agreed_to_email: 'yes',
        agreed_to_text: 'Maybe',
        form_step2_agree: true,
        is_admin: 1,
        email: 'x'.repeat(300),
      },
    })
    expect(parsed).toEqual({ version: 1, funnel: 'old', step: 'contact', values: { state: 'TX', form_step2_agree: true } })
  })

  it.each([
    null,
    undefined,
    42,
    'not json',
    '{"version":1}',
    { version: 2, funnel: 'new', step: 'name', values: {} },
    { version: 1, funnel: 'other', step: 'name', values: {} },
    { version: 1, funnel: 'new', step: 'contact', values: {} },
    { version: 1, funnel: 'old', step: 'name', values: {} },
    { version: 1, funnel: 'new', step: 'toString', values: {} },
  ])('rejects %j', (raw) => {
    expect(parseIntakeProgress(raw)).toBeNull()
  })

  it('reads missing values as none', () => {
    expect(parseIntakeProgress({ version: 1, funnel: 'new', step: 'state' })).toEqual({
      version: 1,
      funnel: 'new',
      step: 'state',
      values: {},
    })
  })
})

describe('intakeValuesAsFields', () => {
  it('posts ticked boxes as on, leaves unticked ones and objects out, and keeps text', () => {
    expect(intakeValuesAsFields({ agreed_to_terms: true, agreed_to_email: false, first_name: 'Ana', weight: '210' })).toEqual({
      agreed_to_terms: 'on',
      first_name: 'Ana',
      weight: '210',
    })
    expect(intakeValuesAsFields({ phone: { areaCode: '512' }, state: 'TX' })).toEqual({ state: 'TX' })
  })
})
