import { answerRecords, type AnswerRecord } from './answer-records.ts'
import { disqualificationFor } from './disqualification.ts'
import { answerOf, isAnswered, isOn, sameId, type Answer, type Answers, type Question, type QuestionnaireDocument } from './document.ts'
import { confirmationBackIndex, goBack, nextVisibleQuestionIndex, unansweredFollowUps } from './navigation.ts'
import { canGoNext } from './next-button.ts'
import { followUpsFor, toggleOption } from './options.ts'
import type { QuestionnaireProgress } from './progress.ts'
import { isQuestionVisible, type QuestionnaireContext } from './visibility.ts'
import { isDoseScheduleComplete } from '../portal/doses/choices.ts'
import { formDosePlanMonthCount, isOfferedFormDoseSchedule, type FormDosePlan } from '../portal/doses/form-plan.ts'
import { PLAN_MONTHS } from '../portal/doses/tables.ts'

/**
 * Where a patient is in a questionnaire: the answers, the question on screen (null: the
 * confirmation step), the dose plan, the 'We Cannot Proceed' popup and a notice (why Submit sent
 * the patient back). The machine and the screen both move it with `questionnaireStep`, so each
 * rule of spec 001 sections 4 and 5 is written once.
 */
export type QuestionnaireRunState = {
  answers: Answers
  currentQuestionId: string | null
  doseSchedule: (number | null)[]
  popup: { questionId: string; description: string } | null
  notice: string | null
}

export type QuestionnaireStepEvent =
  | { type: 'ANSWER'; questionId: string; answer: Answer }
  | { type: 'TOGGLE_OPTION'; questionId: string; title: string }
  | { type: 'SET_DOSE'; schedule: (number | null)[] }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RESUBMIT' }

export type QuestionnaireSubmission = { answers: Answers; records: AnswerRecord[]; doseSchedule: (number | null)[] }

export interface StepOptions {
  /** Months of the dose plan (3 unless the caller's plan says otherwise; the dose plan's own count when it is given). */
  doseMonths?: number
  /**
   * The form's dose planner (ADR 088): when given, the dose question moves on only with a plan it
   * offers for the answers given (a plan kept from before an answer or the catalogue changed does not).
   */
  dosePlan?: FormDosePlan | null
}

export const questionnaireRunMessages = {
  followUpsMissing: 'Please answer the follow-up questions before submitting.',
  doseMissing: 'Please choose a dose for every month before submitting.',
  doseNotOffered: 'The doses we can offer you have changed. Please choose a dose for every month again.',
} as const

const withAnswers = (context: QuestionnaireContext, answers: Answers): QuestionnaireContext => ({ ...context, answers })

function indexOfId(document: QuestionnaireDocument, id: string | null): number {
  return id === null ? -1 : document.questions.findIndex((question) => sameId(question.id, id))
}

/** A top-level question, or a follow-up (with its parent), by id. */
export function findQuestion(document: QuestionnaireDocument, id: string): { question: Question; parent: Question | null } | null {
  for (const question of document.questions) {
    if (sameId(question.id, id)) return { question, parent: null }
    for (const list of Object.values(question.followup_questions ?? {})) {
      const followUp = list.find((candidate) => sameId(candidate.id, id))
      if (followUp) return { question: followUp, parent: question }
    }
  }
  return null
}

export function currentQuestion(document: QuestionnaireDocument, state: Pick<QuestionnaireRunState, 'currentQuestionId'>): Question | null {
  const index = indexOfId(document, state.currentQuestionId)
  return index === -1 ? null : (document.questions[index] ?? null)
}

/** An informational question without a Next button: landing on it opens the popup. */
function deadEnd(document: QuestionnaireDocument, question: Question): QuestionnaireRunState['popup'] {
  if (question.question_type !== 'informational') return null
  const found = disqualificationFor(document, question, undefined)
  return found ? { questionId: String(question.id), description: found.description } : null
}

function landOn(document: QuestionnaireDocument, state: QuestionnaireRunState, index: number | null): QuestionnaireRunState {
  const question = index === null ? null : document.questions[index]
  if (!question) return { ...state, currentQuestionId: null, popup: null }
  return { ...state, currentQuestionId: String(question.id), popup: deadEnd(document, question) }
}

