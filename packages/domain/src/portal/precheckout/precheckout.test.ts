import { describe, expect, it } from 'vitest'
import { questionnaireMessages } from '../../messages.ts'
import { preCheckoutMessages } from '../../messages/precheckout.ts'
import { cartPreCheckoutFields, hasAnsweredPreCheckout, preCheckoutBmiDeadEnd, preCheckoutBmiDeadEnds, preCheckoutFormSchema } from './precheckout.ts'
import { doseStepForReportedDose, drugOfGlpMedication } from './glp-medication.ts'

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

describe('pre-checkout form', () => {
  const parse = (form: Record<string, string>) => preCheckoutFormSchema.safeParse(form)

  it('keeps a current user with a listed dose', () => {
    const parsed = parse({ takesGlp: 'Yes', glpMedication: 'Mounjaro/Zepbound', currentDose: '12.5', medication: 'tirzepatide' })
    expect(parsed.success && parsed.data).toEqual({ takesGlp: true, glpMedication: 'Mounjaro/Zepbound', currentDoseMg: 12.5, medication: 'tirzepatide' })
    expect(parsed.success && cartPreCheckoutFields(parsed.data)).toEqual({ currentGLPMed: 'Mounjaro/Zepbound', currentDose: '12.5' })
  })

  it('keeps a non-user with no dose', () => {
    const parsed = parse({ takesGlp: 'No', glpMedication: '', currentDose: '', medication: 'semaglutide' })
    expect(parsed.success && cartPreCheckoutFields(parsed.data)).toEqual({ currentGLPMed: 'none', currentDose: null })
  })

  it.each([
    [{ takesGlp: 'Maybe', medication: 'semaglutide' }, preCheckoutMessages.answerTakesGlp],
    [{ takesGlp: 'No', currentDose: '5', medication: 'semaglutide' }, preCheckoutMessages.noDoseWithoutGlp],
    [{ takesGlp: 'Yes', currentDose: '5', medication: 'semaglutide' }, preCheckoutMessages.chooseGlpMedication],
    [{ takesGlp: 'Yes', glpMedication: 'Ozempic/Wegovy', medication: 'semaglutide' }, preCheckoutMessages.chooseCurrentDose],
    [{ takesGlp: 'Yes', glpMedication: 'Ozempic/Wegovy', currentDose: '5', medication: 'semaglutide' }, preCheckoutMessages.doseNotOffered],
    [{ takesGlp: 'Yes', glpMedication: 'Tirzepatide compound', currentDose: '17.5', medication: 'tirzepatide' }, preCheckoutMessages.doseNotOffered],
    [{ takesGlp: 'No', medication: 'aspirin' }, preCheckoutMessages.chooseMedication],
  ])('refuses %j', (form, message) => {
    const parsed = parse(form)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message)
  })

  it('answers only a cart that names a medication or none', () => {
    expect(hasAnsweredPreCheckout({ currentGLPMed: null })).toBe(false)
    expect(hasAnsweredPreCheckout({ currentGLPMed: 'none' })).toBe(true)
    expect(hasAnsweredPreCheckout({ currentGLPMed: 'Ozempic/Wegovy' })).toBe(true)
  })
})

describe('pre-checkout doses', () => {
  it('maps a step-3 medication to its drug', () => {
    expect(drugOfGlpMedication('Ozempic/Wegovy')).toBe('semaglutide')
    expect(drugOfGlpMedication('Mounjaro/Zepbound')).toBe('tirzepatide')
  })

  it('continues a reported semaglutide dose from the step at or below it', () => {
    expect(doseStepForReportedDose('semaglutide', 2.5)).toBe(2.4)
    expect(doseStepForReportedDose('semaglutide', 2)).toBe(1.7)
    expect(doseStepForReportedDose('semaglutide', 0.25)).toBe(0.25)
    expect(doseStepForReportedDose('tirzepatide', 12.5)).toBe(12.5)
  })

  it('has no BMI rule without intake measures', () => {
    expect(preCheckoutBmiDeadEnds({ weight: null, heightInches: 64 })).toEqual({ takesGlp: null, noGlp: null })
    expect(preCheckoutBmiDeadEnds({ weight: weightFor(22), heightInches: height })).toEqual({ takesGlp: null, noGlp: questionnaireMessages.bmiBelow25 })
  })
})
