import { describe, expect, it } from 'vitest'
import type { Answers, QuestionnaireDocument } from '../../questionnaire/document.ts'
import { canGoNextIn, prepareSubmission, questionnaireRunMessages, questionnaireStep, startQuestionnaire } from '../../questionnaire/runner.ts'
import type { QuestionnaireContext } from '../../questionnaire/visibility.ts'
import { medicationCatalogueFromRows } from './catalogue-rows.ts'
import {
  DEFAULT_DOSE_SCHEDULES,
  defaultCurrentDoseMg,
  dosePreferenceOf,
  formDosePlanFor,
  formDosePlanMonthCount,
  isOfferedFormDoseSchedule,
  priorMedicationOf,
  readDoseMg,
  type FormDosePlan,
} from './form-plan.ts'
import { chooseMonthDose, dosePlanMonths } from './plan.ts'

/** The seeded medical form's prior-medication questions (apps/cms seed), and a last-dose question a clinician may add. */
const yesNo = [{ title: 'Yes' }, { title: 'No' }]
const document: QuestionnaireDocument = {
  questions: [
    { id: 4, question: 'takes_glp', label: 'Are you currently taking a GLP-1 medication?', question_type: 'single_option', options: yesNo },
    { id: 5, question: 'current_glp_dose', label: 'What is your current weekly dose (mg)?', question_type: 'string' },
    {
      id: 6,
      question: 'last_glp_dose',
      label: 'When did you take your last dose?',
      question_type: 'single_option',
      options: [{ title: 'Within last 2 weeks' }, { title: 'Between 2 weeks and a month ago' }, { title: 'More than a month ago' }],
    },
    { id: 15, question: 'dose_plan', label: 'Plan your doses', question_type: 'dose_optimization' },
  ],
  dependency: [
    { question_id: 5, dependent_on: 4, ask_if_val_in: ['Yes'] },
    { question_id: 6, dependent_on: 4, ask_if_val_in: ['Yes'] },
  ],
}
const tirzepatide: FormDosePlan = { drug: 'tirzepatide' }
const semaglutide: FormDosePlan = { drug: 'semaglutide' }

/** The doses each month offers, for a schedule chosen so far. */
const offered = (plan: FormDosePlan, answers: Answers, schedule: readonly (number | null)[] = []) =>
  dosePlanMonths(formDosePlanFor(plan, document, answers, schedule)).map((month) => month.choices.map((choice) => choice.doseMg))
const monthOne = (plan: FormDosePlan, answers: Answers) => offered(plan, answers)[0]

