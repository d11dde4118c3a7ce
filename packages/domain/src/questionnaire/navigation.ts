import { isAnswered, isOn, type Answers, type QuestionnaireDocument } from './document.ts'
import { followUpsFor } from './options.ts'
import { isQuestionVisible, SPEC_VISIBILITY_RULES, type QuestionnaireContext, type VisibilityRule } from './visibility.ts'

/** The first visible question after `fromIndex` (-1 for the start), or null at the end. */
export function nextVisibleQuestionIndex(
  document: QuestionnaireDocument,
  fromIndex: number,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[] = SPEC_VISIBILITY_RULES,
): number | null {
  for (let index = Math.max(-1, fromIndex) + 1; index < document.questions.length; index += 1) {
    const question = document.questions[index]
    if (question && isQuestionVisible(document, question, context, rules)) return index
  }
  return null
}

/** The nearest visible question before `fromIndex`, or null at the start. */
export function previousVisibleQuestionIndex(
  document: QuestionnaireDocument,
  fromIndex: number,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[] = SPEC_VISIBILITY_RULES,
): number | null {
  for (let index = Math.min(fromIndex, document.questions.length) - 1; index >= 0; index -= 1) {
    const question = document.questions[index]
    if (question && isQuestionVisible(document, question, context, rules)) return index
  }
  return null
}

/**
 * Going back clears the current answer and its follow-ups' answers, then lands on the previous
 * visible question (read with the cleared answers). The dose selection is reset by the caller.
 */
export function goBack(
  document: QuestionnaireDocument,
  currentIndex: number,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[] = SPEC_VISIBILITY_RULES,
): { index: number | null; answers: Answers } {
  const current = document.questions[currentIndex]
  const answers: Record<string, Answers[string]> = { ...context.answers }
  if (current) {
    for (const { question } of followUpsFor(current, answers[String(current.id)])) delete answers[String(question.id)]
    delete answers[String(current.id)]
  }
  const index = previousVisibleQuestionIndex(document, currentIndex, { ...context, answers }, rules)
  return { index, answers }
}

/** Follow-ups opened by visible answers and still without an answer; submission waits for them. */
export function unansweredFollowUps(
  document: QuestionnaireDocument,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[] = SPEC_VISIBILITY_RULES,
): string[] {
  return document.questions
    .filter((question) => isQuestionVisible(document, question, context, rules))
    .flatMap((question) => followUpsFor(question, context.answers[String(question.id)]))
    .filter(({ question }) => !isOn(question.is_optional) && question.question_type !== 'informational')
    .filter(({ question }) => !isAnswered(context.answers[String(question.id)]))
    .map(({ question }) => String(question.id))
}

/** In the confirmation step Back returns to this question unless the document names another (ADR 053). */
export const CONFIRMATION_BACK_QUESTION_ID = 8

/**
 * Where Back from the confirmation step lands: the document's confirmation_back_question_id
 * (question 8 when absent) when that question is visible, else the last visible question before
 * it, else the last visible question of all (a set without that id).
 */
export function confirmationBackIndex(
  document: QuestionnaireDocument,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[] = SPEC_VISIBILITY_RULES,
): number | null {
  const targetId = document.confirmation_back_question_id ?? CONFIRMATION_BACK_QUESTION_ID
  const target = document.questions.findIndex((question) => String(question.id) === String(targetId))
  const from = target === -1 ? document.questions.length : target + 1
  return previousVisibleQuestionIndex(document, from, context, rules)
}
