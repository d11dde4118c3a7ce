import { describe, expect, it } from 'vitest'
import type { QuestionnaireDocument } from './document.ts'
import { confirmationBackIndex } from './navigation.ts'
import {
  canGoNextIn,
  isAtStart,
  prepareSubmission,
  questionnaireRunMessages,
  questionnaireStep,
  startQuestionnaire,
  type QuestionnaireRunState,
  type QuestionnaireStepEvent,
} from './runner.ts'
import { sampleQuestionnaire } from './sample.fixture.ts'
import { isQuestionVisible, type QuestionnaireContext } from './visibility.ts'

const female: QuestionnaireContext = { answers: {}, gender: 'Female', userState: 'CA', formType: 'medical' }
const male: QuestionnaireContext = { ...female, gender: 'Male' }
const run = (
  context: QuestionnaireContext,
  events: QuestionnaireStepEvent[],
  document: QuestionnaireDocument = sampleQuestionnaire,
  from?: QuestionnaireRunState,
) => events.reduce((state, event) => questionnaireStep(document, context, state, event), from ?? startQuestionnaire(document, context))

describe('questionnaire steps', () => {
  it('starts on the first visible question and skips hidden ones going forward', () => {
    expect(startQuestionnaire(sampleQuestionnaire, male).currentQuestionId).toBe('1')
    expect(startQuestionnaire(sampleQuestionnaire, female).currentQuestionId).toBe('0')
    const state = run(male, [
      { type: 'TOGGLE_OPTION', questionId: '1', title: 'Gallbladder disease' },
      { type: 'NEXT' },
      { type: 'ANSWER', questionId: '2', answer: 'No' },
      { type: 'NEXT' },
    ])
    // 3 waits for a Yes on 2; 4 is for Florida; 6 waits for a Yes on 5 (hidden).
    expect(state.currentQuestionId).toBe('6')
  })

  it('keeps Next closed until the answer fits the question', () => {
    const start = startQuestionnaire(sampleQuestionnaire, male)
    expect(canGoNextIn(sampleQuestionnaire, start)).toBe(false)
    expect(run(male, [{ type: 'NEXT' }]).currentQuestionId).toBe('1')
    expect(canGoNextIn(sampleQuestionnaire, run(male, [{ type: 'TOGGLE_OPTION', questionId: '1', title: 'Diabetes' }]))).toBe(true)
  })

  it("toggles 'none' against the other options and drops follow-ups no longer opened", () => {
    const picked = run(male, [
      { type: 'TOGGLE_OPTION', questionId: '1', title: 'Diabetes' },
      { type: 'ANSWER', questionId: 'f1', answer: 'Type 2' },
    ])
    expect(picked.answers).toEqual({ 1: ['Diabetes'], f1: 'Type 2' })
    const none = questionnaireStep(sampleQuestionnaire, male, picked, { type: 'TOGGLE_OPTION', questionId: '1', title: 'None of the above' })
    expect(none.answers).toEqual({ 1: ['None of the above'] })
    const again = questionnaireStep(sampleQuestionnaire, male, none, { type: 'TOGGLE_OPTION', questionId: '1', title: 'Gallbladder disease' })
    expect(again.answers).toEqual({ 1: ['Gallbladder disease'] })
  })

  it('opens the popup for a disqualifying answer and closes it on Resubmit', () => {
    const onThyroid = startQuestionnaire(sampleQuestionnaire, male, {
      answers: { 1: ['Diabetes'], f1: '2', 2: 'No' },
      currentQuestionId: '6',
      doseSchedule: [],
    })
    const popup = run(male, [{ type: 'ANSWER', questionId: '6', answer: 'Yes' }, { type: 'NEXT' }], sampleQuestionnaire, onThyroid)
    expect(popup.popup).toEqual({ questionId: '6', description: 'A history of medullary thyroid cancer rules out GLP-1 treatment.' })
    expect(popup.currentQuestionId).toBe('6')
    expect(questionnaireStep(sampleQuestionnaire, male, popup, { type: 'NEXT' })).toBe(popup)
    expect(questionnaireStep(sampleQuestionnaire, male, popup, { type: 'RESUBMIT' }).popup).toBeNull()
  })

  it('opens the popup on landing at an informational dead end', () => {
    const document: QuestionnaireDocument = {
      ...sampleQuestionnaire,
      questions: sampleQuestionnaire.questions.map((question) => (question.id === 6 ? { ...question, important: false } : question)),
    }
    const onThyroid = startQuestionnaire(document, male, { answers: {}, currentQuestionId: '6', doseSchedule: [] })
    const landed = run(male, [{ type: 'ANSWER', questionId: '6', answer: 'Yes' }, { type: 'NEXT' }], document, onThyroid)
    expect(landed.currentQuestionId).toBe('5')
    expect(landed.popup?.description).toBe('A history of medullary thyroid cancer rules out GLP-1 treatment.')
  })

  it('going back clears the current answer and its follow-ups, resets the doses and skips hidden questions', () => {
    const at = startQuestionnaire(sampleQuestionnaire, male, {
      answers: { 1: ['Diabetes'], f1: 'Type 2', 2: 'No', 6: 'No' },
      currentQuestionId: '6',
      doseSchedule: [0.25, 0.5, 1],
    })
    const back = questionnaireStep(sampleQuestionnaire, male, at, { type: 'BACK' })
    expect(back).toMatchObject({ currentQuestionId: '2', answers: { 1: ['Diabetes'], f1: 'Type 2', 2: 'No' }, doseSchedule: [] })
    const backAgain = questionnaireStep(sampleQuestionnaire, male, back, { type: 'BACK' })
    expect(backAgain).toMatchObject({ currentQuestionId: '1', answers: { 1: ['Diabetes'], f1: 'Type 2' } })
    expect(isAtStart(sampleQuestionnaire, male, backAgain)).toBe(true)
    expect(questionnaireStep(sampleQuestionnaire, male, backAgain, { type: 'BACK' })).toBe(backAgain)
  })

  it('reaches the confirmation step after the last question; Back there opens the confirmation_back question', () => {
    const last = startQuestionnaire(sampleQuestionnaire, male, {
      answers: { 1: ['Diabetes'], f1: 'x', 2: 'No', 6: 'No' },
      currentQuestionId: '14',
      doseSchedule: [],
    })
    const confirmation = questionnaireStep(sampleQuestionnaire, male, last, { type: 'NEXT' })
    expect(confirmation.currentQuestionId).toBeNull()
    // Question 8 is for Texas only: Back lands on the visible question before it.
    expect(questionnaireStep(sampleQuestionnaire, male, confirmation, { type: 'BACK' }).currentQuestionId).toBe('7')
    expect(questionnaireStep(sampleQuestionnaire, { ...male, userState: 'TX' }, confirmation, { type: 'BACK' }).currentQuestionId).toBe('8')
    const named = { ...sampleQuestionnaire, confirmation_back_question_id: 2 }
    expect(questionnaireStep(named, male, confirmation, { type: 'BACK' })).toMatchObject({ currentQuestionId: '2', answers: confirmation.answers })
    expect(confirmationBackIndex({ questions: [], dependency: [] }, male)).toBeNull()
  })

  it('submits only when every opened follow-up is answered', () => {
    const confirmation = startQuestionnaire(sampleQuestionnaire, male, {
      answers: { 1: ['Diabetes'], 2: 'No', 6: 'No' },
      currentQuestionId: null,
      doseSchedule: [],
    })
    const refused = prepareSubmission(sampleQuestionnaire, male, confirmation)
    expect(refused).toEqual({ ok: false, state: { ...confirmation, currentQuestionId: '1', notice: questionnaireRunMessages.followUpsMissing } })
    const answered = { ...confirmation, answers: { ...confirmation.answers, f1: 'Type 2' } }
    const accepted = prepareSubmission(sampleQuestionnaire, male, answered)
    expect(accepted.ok && accepted.submission.records.map((record) => record.answer)).toEqual(['Diabetes', 'Type 2', 'No', 'No'])
  })

  it('asks for the whole dose plan before submitting', () => {
    const document: QuestionnaireDocument = { questions: [{ id: 1, question: 'dose', label: 'Plan', question_type: 'dose_optimization' }], dependency: [] }
    const onDose = startQuestionnaire(document, male)
    expect(canGoNextIn(document, onDose)).toBe(false)
    const planned = questionnaireStep(document, male, onDose, { type: 'SET_DOSE', schedule: [0.25, 0.5, 1] })
    expect(canGoNextIn(document, planned)).toBe(true)
    const refused = prepareSubmission(document, male, { ...planned, currentQuestionId: null, doseSchedule: [0.25, null, null] })
    expect(refused.ok || refused.state).toMatchObject({ currentQuestionId: '1', notice: questionnaireRunMessages.doseMissing })
  })

  it('resumes where it was, or at the next visible question', () => {
    expect(startQuestionnaire(sampleQuestionnaire, male, { answers: { 2: 'No' }, currentQuestionId: '6', doseSchedule: [] }).currentQuestionId).toBe('6')
    // Question 3 is hidden without a Yes on 2: resume at the next visible one.
    const resumed = startQuestionnaire(sampleQuestionnaire, male, { answers: { 2: 'No' }, currentQuestionId: '3', doseSchedule: [] })
    expect(resumed.currentQuestionId).toBe('6')
    expect(isQuestionVisible(sampleQuestionnaire, sampleQuestionnaire.questions[5]!, { ...male, answers: resumed.answers })).toBe(true)
    expect(startQuestionnaire(sampleQuestionnaire, male, { answers: {}, currentQuestionId: null, doseSchedule: [] }).currentQuestionId).toBeNull()
    // A question that no longer exists: the first visible one still to answer.
    expect(
      startQuestionnaire(sampleQuestionnaire, male, { answers: { 1: ['Diabetes'], f1: 'x', 2: 'No' }, currentQuestionId: 'gone', doseSchedule: [] })
        .currentQuestionId,
    ).toBe('6')
  })
})
