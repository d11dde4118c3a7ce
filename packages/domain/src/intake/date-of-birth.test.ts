import { describe, expect, it } from 'vitest'
import { intakeMessages as m } from '../messages.ts'
import { ageOn, dateOfBirthStepSchema, formatDobMMDDYYYY, isRealDate, isUnderage, underageDeadEnd } from './date-of-birth.ts'

const now = new Date('2025-06-15T12:00:00Z')
const step = dateOfBirthStepSchema(now)
const messageOf = (input: unknown) => step.safeParse(input).error?.issues[0]?.message

describe('date of birth', () => {
  it('parses the three parts', () => {
    expect(step.parse({ dob_month: '02', dob_day: '29', dob_year: '2000' })).toEqual({ year: 2000, month: 2, day: 29 })
  })

  it('needs every part', () => {
    expect(messageOf({ dob_month: '', dob_day: '1', dob_year: '1990' })).toBe(m.dateOfBirthIncomplete)
    expect(messageOf({ dob_month: '1', dob_year: '1990' })).toBe(m.dateOfBirthIncomplete)
  })

  it('rejects dates that do not exist', () => {
    expect(messageOf({ dob_month: '2', dob_day: '29', dob_year: '1999' })).toBe(m.dateOfBirthInvalid)
    expect(messageOf({ dob_month: '4', dob_day: '31', dob_year: '1990' })).toBe(m.dateOfBirthInvalid)
    expect(messageOf({ dob_month: '13', dob_day: '1', dob_year: '1990' })).toBe(m.dateOfBirthInvalid)
    expect(messageOf({ dob_month: '1', dob_day: 'x', dob_year: '1990' })).toBe(m.dateOfBirthInvalid)
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true)
  })

  it('takes 1924 but not 1923', () => {
    expect(messageOf({ dob_month: '1', dob_day: '1', dob_year: '1923' })).toBe(m.dateOfBirthInvalid)
    expect(step.safeParse({ dob_month: '1', dob_day: '1', dob_year: '1924' }).success).toBe(true)
  })

  it('rejects the future but not today', () => {
    expect(messageOf({ dob_month: '6', dob_day: '16', dob_year: '2025' })).toBe(m.dateOfBirthInvalid)
    expect(step.safeParse({ dob_month: '6', dob_day: '15', dob_year: '2025' }).success).toBe(true)
  })

  it('counts whole years', () => {
    expect(ageOn({ year: 2007, month: 6, day: 15 }, now)).toBe(18)
    expect(ageOn({ year: 2007, month: 6, day: 16 }, now)).toBe(17)
  })

  it('sends anyone under 18 on the day of the intake to /sorry, with the spec message', () => {
    // In the spec's own year (2024) its "above 2006" cut-off and the age rule agree on New Year's day.
    expect(underageDeadEnd({ year: 2007, month: 1, day: 1 }, new Date('2024-12-31T00:00:00Z'))).toBe(m.underage)
    expect(underageDeadEnd({ year: 2006, month: 1, day: 1 }, new Date('2024-01-01T00:00:00Z'))).toBeNull()
    // A birthday later in the year is not yet 18 (a birth-year rule would let this through).
    expect(isUnderage({ year: 2006, month: 12, day: 31 }, new Date('2024-06-01T00:00:00Z'))).toBe(true)
    // Not a fixed year: born in 2007, 18 from the 18th birthday on.
    expect(underageDeadEnd({ year: 2007, month: 6, day: 15 }, now)).toBeNull()
    expect(underageDeadEnd({ year: 2007, month: 6, day: 16 }, now)).toBe(m.underage)
    expect(underageDeadEnd({ year: 2010, month: 1, day: 1 }, new Date('2030-01-01T00:00:00Z'))).toBeNull()
  })

  it('takes the minimum from settings', () => {
    expect(isUnderage({ year: 2005, month: 1, day: 1 }, now, 21)).toBe(true)
    expect(isUnderage({ year: 2004, month: 1, day: 1 }, now, 18)).toBe(false)
    expect(underageDeadEnd({ year: 2004, month: 6, day: 16 }, now, 21)).toBe(m.underage)
  })

  it('formats MM/DD/YYYY', () => {
    expect(formatDobMMDDYYYY({ year: 1990, month: 3, day: 7 })).toBe('03/07/1990')
  })
})
