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

/**
 * The rule table as the CMS stores it (Settings > Patient portal, ADR 062): a question slug, when
 * the note applies (a YES answer, or a number above the threshold) and the note itself.
 */
export type SpecialNecessityRow = { question: string; when: 'yes' | 'above'; threshold?: number | null; note: string }

export const DEFAULT_SPECIAL_NECESSITY_ROWS: readonly SpecialNecessityRow[] = [
  { question: 'nausea_score', when: 'above', threshold: 7, note: 'Severe nausea reported (score above 7): consider anti-nausea support.' },
  { question: 'muscle_loss', when: 'yes', note: 'Concerned about muscle loss.' },
  { question: 'fatigue', when: 'yes', note: 'Reports fatigue.' },
]

/** The CMS rows as rules; a row without a question, a note or (for 'above') a threshold is skipped. */
export function specialNecessityRulesFromRows(rows: readonly Partial<SpecialNecessityRow>[] | null | undefined): SpecialNecessityRule[] {
  return (rows ?? []).flatMap((row): SpecialNecessityRule[] => {
    const question = row.question?.trim()
    const note = row.note?.trim()
    if (!question || !note) return []
    if (row.when === 'yes') return [{ question, note, applies: isYes }]
    const threshold = row.threshold
    if (row.when !== 'above' || typeof threshold !== 'number' || !Number.isFinite(threshold)) return []
    return [{ question, note, applies: (answer) => Number(answer) > threshold }]
  })
}

export const DEFAULT_SPECIAL_NECESSITY_RULES: readonly SpecialNecessityRule[] = specialNecessityRulesFromRows(DEFAULT_SPECIAL_NECESSITY_ROWS)

export function specialNecessityNotes(
  answers: Readonly<Record<string, string | number | null | undefined>>,
  rules: readonly SpecialNecessityRule[] = DEFAULT_SPECIAL_NECESSITY_RULES,
): string[] {
  return rules.flatMap((rule) => {
    const answer = answers[rule.question]
    return answer !== null && answer !== undefined && rule.applies(answer) ? [rule.note] : []
  })
}
