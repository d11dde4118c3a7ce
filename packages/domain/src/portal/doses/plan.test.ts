import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DRUGS, type Drug } from '../../pricing/plans.ts'
import { medicationCatalogueFromRows, medicationCatalogueSeedRows } from './catalogue-rows.ts'
import { DEFAULT_MEDICATION_CATALOGUE, doseStepsMg, type MedicationCatalogue } from './catalogue.ts'
import { dosageTabMonths, dosagePrefix } from './dosage-tab.ts'
import { chooseMonthDose, dosePlanMonths, planMonthLabels, type DosePlanInput } from './plan.ts'
import { transitionStartingDose } from './transition.ts'

const doses = (input: DosePlanInput) => dosePlanMonths(input).map((month) => month.choices.map((choice) => choice.doseMg))

describe('the dose plan', () => {
  it('runs Month 1 to 3, and on the refill form to a last Month 6-12', () => {
    expect(planMonthLabels('plan')).toEqual(['Month 1', 'Month 2', 'Month 3'])
    expect(planMonthLabels('refill')).toEqual(['Month 1', 'Month 2', 'Month 3', 'Month 4', 'Month 5', 'Month 6-12'])
    expect(dosePlanMonths({ drug: 'tirzepatide', kind: 'refill', schedule: [] })).toHaveLength(6)
  })

  it('offers month 1 the drug doses and later months nothing until the previous one is chosen', () => {
    expect(doses({ drug: 'semaglutide', schedule: [] })).toEqual([[0.25, 0.5, 1, 1.7, 2.4], [], []])
    expect(doses({ drug: 'semaglutide', schedule: [0.5] })).toEqual([[0.25, 0.5, 1, 1.7, 2.4], [0.25, 0.5, 1], []])
    expect(doses({ drug: 'tirzepatide', schedule: [], monthOne: { allowedDoses: [2.5, 5] } })[0]).toEqual([2.5, 5])
    expect(doses({ drug: 'tirzepatide', schedule: [], monthOne: { currentDoseMg: 7.5 } })[0]).toEqual([5, 7.5, 10])
  })

  it('labels each choice with its direction from the previous month', () => {
    const [, month2] = dosePlanMonths({ drug: 'tirzepatide', schedule: [5] })
    expect(month2?.choices).toEqual([
      { doseMg: 2.5, label: '2.5 mg', direction: 'decrease' },
      { doseMg: 5, label: '5 mg', direction: 'same' },
      { doseMg: 7.5, label: '7.5 mg', direction: 'increase' },
    ])
    expect(dosePlanMonths({ drug: 'tirzepatide', schedule: [] })[0]?.choices[0]?.direction).toBeNull()
  })

  it('on /adjust-doses offers later months the previous dose and the next two steps up only', () => {
    expect(doses({ drug: 'tirzepatide', screen: 'adjustDoses', schedule: [5, 10] }).slice(1)).toEqual([
      [5, 7.5, 10],
      [10, 12.5, 15],
    ])
  })

  it('starts a switch from the transition table, and tirzepatide to semaglutide at 0.25', () => {
    expect(doses({ drug: 'tirzepatide', schedule: [], switchingFrom: { drug: 'semaglutide', currentDoseMg: 2.4, timing: 'withinTwoWeeks' } })[0]).toEqual([
      7.5, 10, 12.5,
    ])
    expect(doses({ drug: 'semaglutide', schedule: [], switchingFrom: { drug: 'tirzepatide', currentDoseMg: 15, timing: 'withinTwoWeeks' } })[0]).toEqual([
      0.25, 0.5,
    ])
  })

  it('clears later months a new choice no longer allows', () => {
    const input: DosePlanInput = { drug: 'tirzepatide', schedule: [5, 7.5, 10] }
    expect(chooseMonthDose(input, 1, 5)).toEqual([5, 5, null])
    expect(chooseMonthDose(input, 0, 7.5)).toEqual([7.5, 7.5, 10])
    expect(chooseMonthDose(input, 0, 2.5)).toEqual([2.5, null, null])
    // A dose the month does not offer changes nothing.
    expect(chooseMonthDose(input, 1, 15)).toEqual([5, 7.5, 10])
  })

  it('takes its steps and labels from the catalogue the CMS holds', () => {
    const catalogue = medicationCatalogueFromRows({
      doseSteps: [
        { drug: 'semaglutide', doseMg: 0.25, label: '0.25 mg (starting)' },
        { drug: 'semaglutide', doseMg: 0.5 },
      ],
    })
    expect(dosePlanMonths({ drug: 'semaglutide', schedule: [], catalogue })[0]?.choices.map((choice) => choice.label)).toEqual(['0.25 mg (starting)', '0.5 mg'])
    // A drug with no rows keeps the spec's steps.
    expect(doseStepsMg('tirzepatide', catalogue)).toEqual([2.5, 5, 7.5, 10, 12.5, 15])
  })
})

