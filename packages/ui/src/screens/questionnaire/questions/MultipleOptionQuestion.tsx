import { displayedOptions } from '@telehealth/domain'
import type { QuestionFieldProps } from './question-props.ts'
import { optionCardClassName } from './option-card.ts'

export interface MultipleOptionQuestionProps extends Omit<QuestionFieldProps, 'onAnswer'> {
  /** Ticking an option: the domain's toggle ('none' clears the others, another clears 'none'). */
  onToggle: (title: string) => void
}

/** multiple_option: one native checkbox per option. */
export function MultipleOptionQuestion({ question, answer, onToggle, labelId, descriptionId }: MultipleOptionQuestionProps) {
  const chosen = Array.isArray(answer) ? (answer as readonly string[]) : []
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={descriptionId} className="flex flex-col gap-3">
      <p className="text-sm text-muted">Choose all that apply.</p>
      {displayedOptions(question).map((title) => (
        <label key={title} className={optionCardClassName}>
          <input type="checkbox" value={title} checked={chosen.includes(title)} onChange={() => onToggle(title)} className="size-5 shrink-0 accent-brand-700" />
          <span>{title}</span>
        </label>
      ))}
    </div>
  )
}