describe('the medical form’s dose plan: month 1 by the prior-medication answers', () => {
  it('offers a patient on no GLP medication the drug’s starting dose only, from the form or from the pre-checkout', () => {
    expect(monthOne(tirzepatide, { 4: 'No' })).toEqual([2.5])
    expect(monthOne(semaglutide, { 4: 'No' })).toEqual([0.25])
    expect(monthOne({ ...tirzepatide, preCheckout: { currentGLPMed: 'none', currentDose: null } }, {})).toEqual([2.5])
    // A dose typed before the patient changed the answer to No does not count.
    expect(monthOne(tirzepatide, { 4: 'No', 5: '15' })).toEqual([2.5])
  })

  it('offers the drug’s doses when nothing is known of the prior medication', () => {
    expect(priorMedicationOf({}, document, {})).toEqual({ takesGlp: null })
    // A form asking only the dose: a dose given is a dose taken.
    const doseOnly: QuestionnaireDocument = { questions: document.questions.filter((question) => question.id !== 4), dependency: [] }
    expect(priorMedicationOf({}, doseOnly, { 5: '5' })).toEqual({ takesGlp: true, drug: null, doseMg: 5, timing: 'withinTwoWeeks' })
    expect(priorMedicationOf({ preCheckout: { currentGLPMed: 'none' } }, doseOnly, { 5: '5' })).toEqual({ takesGlp: false })
    expect(monthOne(tirzepatide, {})).toEqual([2.5, 5, 7.5, 10, 12.5, 15])
    expect(monthOne(semaglutide, {})).toEqual([0.25, 0.5, 1, 1.7, 2.4])
  })

  it('offers a patient on the same drug the current dose with its neighbours', () => {
    expect(monthOne(tirzepatide, { 4: 'Yes', 5: '7.5' })).toEqual([5, 7.5, 10])
    expect(monthOne(tirzepatide, { 4: 'Yes', 5: '15 mg' })).toEqual([12.5, 15])
    // From the pre-checkout kept on the cart, when the form does not ask.
    expect(monthOne({ ...tirzepatide, preCheckout: { currentGLPMed: 'Mounjaro/Zepbound', currentDose: '12.5' } }, {})).toEqual([10, 12.5, 15])
    // The form's answer is the newer one.
    expect(monthOne({ ...tirzepatide, preCheckout: { currentGLPMed: 'Tirzepatide compound', currentDose: '12.5' } }, { 4: 'Yes', 5: '5' })).toEqual([
      2.5, 5, 7.5,
    ])
    // A reported dose between steps continues from the step at or below it (ADR 066): 2.5 mg semaglutide is the 2.4 step.
    expect(monthOne({ ...semaglutide, preCheckout: { currentGLPMed: 'Semaglutide compound', currentDose: '2.5' } }, {})).toEqual([1.7, 2.4])
    expect(monthOne({ ...semaglutide, preCheckout: { currentGLPMed: 'Ozempic/Wegovy', currentDose: '2' } }, {})).toEqual([1, 1.7, 2.4])
  })

  it('takes the default current dose (the drug’s starting dose) when the patient takes a GLP medication but gives no dose', () => {
    expect(defaultCurrentDoseMg('tirzepatide')).toBe(2.5)
    expect(defaultCurrentDoseMg('semaglutide')).toBe(0.25)
    expect(monthOne(tirzepatide, { 4: 'Yes' })).toEqual([2.5, 5])
    expect(monthOne(tirzepatide, { 4: 'Yes', 5: 'not sure' })).toEqual([2.5, 5])
    expect(monthOne(semaglutide, { 4: 'Yes', 5: '' })).toEqual([0.25, 0.5])
  })

  it('reads a dose as patients write it', () => {
    expect(readDoseMg('0.5')).toBe(0.5)
    expect(readDoseMg('.25 mg')).toBe(0.25)
    expect(readDoseMg('I take 2.5mg weekly')).toBe(2.5)
    expect(readDoseMg('none')).toBeNull()
    expect(readDoseMg('0')).toBeNull()
    expect(readDoseMg(null)).toBeNull()
  })
})

describe('the medical form’s dose plan: the switch table', () => {
  const fromOzempic = (dose: string): FormDosePlan => ({ ...tirzepatide, preCheckout: { currentGLPMed: 'Ozempic/Wegovy', currentDose: dose } })

  it('starts semaglutide to tirzepatide at the table’s dose for the dose and timing, with its neighbours', () => {
    // Currently taking: the last dose is within 2 weeks unless the form asks.
    expect(monthOne(fromOzempic('1'), {})).toEqual([2.5, 5, 7.5])
    expect(monthOne(fromOzempic('2.5'), {})).toEqual([7.5, 10, 12.5])
    expect(monthOne(fromOzempic('2.5'), { 4: 'Yes', 6: 'Within last 2 weeks' })).toEqual([7.5, 10, 12.5])
    // Between two weeks and a month: one step lower.
    expect(monthOne(fromOzempic('2.5'), { 4: 'Yes', 6: 'Between 2 weeks and a month ago' })).toEqual([5, 7.5, 10])
    // More than a month ago: no rows, the fallback 2.5.
    expect(monthOne(fromOzempic('2.5'), { 4: 'Yes', 6: 'More than a month ago' })).toEqual([2.5, 5])
    // A dose the table has no row for, or no dose at all: the fallback.
    expect(monthOne(fromOzempic('0.75'), {})).toEqual([2.5, 5])
    expect(monthOne({ ...tirzepatide, preCheckout: { currentGLPMed: 'Ozempic/Wegovy', currentDose: null } }, { 4: 'Yes' })).toEqual([2.5, 5])
  })

  it('starts tirzepatide to semaglutide at 0.25', () => {
    expect(monthOne({ ...semaglutide, preCheckout: { currentGLPMed: 'Mounjaro/Zepbound', currentDose: '15' } }, {})).toEqual([0.25, 0.5])
  })

  it('reads the table the CMS holds', () => {
    const catalogue = medicationCatalogueFromRows({ semaToTirz: [{ semaglutideDoseMg: 1, timing: 'withinTwoWeeks', tirzepatideDoseMg: 10 }] })
    expect(monthOne({ ...fromOzempic('1'), catalogue }, {})).toEqual([7.5, 10, 12.5])
  })
})

