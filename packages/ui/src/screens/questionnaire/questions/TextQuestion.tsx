import { textControlClassName } from './option-card.ts'
import type { QuestionFieldProps } from './question-props.ts'

/** text and string: one line of text. */
export function TextQuestion({ question, answer, onAnswer, labelId, descriptionId }: QuestionFieldProps) {
  return (
    <input
      type="text"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      value={typeof answer === 'string' ? answer : ''}
      placeholder={question.placeholder ?? undefined}
      maxLength={question.question_type === 'string' ? 255 : 1000}
      onChange={(event) => onAnswer(event.target.value)}
      className={textControlClassName}
    />
  )
}