/**
 * The first screen: a fresh start lands on the first visible question; saved progress resumes
 * where it was, at the next visible question when that one is hidden now, or at the first visible
 * question still to answer when it no longer exists.
 */
export function startQuestionnaire(
  document: QuestionnaireDocument,
  context: QuestionnaireContext,
  progress?: Pick<QuestionnaireProgress, 'answers' | 'currentQuestionId' | 'doseSchedule'> | null,
): QuestionnaireRunState {
  const state: QuestionnaireRunState = {
    answers: { ...(progress?.answers ?? {}) },
    currentQuestionId: null,
    doseSchedule: [...(progress?.doseSchedule ?? [])],
    popup: null,
    notice: null,
  }
  if (progress && progress.currentQuestionId === null) return state
  const live = withAnswers(context, state.answers)
  const at = indexOfId(document, progress?.currentQuestionId ?? null)
  const question = document.questions[at]
  if (question && isQuestionVisible(document, question, live)) return landOn(document, state, at)
  if (at === -1 && progress?.currentQuestionId) {
    // The question is gone (an edited set in the preview): the first visible one still to answer.
    const open = document.questions.findIndex(
      (candidate) =>
        candidate.question_type !== 'informational' && !isAnswered(answerOf(state.answers, candidate.id)) && isQuestionVisible(document, candidate, live),
    )
    return landOn(document, state, open === -1 ? null : open)
  }
  return landOn(document, state, nextVisibleQuestionIndex(document, at, live))
}

/** Sets an answer; follow-ups the new answer no longer opens lose theirs. */
function setAnswer(document: QuestionnaireDocument, answers: Answers, questionId: string, answer: Answer): Answers {
  const next: Record<string, Answer> = { ...answers, [questionId]: answer }
  const found = findQuestion(document, questionId)
  if (found) {
    const kept = new Set(followUpsFor(found.question, answer).map(({ question }) => String(question.id)))
    for (const { question } of followUpsFor(found.question, answerOf(answers, questionId))) {
      if (!kept.has(String(question.id))) delete next[String(question.id)]
    }
  }
  return next
}

function doseMonthsOf(options: StepOptions): number {
  return options.dosePlan ? formDosePlanMonthCount(options.dosePlan) : (options.doseMonths ?? PLAN_MONTHS)
}

/** Whether the planned doses are ones the form's planner offers (true when no planner is given: nothing to check against). */
function isOfferedSchedule(document: QuestionnaireDocument, state: Pick<QuestionnaireRunState, 'answers' | 'doseSchedule'>, options: StepOptions): boolean {
  return !options.dosePlan || isOfferedFormDoseSchedule(options.dosePlan, document, state.answers, state.doseSchedule)
}

function doseSelectionOf(document: QuestionnaireDocument, state: Pick<QuestionnaireRunState, 'answers' | 'doseSchedule'>, options: StepOptions) {
  return { schedule: state.doseSchedule, months: doseMonthsOf(options), offered: isOfferedSchedule(document, state, options) }
}

/** Whether the question on screen lets the patient press Next (spec 001 section 5). */
export function canGoNextIn(document: QuestionnaireDocument, state: QuestionnaireRunState, options: StepOptions = {}): boolean {
  const question = currentQuestion(document, state)
  return question !== null && canGoNext(question, answerOf(state.answers, question.id), doseSelectionOf(document, state, options))
}

/** Whether Back on this screen leaves the form (the first visible question). */
export function isAtStart(document: QuestionnaireDocument, context: QuestionnaireContext, state: QuestionnaireRunState): boolean {
  if (state.currentQuestionId === null) return confirmationBackIndex(document, withAnswers(context, state.answers)) === null
  const index = indexOfId(document, state.currentQuestionId)
  return nextVisibleQuestionIndex(document, -1, withAnswers(context, state.answers)) === index
}

