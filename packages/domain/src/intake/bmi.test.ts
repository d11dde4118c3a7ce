import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bmi, roundBmi } from './bmi.ts'

describe('BMI', () => {
  it('is 703 x lb / in²', () => {
    expect(bmi(180, 67)).toBeCloseTo((703 * 180) / (67 * 67), 10)
    expect(roundBmi(bmi(180, 67))).toBe(28.2)
  })

  it('rises with weight and falls with height', () => {
    const weight = fc.integer({ min: 80, max: 700 })
    const height = fc.integer({ min: 48, max: 107 })
    fc.assert(fc.property(weight, weight, height, (a, b, h) => (a <= b ? bmi(a, h) <= bmi(b, h) : bmi(a, h) >= bmi(b, h))))
    fc.assert(fc.property(weight, height, height, (w, a, b) => (a <= b ? bmi(w, a) >= bmi(w, b) : bmi(w, a) <= bmi(w, b))))
  })
})