/** Any catalogue the CMS could hold: 1 to 8 distinct positive steps per drug. */
const catalogueArbitrary: fc.Arbitrary<MedicationCatalogue> = fc
  .record({
    semaglutide: fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 8 }),
    tirzepatide: fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 8 }),
  })
  .map((steps) =>
    medicationCatalogueFromRows({
      doseSteps: DRUGS.flatMap((drug) => steps[drug].map((tenths) => ({ drug, doseMg: tenths / 4 }))),
    }),
  )

describe('no schedule offers a dose outside the drug steps (property)', () => {
  it('whatever the catalogue, screen, plan, start and choices', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary,
        fc.constantFrom<Drug>(...DRUGS),
        fc.constantFrom('questionnaire' as const, 'adjustDoses' as const),
        fc.constantFrom('plan' as const, 'refill' as const),
        fc.option(fc.double({ min: 0, max: 120, noNaN: true }), { nil: null }),
        fc.array(fc.nat(10), { maxLength: 6 }),
        (catalogue, drug, screen, kind, currentDoseMg, picks) => {
          const steps = doseStepsMg(drug, catalogue)
          let input: DosePlanInput = { drug, screen, kind, schedule: [], monthOne: { currentDoseMg }, catalogue }
          picks.forEach((pick, month) => {
            const choices = dosePlanMonths(input)[month]?.choices ?? []
            const chosen = choices[pick % Math.max(choices.length, 1)]
            if (chosen) input = { ...input, schedule: chooseMonthDose(input, month, chosen.doseMg) }
          })
          const months = dosePlanMonths(input)
          const offered = months.flatMap((month) => month.choices.map((choice) => choice.doseMg))
          const chosenDoses = input.schedule.filter((dose): dose is number => typeof dose === 'number')
          return (
            offered.every((dose) => steps.includes(dose)) &&
            chosenDoses.every((dose) => steps.includes(dose)) &&
            // Every chosen dose is still one its month offers.
            input.schedule.every((dose, month) => dose === null || dose === undefined || months[month]!.choices.some((choice) => choice.doseMg === dose)) &&
            // Month 1 always has something to choose.
            months[0]!.choices.length > 0
          )
        },
      ),
    )
  })

  it('never lowers a dose on /adjust-doses', () => {
    fc.assert(
      fc.property(fc.constantFrom<Drug>(...DRUGS), fc.nat(5), (drug, index) => {
        const steps = doseStepsMg(drug)
        const previous = steps[Math.min(index, steps.length - 1)]!
        const [, month2] = dosePlanMonths({ drug, screen: 'adjustDoses', schedule: [previous] })
        return month2!.choices.every((choice) => choice.doseMg >= previous && choice.direction !== 'decrease')
      }),
    )
  })

  it('maps every semaglutide switch to 2.5, 5, 7.5 or 10', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.constantFrom('withinTwoWeeks' as const, 'between' as const, 'moreThanAMonth' as const),
        (dose, timing) => [2.5, 5, 7.5, 10].includes(transitionStartingDose({ from: 'semaglutide', to: 'tirzepatide', currentDoseMg: dose, timing })),
      ),
    )
  })
})