export function questionnaireStep(
  document: QuestionnaireDocument,
  context: QuestionnaireContext,
  state: QuestionnaireRunState,
  event: QuestionnaireStepEvent,
  options: StepOptions = {},
): QuestionnaireRunState {
  switch (event.type) {
    case 'ANSWER':
      return { ...state, answers: setAnswer(document, state.answers, event.questionId, event.answer), notice: null }
    case 'TOGGLE_OPTION': {
      const chosen = answerOf(state.answers, event.questionId)
      const selected = Array.isArray(chosen) ? (chosen as readonly string[]) : []
      return { ...state, answers: setAnswer(document, state.answers, event.questionId, toggleOption(selected, event.title)), notice: null }
    }
    case 'SET_DOSE':
      return { ...state, doseSchedule: [...event.schedule], notice: null }
    case 'RESUBMIT':
      return { ...state, popup: null }
    case 'NEXT': {
      const question = currentQuestion(document, state)
      if (!question || state.popup || !canGoNextIn(document, state, options)) return state
      const disqualified = disqualificationFor(document, question, answerOf(state.answers, question.id))
      if (disqualified) return { ...state, popup: { questionId: String(question.id), description: disqualified.description } }
      const index = indexOfId(document, state.currentQuestionId)
      return landOn(document, { ...state, notice: null }, nextVisibleQuestionIndex(document, index, withAnswers(context, state.answers)))
    }
    case 'BACK': {
      if (isAtStart(document, context, state)) return state
      if (state.currentQuestionId === null) {
        return { ...landOn(document, state, confirmationBackIndex(document, withAnswers(context, state.answers))), popup: null, notice: null }
      }
      const back = goBack(document, indexOfId(document, state.currentQuestionId), withAnswers(context, state.answers))
      const landed = landOn(document, { ...state, answers: back.answers, doseSchedule: [], notice: null }, back.index)
      return { ...landed, popup: null }
    }
  }
}

/**
 * Submit from the confirmation step: every opened follow-up answered and the dose plan complete
 * (when the form asks for one), else the patient is sent to the question that needs it.
 */
export function prepareSubmission(
  document: QuestionnaireDocument,
  context: QuestionnaireContext,
  state: QuestionnaireRunState,
  options: StepOptions = {},
): { ok: true; submission: QuestionnaireSubmission } | { ok: false; state: QuestionnaireRunState } {
  const live = withAnswers(context, state.answers)
  const missing = unansweredFollowUps(document, live)[0]
  if (missing !== undefined) {
    const parent = findQuestion(document, missing)?.parent
    return {
      ok: false,
      state: {
        ...state,
        currentQuestionId: parent ? String(parent.id) : state.currentQuestionId,
        popup: null,
        notice: questionnaireRunMessages.followUpsMissing,
      },
    }
  }
  const dose = document.questions.find(
    (question) => question.question_type === 'dose_optimization' && !isOn(question.is_optional) && isQuestionVisible(document, question, live),
  )
  const asked = document.questions.find((question) => question.question_type === 'dose_optimization' && isQuestionVisible(document, question, live))
  const planned = asked !== undefined && state.doseSchedule.some((month) => month !== null)
  if (dose && !isDoseScheduleComplete(state.doseSchedule, doseMonthsOf(options))) {
    return { ok: false, state: { ...state, currentQuestionId: String(dose.id), popup: null, notice: questionnaireRunMessages.doseMissing } }
  }
  if (asked && planned && !isOfferedSchedule(document, state, options)) {
    return { ok: false, state: { ...state, currentQuestionId: String(asked.id), popup: null, notice: questionnaireRunMessages.doseNotOffered } }
  }
  // A plan is sent only while the form asks for one.
  return { ok: true, submission: { answers: state.answers, records: answerRecords(document, live), doseSchedule: planned ? state.doseSchedule : [] } }
}

export function progressOf(
  state: QuestionnaireRunState,
  form: { questionnaireId: string; version: string },
  savedAt: Date,
  completed = false,
): QuestionnaireProgress {
  return {
    questionnaireId: form.questionnaireId,
    version: form.version,
    answers: state.answers,
    currentQuestionId: state.currentQuestionId,
    doseSchedule: state.doseSchedule,
    savedAt: savedAt.toISOString(),
    completed,
  }
}
