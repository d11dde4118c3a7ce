import { textControlClassName } from './option-card.ts'
import type { QuestionFieldProps } from './question-props.ts'

/** integer: a number (kept as a number once it parses, so Next follows the domain's rule). */
export function IntegerQuestion({ question, answer, onAnswer, labelId, descriptionId }: QuestionFieldProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      value={answer === null || answer === undefined || Array.isArray(answer) ? '' : String(answer)}
      placeholder={question.placeholder ?? undefined}
      onChange={(event) => {
        const text = event.target.value.replace(/[^0-9]/g, '')
        onAnswer(text === '' ? null : Number(text))
      }}
      className={`${textControlClassName} max-w-48`}
    />
  )
}