describe('the catalogue rows', () => {
  it('seed the spec defaults and read back as them', () => {
    const rows = medicationCatalogueSeedRows()
    expect(rows.doseSteps.filter((row) => row.drug === 'semaglutide').map((row) => row.doseMg)).toEqual([0.25, 0.5, 1, 1.7, 2.4])
    expect(rows.medications.map((row) => row.medId)).toEqual(['b12', 'cyanocobalamin', 'ondansetron', 'excluded-med-4'])
    expect(medicationCatalogueFromRows(rows)).toEqual(DEFAULT_MEDICATION_CATALOGUE)
  })

  it('fall back to the defaults when malformed, and read the switch table and labels', () => {
    expect(medicationCatalogueFromRows({ doseSteps: [{ drug: 'aspirin', doseMg: 1 }] })).toEqual(DEFAULT_MEDICATION_CATALOGUE)
    expect(medicationCatalogueFromRows(null)).toEqual(DEFAULT_MEDICATION_CATALOGUE)
    expect(medicationCatalogueFromRows({ doseSteps: [], medications: [], semaToTirz: [] })).toEqual(DEFAULT_MEDICATION_CATALOGUE)
    const catalogue = medicationCatalogueFromRows({
      medications: [
        { medId: 'RX-77', doseLabel: '5 mg weekly', hideOnDosageTab: false },
        { medId: 'zofran', hideOnDosageTab: true },
      ],
      semaToTirz: [{ semaglutideDoseMg: 1, timing: 'withinTwoWeeks', tirzepatideDoseMg: 7.5 }],
    })
    expect(catalogue.doseLabels).toEqual({ 'rx-77': '5 mg weekly' })
    expect(catalogue.hiddenMedIds).toEqual(['zofran'])
    expect(transitionStartingDose({ from: 'semaglutide', to: 'tirzepatide', currentDoseMg: 1, timing: 'withinTwoWeeks', catalogue })).toBe(7.5)
    expect(transitionStartingDose({ from: 'semaglutide', to: 'tirzepatide', currentDoseMg: 2.4, timing: 'withinTwoWeeks', catalogue })).toBe(2.5)
  })
})

describe('the dosage tab months', () => {
  it('reads T1-T6 and S1-S5 from the name or the rxId, by dose step', () => {
    expect(dosagePrefix({ name: 'T2 Tirzepatide 5 mg/0.5 mL' })).toEqual({ drug: 'tirzepatide', step: 2, prefix: 'T2' })
    expect(dosagePrefix({ name: 'Semaglutide', rxId: 'S5-10023' })).toEqual({ drug: 'semaglutide', step: 5, prefix: 'S5' })
    expect(dosagePrefix({ name: 'Semaglutide S6' })).toBeNull()
    expect(dosagePrefix({ name: 'Tirzepatide T7' })).toBeNull()
    expect(dosagePrefix({ name: 'Tirzepatide 10 mg/mL', rxId: 'rx-1' })).toBeNull()
  })

  it('shows up to 3 months without the hidden medications', () => {
    const months = dosageTabMonths([
      { rxId: 'T1-a', name: 'Tirzepatide 2.5 mg', directions: 'Inject 2.5 mg weekly' },
      { rxId: 'b', name: 'Ondansetron 4mg' },
      { rxId: 'c', name: 'Vitamin', medId: 'excluded-med-4' },
      { rxId: 'd', name: 'Cyanocobalamin 1000 mcg' },
      { rxId: 'T2-e', name: 'Tirzepatide 5 mg' },
      { rxId: 'T3-f', name: 'Tirzepatide 7.5 mg' },
      { rxId: 'T4-g', name: 'Tirzepatide 10 mg' },
    ])
    expect(months.map((month) => [month.label, month.prefix, month.dose])).toEqual([
      ['Month 1', 'T1', '2.5 mg'],
      ['Month 2', 'T2', '5 mg'],
      ['Month 3', 'T3', '7.5 mg'],
    ])
    expect(months[0]).toMatchObject({ supplies: ['Alcohol wipes', '1 vial'], directions: 'Inject 2.5 mg weekly' })
    expect(months[1]?.directions).toBe('Inject 5 mg under the skin once a week.')
  })

  it('takes the dose label by medication id first, then the strength', () => {
    const catalogue = medicationCatalogueFromRows({ medications: [{ medId: 'm1', doseLabel: '0.5 mg (20 units)' }] })
    expect(
      dosageTabMonths(
        [
          { name: 'S2 Semaglutide', medId: 'm1' },
          { name: 'Semaglutide', strength: '2.5 mg/mL' },
        ],
        catalogue,
      ).map((month) => month.dose),
    ).toEqual(['0.5 mg (20 units)', '2.5 mg/mL'])
    expect(dosageTabMonths([{ name: 'Ondansetron' }])).toEqual([])
  })
})
