import type { QUESTION_TYPES } from './question-types.ts'
import type { QuestionnaireFormType } from '../portal/forms/after-submit.ts'

/**
 * The question-set JSON of spec 001 section 3, as clinical staff edit it in the CMS: a list of
 * questions and a list of dependencies. Flags may be booleans or the legacy 0/1.
 */
export type QuestionType = (typeof QUESTION_TYPES)[number]

export type QuestionId = number | string
export type Flag = boolean | 0 | 1 | null | undefined

export type QuestionOption = {
  title: string
  order?: number | null
  important?: Flag
  is_critical?: Flag
  is_back_button?: Flag
}

export type Question = {
  id: QuestionId
  question: string
  label: string
  description?: string | null
  question_type: QuestionType
  is_optional?: Flag
  important?: Flag
  is_critical?: Flag
  has_next_button?: Flag
  placeholder?: string | null
  sublabel?: string | null
  isFollowUp?: Flag
  parentId?: QuestionId | null
  options?: QuestionOption[] | null
  followup_questions?: Record<string, Question[]> | null
  show_array?: unknown[] | null
}

/** Where a dependency reads its value: another question, or the patient's state or gender. */
export const USER_STATE_SOURCE = 'user_state'
export const GENDER_SOURCE = 'gender'
/** The form the questionnaire is answered in (medical, bareMeds, refill): e.g. "hidden for bareMeds" (ADR 054). */
export const FORM_TYPE_SOURCE = 'form_type'
export const FORM_TYPE_VALUES = ['medical', 'bareMeds', 'refill'] as const satisfies readonly QuestionnaireFormType[]
/** Dependencies on these read the patient or the form, not an answer. */
export const CONTEXT_SOURCES: ReadonlySet<string> = new Set([USER_STATE_SOURCE, GENDER_SOURCE, FORM_TYPE_SOURCE])

export type Dependency = {
  question_id: QuestionId
  dependent_on: QuestionId
  ask_if_val_in: (string | number)[]
}

export type QuestionnaireDocument = {
  questions: Question[]
  dependency: Dependency[]
  /** In the confirmation step Back returns to this question (the spec's fixed "question 8"; ADR 053). */
  confirmation_back_question_id?: QuestionId | null
}

// The zod schemas sit in their own module (re-exported here), so a page that only runs a
// questionnaire does not load zod.
export { questionnaireDocumentSchema } from './document-schema.ts'
export { QUESTION_TYPES } from './question-types.ts'

export function isOn(value: Flag): boolean {
  return value === true || value === 1
}

/** Ids may be numbers in one file and strings in another; they name the same question. */
export function sameId(a: QuestionId | null | undefined, b: QuestionId | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b)
}

/** An answer as stored per question id: a choice, several choices, text, a number or a file name. */
export type Answer = string | number | readonly string[] | null | undefined
export type Answers = Readonly<Record<string, Answer>>

export function answerOf(answers: Answers, id: QuestionId): Answer {
  return answers[String(id)]
}

export function isAnswered(answer: Answer): boolean {
  if (answer === null || answer === undefined) return false
  if (typeof answer === 'number') return Number.isFinite(answer)
  if (typeof answer === 'string') return answer.trim() !== ''
  return answer.length > 0
}

/** The chosen option titles of an answer. */
export function chosenValues(answer: Answer): string[] {
  if (answer === null || answer === undefined) return []
  if (typeof answer === 'string' || typeof answer === 'number') return [String(answer)]
  return [...answer]
}