describe('the medical form’s dose plan: later months and the whole plan', () => {
  it('offers each later month the previous month’s dose and one step either side', () => {
    expect(offered(tirzepatide, { 4: 'No' }, [2.5, 5])).toEqual([[2.5], [2.5, 5], [2.5, 5, 7.5]])
    expect(offered(tirzepatide, { 4: 'Yes', 5: '15' }, [15, 12.5])).toEqual([
      [12.5, 15],
      [12.5, 15],
      [10, 12.5, 15],
    ])
  })

  it('plans 3 months, or Month 1 to Month 6-12 on a form that counts as a refill', () => {
    expect(formDosePlanMonthCount(tirzepatide)).toBe(3)
    expect(formDosePlanMonthCount({ ...tirzepatide, kind: 'refill' })).toBe(6)
    expect(formDosePlanMonthCount(null)).toBe(3)
    expect(isOfferedFormDoseSchedule({ ...tirzepatide, kind: 'refill' }, document, { 4: 'No' }, [2.5, 5, 7.5, 10, 12.5, 15])).toBe(true)
    expect(isOfferedFormDoseSchedule({ ...tirzepatide, kind: 'refill' }, document, { 4: 'No' }, [2.5, 5, 7.5])).toBe(false)
  })

  it('accepts only a plan the runner offers: forged month 1, a jump of two steps, a short or long plan are refused', () => {
    const newPatient = { 4: 'No' }
    expect(isOfferedFormDoseSchedule(tirzepatide, document, newPatient, [2.5, 5, 7.5])).toBe(true)
    expect(isOfferedFormDoseSchedule(tirzepatide, document, newPatient, [15, 15, 15])).toBe(false)
    expect(isOfferedFormDoseSchedule(tirzepatide, document, newPatient, [2.5, 7.5, 7.5])).toBe(false)
    expect(isOfferedFormDoseSchedule(tirzepatide, document, newPatient, [2.5, 5, null])).toBe(false)
    expect(isOfferedFormDoseSchedule(tirzepatide, document, newPatient, [2.5, 5, 7.5, 10])).toBe(false)
    expect(isOfferedFormDoseSchedule(tirzepatide, document, newPatient, [])).toBe(false)
    // A dose off the drug's steps.
    expect(isOfferedFormDoseSchedule(tirzepatide, document, {}, [3, 5, 7.5])).toBe(false)
    // The same plan for a patient already on 15 mg is refused: month 1 is 12.5 or 15.
    expect(isOfferedFormDoseSchedule(tirzepatide, document, { 4: 'Yes', 5: '15' }, [2.5, 5, 7.5])).toBe(false)
    expect(isOfferedFormDoseSchedule(tirzepatide, document, { 4: 'Yes', 5: '15' }, [15, 15, 12.5])).toBe(true)
  })

  it('chooses only what a month offers, and clears later months a new month 1 no longer allows', () => {
    const input = formDosePlanFor(tirzepatide, document, { 4: 'Yes', 5: '10' }, [10, 12.5, 15])
    expect(chooseMonthDose(input, 0, 2.5)).toEqual([10, 12.5, 15])
    expect(chooseMonthDose(input, 0, 7.5)).toEqual([7.5, null, null])
  })
})

