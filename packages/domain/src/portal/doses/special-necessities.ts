/**
 * Notes for the doctor drawn from YES answers (spec 001 section 9: nausea score above 7, muscle
 * loss, fatigue and similar). The spec shows neither the question keys nor the note texts, so
 * both are a rule table the CMS can extend.
 */
export type SpecialNecessityRule = {
  /** The question slug whose answer is read. */
  question: string
  /** When the answer calls for the note. */
  applies: (answer: string | number) => boolean
  note: string
}

const isYes = (answer: string | number) => String(answer).trim().toUpperCase() === 'YES'

export const DEFAULT_SPECIAL_NECESSITY_RULES: readonly SpecialNecessityRule[] = [
  {
    question: 'nausea_score',
    applies: (answer) => Number(answer) > 7,
    note: 'Severe nausea reported (score above 7): consider anti-nausea support.',
  },
  { question: 'muscle_loss', applies: isYes, note: 'Concerned about muscle loss.' },
  { question: 'fatigue', applies: isYes, note: 'Reports fatigue.' },
]

export function specialNecessityNotes(
  answers: Readonly<Record<string, string | number | null | undefined>>,
  rules: readonly SpecialNecessityRule[] = DEFAULT_SPECIAL_NECESSITY_RULES,
): string[] {
  return rules.flatMap((rule) => {
    const answer = answers[rule.question]
    return answer !== null && answer !== undefined && rule.applies(answer) ? [rule.note] : []
  })
}
