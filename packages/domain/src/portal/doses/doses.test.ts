import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { adjustDosesLaterMonthChoices, isDoseScheduleComplete, laterMonthDoseChoices, monthOneDoseChoices } from './choices.ts'
import { specialNecessityNotes, specialNecessityRulesFromRows } from './special-necessities.ts'
import { isShownOnDosageTab } from './tables.ts'
import { doseLabel, doseStepsMg } from './catalogue.ts'
import { transitionStartingDose } from './transition.ts'

describe('dose tables', () => {
  it('hold the spec steps and defaults', () => {
    expect(doseStepsMg('semaglutide')).toEqual([0.25, 0.5, 1, 1.7, 2.4])
    expect(doseStepsMg('tirzepatide')).toEqual([2.5, 5, 7.5, 10, 12.5, 15])
    expect(doseLabel(0.25)).toBe('0.25 mg')
    expect(doseLabel(10)).toBe('10 mg')
  })

  it('keeps companion medications off the dosage tab', () => {
    expect(isShownOnDosageTab({ name: 'Semaglutide / B12' })).toBe(false)
    expect(isShownOnDosageTab({ name: 'Cyanocobalamin' })).toBe(false)
    expect(isShownOnDosageTab({ name: 'Ondansetron 4mg' })).toBe(false)
    expect(isShownOnDosageTab({ name: 'Tirzepatide', medId: 99 }, [99])).toBe(false)
    expect(isShownOnDosageTab({ name: 'Tirzepatide', medId: 1 }, [99])).toBe(true)
    expect(isShownOnDosageTab({ name: 'Vitamin', medId: 'excluded-med-4' })).toBe(false)
    expect(isShownOnDosageTab({ name: 'Tirzepatide', medId: 'T3' })).toBe(true)
    // A hidden id is matched in a name as a word only.
    expect(isShownOnDosageTab({ name: 'Tirzepatide B125' })).toBe(true)
  })
})

describe('dose choices', () => {
  it('offers month 1 from the drug list or around the current dose', () => {
    expect(monthOneDoseChoices('tirzepatide')).toEqual([2.5, 5, 7.5, 10, 12.5, 15])
    expect(monthOneDoseChoices('tirzepatide', { allowedDoses: [2.5, 5] })).toEqual([2.5, 5])
    expect(monthOneDoseChoices('tirzepatide', { currentDoseMg: 7.5 })).toEqual([5, 7.5, 10])
    expect(monthOneDoseChoices('tirzepatide', { currentDoseMg: 2.5 })).toEqual([2.5, 5])
    expect(monthOneDoseChoices('semaglutide', { currentDoseMg: 2.4 })).toEqual([1.7, 2.4])
  })

  it('offers later months the previous dose and its neighbours', () => {
    expect(laterMonthDoseChoices('semaglutide', 0.5)).toEqual([0.25, 0.5, 1])
    expect(laterMonthDoseChoices('tirzepatide', 15)).toEqual([12.5, 15])
  })

  it('offers only the previous dose and the next two steps on adjust doses', () => {
    expect(adjustDosesLaterMonthChoices('tirzepatide', 5)).toEqual([5, 7.5, 10])
    expect(adjustDosesLaterMonthChoices('tirzepatide', 12.5)).toEqual([12.5, 15])
    expect(adjustDosesLaterMonthChoices('semaglutide', 0.25)).toEqual([0.25, 0.5, 1])
  })

  it('needs every month filled', () => {
    expect(isDoseScheduleComplete([2.5, 5, 7.5], 3)).toBe(true)
    expect(isDoseScheduleComplete([2.5, null, 7.5], 3)).toBe(false)
    expect(isDoseScheduleComplete([2.5, 5], 3)).toBe(false)
  })

  it('always offers the previous dose, and never more than one step away (questionnaire)', () => {
    fc.assert(
      fc.property(fc.constantFrom('semaglutide' as const, 'tirzepatide' as const), fc.nat(5), (drug, index) => {
        const steps = doseStepsMg(drug)
        const previous = steps[Math.min(index, steps.length - 1)] ?? steps[0] ?? 0
        const choices = laterMonthDoseChoices(drug, previous)
        const at = steps.indexOf(previous)
        return choices.includes(previous) && choices.every((dose) => Math.abs(steps.indexOf(dose) - at) <= 1)
      }),
    )
  })
})

describe('drug transitions', () => {
  it('maps semaglutide to a tirzepatide step of 2.5, 5, 7.5 or 10', () => {
    expect(transitionStartingDose({ from: 'semaglutide', to: 'tirzepatide', currentDoseMg: 2.4, timing: 'withinTwoWeeks' })).toBe(10)
    expect(transitionStartingDose({ from: 'semaglutide', to: 'tirzepatide', currentDoseMg: 1, timing: 'withinTwoWeeks' })).toBe(5)
    expect(transitionStartingDose({ from: 'semaglutide', to: 'tirzepatide', currentDoseMg: 2.4, timing: 'moreThanAMonth' })).toBe(2.5)
    expect(transitionStartingDose({ from: 'semaglutide', to: 'tirzepatide', currentDoseMg: 3, timing: 'withinTwoWeeks' })).toBe(2.5)
    for (const timing of ['withinTwoWeeks', 'between', 'moreThanAMonth'] as const) {
      for (const dose of [0.25, 0.5, 1, 1.7, 2, 2.4, 2.5]) {
        expect([2.5, 5, 7.5, 10]).toContain(transitionStartingDose({ from: 'semaglutide', to: 'tirzepatide', currentDoseMg: dose, timing }))
      }
    }
  })

  it('starts tirzepatide-to-semaglutide at 0.25', () => {
    expect(transitionStartingDose({ from: 'tirzepatide', to: 'semaglutide', currentDoseMg: 15, timing: 'withinTwoWeeks' })).toBe(0.25)
  })
})

describe('special necessities', () => {
  it('writes notes from YES answers and a nausea score above 7', () => {
    expect(specialNecessityNotes({ nausea_score: 8, muscle_loss: 'YES', fatigue: 'No' })).toEqual([
      'Severe nausea reported (score above 7): consider anti-nausea support.',
      'Concerned about muscle loss.',
    ])
    expect(specialNecessityNotes({ nausea_score: 7 })).toEqual([])
    expect(specialNecessityNotes({ fatigue: 'yes' })).toEqual(['Reports fatigue.'])
  })

  it('reads the rules as the CMS keeps them; an incomplete row is skipped', () => {
    const rules = specialNecessityRulesFromRows([
      { question: 'hair_loss', when: 'yes', note: 'Worried about hair loss.' },
      { question: 'pain_score', when: 'above', threshold: 5, note: 'Pain above 5.' },
      { question: 'no_threshold', when: 'above', note: 'Never.' },
      { question: '', when: 'yes', note: 'Never.' },
      { question: 'no_note', when: 'yes', note: ' ' },
    ])
    expect(rules).toHaveLength(2)
    expect(specialNecessityNotes({ hair_loss: 'Yes', pain_score: 6, no_threshold: 100, no_note: 'YES' }, rules)).toEqual([
      'Worried about hair loss.',
      'Pain above 5.',
    ])
    expect(specialNecessityNotes({ hair_loss: 'No', pain_score: 5 }, rules)).toEqual([])
    expect(specialNecessityRulesFromRows(null)).toEqual([])
  })
})
