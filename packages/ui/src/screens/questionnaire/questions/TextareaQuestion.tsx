import { textControlClassName } from './option-card.ts'
import type { QuestionFieldProps } from './question-props.ts'

/** textarea: a few lines of free text. */
export function TextareaQuestion({ question, answer, onAnswer, labelId, descriptionId }: QuestionFieldProps) {
  return (
    <textarea
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      rows={5}
      maxLength={5000}
      value={typeof answer === 'string' ? answer : ''}
      placeholder={question.placeholder ?? undefined}
      onChange={(event) => onAnswer(event.target.value)}
      className={`${textControlClassName} min-h-32 resize-y`}
    />
  )
}
