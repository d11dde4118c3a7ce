import { sorryMessages } from '../messages.ts'
import { chosenValues, isOn, sameId, type Answer, type Question, type QuestionnaireDocument } from './document.ts'

export type Disqualification = { description: string }

/**
 * Whether showing or answering `question` ends in the 'We Cannot Proceed' popup:
 * - an informational question without a Next button is a dead end; its description is shown;
 * - an answer to an important question that meets a dependency whose target question has a
 *   description shows that description.
 */
export function disqualificationFor(document: QuestionnaireDocument, question: Question, answer: Answer): Disqualification | null {
  if (
    question.question_type === 'informational' &&
    question.has_next_button !== undefined &&
    question.has_next_button !== null &&
    !isOn(question.has_next_button)
  ) {
    return { description: question.description?.trim() || sorryMessages.questionnaireDisqualified }
  }
  if (!isOn(question.important)) return null
  const chosen = chosenValues(answer).map((value) => value.trim())
  for (const dependency of document.dependency) {
    if (!sameId(dependency.dependent_on, question.id)) continue
    if (!dependency.ask_if_val_in.some((value) => chosen.includes(String(value).trim()))) continue
    const target = document.questions.find((candidate) => sameId(candidate.id, dependency.question_id))
    const description = target?.description?.trim()
    if (description) return { description }
  }
  return null
}
