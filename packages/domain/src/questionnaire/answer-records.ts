import { answerOf, isAnswered, isOn, type Answer, type Question, type QuestionId, type QuestionnaireDocument } from './document.ts'
import { displayedOptions, followUpsFor } from './options.ts'
import { isQuestionVisible, SPEC_VISIBILITY_RULES, type QuestionnaireContext, type VisibilityRule } from './visibility.ts'

/** One line of the submitted answers (spec 001 section 3, "Answer record sent on submit"). */
export type AnswerRecord = {
  question: string
  answer: string
  type: string
  description: string
  important: boolean
  is_critical: boolean
  label: string
  displayed_options: string[]
  metadata?: { isFollowUp: true; parentId: QuestionId; parentQuestion: string; option: string }
}

function recordType(question: Question, answer: Answer): string {
  if (question.question_type === 'integer') return 'number'
  if (question.question_type === 'file' || question.question_type === 'image_upload') return 'image_upload'
  if (question.question_type === 'text' || question.question_type === 'textarea' || question.question_type === 'string') return 'string'
  return Array.isArray(answer) ? 'string' : typeof answer
}

function record(question: Question, answer: Answer): AnswerRecord {
  return {
    question: question.label,
    answer: Array.isArray(answer) ? answer.join('\n') : String(answer),
    type: recordType(question, answer),
    description: question.description ?? '',
    important: isOn(question.important),
    is_critical: isOn(question.is_critical),
    label: question.label,
    displayed_options: displayedOptions(question),
  }
}

/**
 * The answers sent on submit: every visible, answered question in order, each followed by the
 * answered follow-ups its choices opened. Hidden questions send nothing, even with a stale answer.
 */
export function answerRecords(
  document: QuestionnaireDocument,
  context: QuestionnaireContext,
  rules: readonly VisibilityRule[] = SPEC_VISIBILITY_RULES,
): AnswerRecord[] {
  return document.questions
    .filter((question) => question.question_type !== 'informational')
    .filter((question) => isQuestionVisible(document, question, context, rules))
    .flatMap((question) => {
      const answer = answerOf(context.answers, question.id)
      if (!isAnswered(answer)) return []
      const followUps = followUpsFor(question, answer)
        .filter(({ question: followUp }) => isAnswered(answerOf(context.answers, followUp.id)))
        .map(({ option, question: followUp }) => ({
          ...record(followUp, answerOf(context.answers, followUp.id)),
          metadata: { isFollowUp: true as const, parentId: question.id, parentQuestion: question.label, option },
        }))
      return [record(question, answer), ...followUps]
    })
}
