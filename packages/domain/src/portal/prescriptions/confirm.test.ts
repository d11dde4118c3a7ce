import { describe, expect, it } from 'vitest'
import { alreadyAnsweredMessage, prescribeInputSchema, prescribeProblem, prescriptionUpdateSchema } from './confirm.ts'

const valid = { doctor: 'Dr. Jane Rivera', provider: '4417', external_visit_id: 'visit-1', items: [{ name: ' Tirzepatide ', rxId: '', directions: null }] }

describe('a prescription as a clinician sends it', () => {
  it('takes the encounter and trims the items, dropping empty optional values', () => {
    const parsed = prescribeInputSchema.parse(valid)
    expect(parsed).toEqual({
      doctor: 'Dr. Jane Rivera',
      provider: 4417,
      external_visit_id: 'visit-1',
      items: [{ name: 'Tirzepatide', rxId: undefined, medId: undefined, strength: undefined, directions: undefined }],
    })
  })

  it('names the first problem', () => {
    const problem = (input: unknown) => {
      const result = prescribeInputSchema.safeParse(input)
      return result.success ? null : prescribeProblem(result.error)
    }
    expect(problem({ ...valid, items: [] })).toBe('items: A prescription needs at least one item.')
    expect(problem({ ...valid, items: [{ name: '' }] })).toBe('items.0.name: Each item needs the medication’s name.')
    expect(problem({ ...valid, provider: -1 })).toBe('provider: The provider is a positive number.')
    expect(problem({ ...valid, external_visit_id: 'has space' })).toMatch(/^external_visit_id: /)
    expect(problem({ ...valid, doctor: '' })).toBe('doctor: Give the prescribing doctor’s name.')
  })
})

describe('the patient’s answer', () => {
  it('takes the order id as a number or digits and accept as a boolean only', () => {
    expect(prescriptionUpdateSchema.parse({ order_id: '12', accept: true })).toEqual({ order_id: 12, accept: true })
    expect(prescriptionUpdateSchema.safeParse({ order_id: 12, accept: 'true' }).success).toBe(false)
    expect(prescriptionUpdateSchema.safeParse({ order_id: '1; drop', accept: false }).success).toBe(false)
  })

  it('says why a later answer is refused', () => {
    expect(alreadyAnsweredMessage('as_written')).toMatch(/^This prescription was already confirmed: there was no reply within 12 hours/)
    expect(alreadyAnsweredMessage('approved')).toMatch(/^This prescription was already confirmed/)
    expect(alreadyAnsweredMessage('declined')).toMatch(/update it/)
  })
})
