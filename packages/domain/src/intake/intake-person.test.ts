import { describe, expect, it } from 'vitest'
import { buildIntakePerson, intakePersonSchema, type IntakeAnswers } from './intake-person.ts'
import { poundsToLose, projectedLossLb, reportGoalWeight } from './projections.ts'

const answers: IntakeAnswers = {
  agreed_to_terms: true,
  state: 'TX',
  first_name: 'Ann',
  last_name: 'Lee',
  gender: 'Female',
  email: 'ann@example.com',
  agreed_to_email: true,
  phone: { areaCode: '555', prefix: '234', line: '5678' },
  height_feet: 5,
  height_inches: 7,
  weight: 180,
  dateOfBirth: { year: 1990, month: 3, day: 7 },
  desired_weight: 150,
}
const context = {
  now: new Date('2025-06-15T00:00:00Z'),
  ip_address: '203.0.113.9',
  tracking_session_id: 'ts-1',
  user_agent: 'UA',
}

describe('intake person payload', () => {
  it('derives phone, height, BMI, dob and age', () => {
    const person = buildIntakePerson(answers, context)
    expect(person).toMatchObject({
      phone: '5552345678',
      phone_parts: { areaCode: '555', prefix: '234', line: '5678' },
      height: { foot: 5, inches: 7 },
      heightInInches: 67,
      bmi: 28.2,
      dobMMDDYYYY: '03/07/1990',
      dob: { mm: '03', dd: '07', yyyy: '1990' },
      source_web: 2,
      age: 35,
      agreed_to_text: null,
      form_step2_agree: false,
      is_completed: true,
    })
    expect(intakePersonSchema.safeParse(person).success).toBe(true)
  })

  it("defaults dobMMDDYYYY to 'NA'", () => {
    const person = buildIntakePerson({ ...answers, dateOfBirth: null }, context)
    expect(person.dobMMDDYYYY).toBe('NA')
    expect(person.age).toBeNull()
  })
})

describe('projections', () => {
  it('uses the report defaults and percents', () => {
    expect(reportGoalWeight(null)).toBe(120)
    expect(reportGoalWeight('abc')).toBe(120)
    expect(reportGoalWeight('150')).toBe(150)
    expect(poundsToLose(200, 150)).toBe(50)
    expect(poundsToLose(100, 150)).toBe(0)
    expect(projectedLossLb(200, 16)).toBe(32)
    expect(projectedLossLb(200, 22)).toBe(44)
  })
})
