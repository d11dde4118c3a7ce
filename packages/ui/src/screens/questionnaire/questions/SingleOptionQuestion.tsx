import { displayedOptions } from '@telehealth/domain'
import { useId } from 'react'
import { optionCardClassName } from './option-card.ts'
import type { QuestionFieldProps } from './question-props.ts'

/** single_option: one native radio per option, in the options' order. */
export function SingleOptionQuestion({ question, answer, onAnswer, labelId, descriptionId }: QuestionFieldProps) {
  const name = useId()
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-describedby={descriptionId} className="flex flex-col gap-3">
      {displayedOptions(question).map((title) => (
        <label key={title} className={optionCardClassName}>
          <input
            type="radio"
            name={name}
            value={title}
            checked={answer === title}
            onChange={() => onAnswer(title)}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span>{title}</span>
        </label>
      ))}
    </div>
  )
}
