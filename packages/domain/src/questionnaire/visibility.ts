import type { Gender } from '../intake/gender-step.ts'
import type { QuestionnaireFormType } from '../portal/forms/after-submit.ts'
import {
  answerOf,
  chosenValues,
  CONTEXT_SOURCES,
  FORM_TYPE_SOURCE,
  GENDER_SOURCE,
  sameId,
  USER_STATE_SOURCE,
  type Answers,
  type Dependency,
  type Question,
  type QuestionnaireDocument,
} from './document.ts'

/** What visibility reads besides the answers. */
export type QuestionnaireContext = {
  answers: Answers
  userState?: string | null
  gender?: Gender | null
  formType?: QuestionnaireFormType
}

/** A rule that may hide a question whatever its dependencies say. */
export type VisibilityRule = (question: Question, context: QuestionnaireContext) => boolean

const slug = (question: Question) => question.question.trim().toLowerCase()

/**
 * The conditional questions spec 001 section 5 names outright. Question sets written in the CMS
 * say the same with user_state/gender/form_type dependencies, and then these rules step aside for
 * that question (ADR 054); they keep older sets, written without such dependencies, working.
 */
export const SPEC_VISIBILITY_RULES: readonly VisibilityRule[] = [
  (question, context) => !(sameId(question.id, 0) || slug(question) === 'pregnancy') || context.gender === 'Female',
  (question, context) => slug(question) !== 'florida_bill_of_rights' || context.userState?.toUpperCase() === 'FL',
  (question, context) => !slug(question).includes('restricted_states') || ['MS', 'LA'].includes(context.userState?.toUpperCase() ?? ''),
  (question, context) => context.formType !== 'bareMeds' || !(sameId(question.id, 14) || sameId(question.id, 15)),
]

function valueMatches(values: readonly (string | number)[], chosen: readonly string[]): boolean {
  const wanted = values.map((value) => String(value).trim())
  return chosen.some((value) => wanted.includes(value.trim()))
}

function dependencyMet(
  document: QuestionnaireDocument,
  dependency: Dependency,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[],
  visiting: ReadonlySet<string>,
): boolean {
  const source = String(dependency.dependent_on)
  if (source === USER_STATE_SOURCE) {
    const state = context.userState?.toUpperCase()
    return (
      state !== undefined &&
      valueMatches(
        dependency.ask_if_val_in.map((value) => String(value).toUpperCase()),
        [state],
      )
    )
  }
  if (source === GENDER_SOURCE) {
    return context.gender !== null && context.gender !== undefined && valueMatches(dependency.ask_if_val_in, [context.gender])
  }
  if (source === FORM_TYPE_SOURCE) {
    return context.formType !== undefined && valueMatches(dependency.ask_if_val_in, [context.formType])
  }
  const parent = document.questions.find((question) => sameId(question.id, dependency.dependent_on))
  // A hidden parent's stale answer must not open its dependants.
  if (!parent || !visibleWith(document, parent, context, rules, visiting)) return false
  return valueMatches(dependency.ask_if_val_in, chosenValues(answerOf(context.answers, parent.id)))
}

function visibleWith(
  document: QuestionnaireDocument,
  question: Question,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[],
  visiting: ReadonlySet<string>,
): boolean {
  const key = String(question.id)
  if (visiting.has(key)) return false
  const own = document.dependency.filter((dependency) => sameId(dependency.question_id, question.id))
  // A question whose document names its own patient/form condition is ruled by the document alone.
  const ruledByDocument = own.some((dependency) => CONTEXT_SOURCES.has(String(dependency.dependent_on)))
  if (!ruledByDocument && !rules.every((rule) => rule(question, context))) return false
  const next = new Set(visiting).add(key)
  return own.every((dependency) => dependencyMet(document, dependency, context, rules, next))
}

/**
 * A question is shown when the built-in rules allow it and every dependency on it is met: the
 * patient's state or gender, or another (visible) question's answer, is among ask_if_val_in.
 * A cycle, which the validator rejects on save, hides the questions in it rather than looping.
 */
export function isQuestionVisible(
  document: QuestionnaireDocument,
  question: Question,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[] = SPEC_VISIBILITY_RULES,
): boolean {
  return visibleWith(document, question, context, rules, new Set())
}

export function visibleQuestions(
  document: QuestionnaireDocument,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[] = SPEC_VISIBILITY_RULES,
): Question[] {
  return document.questions.filter((question) => isQuestionVisible(document, question, context, rules))
}
