import { describe, expect, it } from 'vitest'
import { adjustDosesMessages, adjustDosesRequestSchema, isAllowedAdjustedSchedule } from './adjust.ts'

const body = { selectedDoses: [2.5, 5, 10], product_id: 7, formType: 'adjustDose', order_id: '12', image: '/api/files/3' }

describe('the adjust-doses request', () => {
  it('takes the spec payload with doses as mg or month rows', () => {
    expect(adjustDosesRequestSchema.parse(body).selectedDoses).toEqual([2.5, 5, 10])
    const rows = adjustDosesRequestSchema.parse({
      ...body,
      selectedDoses: [
        { month: 2, doseMg: 5 },
        { month: 1, doseMg: 2.5 },
        { month: 3, doseMg: 5 },
      ],
    })
    expect(rows.selectedDoses).toEqual([2.5, 5, 5])
  })

  it('refuses another form type, missing months and a missing photo with their messages', () => {
    expect(adjustDosesRequestSchema.safeParse({ ...body, formType: 'md' }).error?.issues[0]?.message).toBe(adjustDosesMessages.wrongFormType)
    expect(adjustDosesRequestSchema.safeParse({ ...body, selectedDoses: [2.5, 5] }).error?.issues[0]?.message).toBe(adjustDosesMessages.badDoses)
    expect(adjustDosesRequestSchema.safeParse({ ...body, image: '' }).error?.issues[0]?.message).toBe(adjustDosesMessages.photoRequired)
  })

  it('allows later months to hold or go up two steps only', () => {
    expect(isAllowedAdjustedSchedule('tirzepatide', [2.5, 5, 10])).toBe(true)
    expect(isAllowedAdjustedSchedule('tirzepatide', [2.5, 2.5, 2.5])).toBe(true)
    expect(isAllowedAdjustedSchedule('tirzepatide', [5, 2.5, 2.5])).toBe(false)
    expect(isAllowedAdjustedSchedule('tirzepatide', [2.5, 10, 10])).toBe(false)
    expect(isAllowedAdjustedSchedule('semaglutide', [0.25, 0.5, 1])).toBe(true)
    expect(isAllowedAdjustedSchedule('semaglutide', [0.3, 0.5, 1])).toBe(false)
  })
})
