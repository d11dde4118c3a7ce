import { describe, expect, it } from 'vitest'
import { questionnaireMessages } from '../../messages.ts'
import { isTirzepatideDoseOffered, nextPreCheckoutStep, preCheckoutBmiDeadEnd, previousPreCheckoutStep } from './precheckout.ts'

// 64 in tall: BMI 25 at 145.6 lb, BMI 20 at 116.5 lb.
const height = 64
const weightFor = (target: number) => (target * height * height) / 703

describe('pre-checkout BMI', () => {
  it('needs 25 without a GLP medication', () => {
    expect(preCheckoutBmiDeadEnd({ weight: weightFor(25), heightInches: height, takesGlp: false })).toBeNull()
    expect(preCheckoutBmiDeadEnd({ weight: weightFor(24.99), heightInches: height, takesGlp: false })).toBe(questionnaireMessages.bmiBelow25)
  })

  it('needs 20 for current GLP users', () => {
    expect(preCheckoutBmiDeadEnd({ weight: weightFor(24), heightInches: height, takesGlp: true })).toBeNull()
    expect(preCheckoutBmiDeadEnd({ weight: weightFor(20), heightInches: height, takesGlp: true })).toBeNull()
    expect(preCheckoutBmiDeadEnd({ weight: weightFor(19.99), heightInches: height, takesGlp: true })).toBe(questionnaireMessages.bmiBelow20)
  })
})

describe('pre-checkout steps', () => {
  it('skips step 2 for No', () => {
    expect(nextPreCheckoutStep(1, false)).toBe(3)
    expect(nextPreCheckoutStep(1, true)).toBe(2)
    expect(nextPreCheckoutStep(2, true)).toBe(3)
    expect(nextPreCheckoutStep(4, true)).toBe('done')
    expect(previousPreCheckoutStep(3, false)).toBe(1)
    expect(previousPreCheckoutStep(3, true)).toBe(2)
    expect(previousPreCheckoutStep(1, true)).toBeNull()
  })

  it('offers tirzepatide doses from the list only', () => {
    expect(isTirzepatideDoseOffered(15)).toBe(true)
    expect(isTirzepatideDoseOffered(2.5)).toBe(true)
    expect(isTirzepatideDoseOffered(17.5)).toBe(false)
    expect(isTirzepatideDoseOffered(2)).toBe(false)
  })
})
