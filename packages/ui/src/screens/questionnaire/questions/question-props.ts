import type { Answer, Question } from '@telehealth/domain'

/** What every question component receives: its question, its answer and a way to change it. */
export interface QuestionFieldProps {
  question: Question
  answer: Answer
  onAnswer: (answer: Answer) => void
  /** Ids of the heading and the sublabel, so the control is named by the question. */
  labelId: string
  descriptionId?: string | undefined
}
