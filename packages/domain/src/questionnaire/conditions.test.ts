import { describe, expect, it } from 'vitest'
import type { QuestionnaireDocument } from './document.ts'
import { sampleQuestionnaire } from './sample.fixture.ts'
import { validateQuestionnaire } from './validate.ts'
import { visibleQuestions, type QuestionnaireContext } from './visibility.ts'

const context = (extra: Partial<QuestionnaireContext>): QuestionnaireContext => ({
  answers: {},
  gender: 'Male',
  userState: 'CA',
  formType: 'medical',
  ...extra,
})
const ids = (document: QuestionnaireDocument, extra: Partial<QuestionnaireContext>) => visibleQuestions(document, context(extra)).map((question) => question.id)

/** Conditions written in the document (ADR 054). */
const written: QuestionnaireDocument = {
  questions: [
    { id: 0, question: 'pregnancy', label: 'Pregnant?', question_type: 'single_option', options: [{ title: 'Yes' }, { title: 'No' }] },
    { id: 10, question: 'restricted_states_notice', label: 'MS/LA', question_type: 'informational' },
    { id: 14, question: 'photo', label: 'Photo', question_type: 'file' },
    { id: 15, question: 'doses', label: 'Doses', question_type: 'dose_optimization' },
  ],
  dependency: [
    { question_id: 0, dependent_on: 'gender', ask_if_val_in: ['Female', 'Male'] },
    { question_id: 10, dependent_on: 'user_state', ask_if_val_in: ['MS', 'LA', 'AL'] },
    { question_id: 14, dependent_on: 'form_type', ask_if_val_in: ['medical', 'bareMeds'] },
    { question_id: 15, dependent_on: 'form_type', ask_if_val_in: ['medical'] },
  ],
}

describe('conditions in the document', () => {
  it('reads form_type dependencies', () => {
    expect(ids(written, { formType: 'medical' })).toEqual([0, 14, 15])
    expect(ids(written, { formType: 'bareMeds' })).toEqual([0, 14])
    expect(ids(written, { formType: 'refill' })).toEqual([0])
  })

  it('lets a question with its own patient or form condition override the built-in rule', () => {
    // The built-in rules would hide question 0 from men, 10 outside MS/LA and 14 on bareMeds.
    expect(ids(written, { userState: 'AL', formType: 'bareMeds' })).toEqual([0, 10, 14])
  })

  it('keeps the built-in rules for sets without such dependencies', () => {
    expect(ids(sampleQuestionnaire, { formType: 'bareMeds' })).not.toContain(14)
    expect(ids(sampleQuestionnaire, { gender: 'Male' })).not.toContain(0)
  })

  it('validates form_type values and the confirmation back question', () => {
    const bad = validateQuestionnaire({
      ...written,
      dependency: [{ question_id: 14, dependent_on: 'form_type', ask_if_val_in: ['bare'] }],
      confirmation_back_question_id: 99,
    })
    expect(bad.ok ? [] : bad.problems).toEqual([
      'Dependency 1 (question "14" on "form_type") asks for form_type "bare"; the form type is one of "medical", "bareMeds", "refill".',
      'The confirmation step goes back to question "99", which does not exist in this questionnaire.',
    ])
    expect(validateQuestionnaire({ ...written, confirmation_back_question_id: '14' }).ok).toBe(true)
  })
})
