import { chosenValues, type Answer, type Question } from './document.ts'

/** "None", "None of the above", "none of these": the choice that excludes every other. */
export function isNoneOption(title: string): boolean {
  return /^none\b/i.test(title.trim())
}

/**
 * Ticking an option of a multiple-choice question: 'none' clears the others, any other option
 * clears 'none', ticking a ticked option unticks it.
 */
export function toggleOption(selected: readonly string[], title: string): string[] {
  if (selected.includes(title)) return selected.filter((value) => value !== title)
  if (isNoneOption(title)) return [title]
  return [...selected.filter((value) => !isNoneOption(value)), title]
}

/** Options in their display order. */
export function displayedOptions(question: Question): string[] {
  return [...(question.options ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((option) => option.title)
}

/** Follow-ups opened by the chosen options, in the order chosen; a lone 'none' opens nothing. */
export function followUpsFor(question: Question, answer: Answer): { option: string; question: Question }[] {
  const byOption = question.followup_questions
  if (!byOption) return []
  const chosen = chosenValues(answer)
  if (chosen.length > 0 && chosen.every(isNoneOption)) return []
  // Own keys only: an answer such as 'constructor' names no option's follow-ups.
  return chosen.flatMap((option) => (Object.hasOwn(byOption, option) ? (byOption[option] ?? []) : []).map((followUp) => ({ option, question: followUp })))
}