describe('the spec’s defaults (section 9)', () => {
  it('stores a plan not set as the drug’s default schedule and maintenance dose; 10 when no drug is known', () => {
    expect(dosePreferenceOf('tirzepatide', [])).toEqual({ schedule: [2.5, 5, 7.5], maintenanceMg: 10 })
    expect(dosePreferenceOf('semaglutide', [null, null, null])).toEqual({ schedule: [0.25, 0.5, 1], maintenanceMg: 2.4 })
    expect(dosePreferenceOf(null, [])).toEqual({ schedule: [], maintenanceMg: 10 })
    expect(dosePreferenceOf('tirzepatide', [5, 7.5, 10])).toEqual({ schedule: [5, 7.5, 10], maintenanceMg: 10 })
    expect(dosePreferenceOf('semaglutide', [0.25, 0.5, 0.5])).toEqual({ schedule: [0.25, 0.5, 0.5], maintenanceMg: 0.5 })
  })

  it('the default schedules are plans the planner offers a new patient', () => {
    expect(isOfferedFormDoseSchedule(tirzepatide, document, { 4: 'No' }, DEFAULT_DOSE_SCHEDULES.tirzepatide.schedule)).toBe(true)
    expect(isOfferedFormDoseSchedule(semaglutide, document, { 4: 'No' }, DEFAULT_DOSE_SCHEDULES.semaglutide.schedule)).toBe(true)
  })
})

describe('the runner with the form’s planner', () => {
  const context: QuestionnaireContext = { answers: {}, gender: 'Male', userState: 'TX', formType: 'medical' }
  const options = { dosePlan: tirzepatide }
  const onDose = (answers: Answers) => ({ ...startQuestionnaire(document, context), answers, currentQuestionId: '15' })

  it('moves on from the dose question only with a plan the planner offers for the answers given', () => {
    const newPatient = onDose({ 4: 'No' })
    expect(canGoNextIn(document, questionnaireStep(document, context, newPatient, { type: 'SET_DOSE', schedule: [2.5, 5, 5] }, options), options)).toBe(true)
    expect(canGoNextIn(document, questionnaireStep(document, context, newPatient, { type: 'SET_DOSE', schedule: [5, 5, 5] }, options), options)).toBe(false)
    // Without a planner only the months are counted.
    expect(canGoNextIn(document, { ...newPatient, doseSchedule: [5, 5, 5] })).toBe(true)
    // The refill plan needs all six rows.
    const refill = { dosePlan: { ...tirzepatide, kind: 'refill' as const } }
    expect(canGoNextIn(document, { ...newPatient, doseSchedule: [2.5, 5, 5] }, refill)).toBe(false)
    expect(canGoNextIn(document, { ...newPatient, doseSchedule: [2.5, 5, 5, 7.5, 10, 10] }, refill)).toBe(true)
  })

  it('sends a plan no longer offered back to the dose question with a notice', () => {
    const kept = { ...onDose({ 4: 'Yes', 5: '15' }), currentQuestionId: null, doseSchedule: [2.5, 5, 7.5] }
    const refused = prepareSubmission(document, context, kept, options)
    expect(refused.ok || refused.state).toMatchObject({ currentQuestionId: '15', notice: questionnaireRunMessages.doseNotOffered })
    const accepted = prepareSubmission(document, context, { ...kept, doseSchedule: [15, 15, 15] }, options)
    expect(accepted.ok && accepted.submission.doseSchedule).toEqual([15, 15, 15])
  })

  it('sends no plan when the form does not ask for one (bareMeds)', () => {
    const bare: QuestionnaireDocument = {
      ...document,
      dependency: [...document.dependency, { question_id: 15, dependent_on: 'form_type', ask_if_val_in: ['medical'] }],
    }
    const state = { ...startQuestionnaire(bare, context), answers: { 4: 'No' }, currentQuestionId: null, doseSchedule: [15, 15, 15] }
    const prepared = prepareSubmission(bare, { ...context, formType: 'bareMeds' }, state, options)
    expect(prepared.ok && prepared.submission.doseSchedule).toEqual([])
  })
})
