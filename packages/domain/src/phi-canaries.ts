/**
 * PHI canaries (issue 32, ADR 106): marker values the test patients carry (the e2e's fixtures, the
 * fuzz suites' inputs), each one distinct enough that finding it in a log line, a URL, a call to a
 * third party or the page's `window.dataLayer` can only mean that patient's data went there. The
 * e2e run searches everything it captured for them at its end.
 */
export const PHI_CANARIES = {
  /** A first name no real record or page text has. */
  firstName: 'Zorvexa',
  lastName: 'Quillbeck',
  /** The local part every canary patient's email starts with (a unique suffix follows it). */
  emailLocalPart: 'xylocanary',
  /** Inside the intake's accepted ages in every year the suite may run. */
  dateOfBirth: { year: 1984, month: 9, day: 23 },
  /** Pounds, inside the intake's accepted weights. */
  weight: 237,
  /** A free-text questionnaire answer. */
  answer: 'Kelpwhistle canary answer',
  /** An uploaded file's name. */
  fileName: 'lumbrefold-scan.png',
} as const

/**
 * A canary patient's email: the marker local part and a unique suffix.
 * @public the e2e's patients and intake answers are made with it (e2e/support).
 */
export function canaryEmail(suffix: string): string {
  return `${PHI_CANARIES.emailLocalPart}-${suffix}@example.com`
}

export type CanaryKind = 'name' | 'dateOfBirth' | 'email' | 'weight' | 'answer' | 'fileName'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The forms each marker may take in text: a name in any case, a date as the intake and the ISO write it, the weight standing alone. */
function canaryPatterns(): { kind: CanaryKind; pattern: RegExp }[] {
  const { year, month, day } = PHI_CANARIES.dateOfBirth
  const mm = String(month).padStart(2, '0')
  const dd = String(day).padStart(2, '0')
  return [
    { kind: 'name', pattern: new RegExp(`${PHI_CANARIES.firstName}|${PHI_CANARIES.lastName}`, 'i') },
    { kind: 'email', pattern: new RegExp(escape(PHI_CANARIES.emailLocalPart), 'i') },
    { kind: 'dateOfBirth', pattern: new RegExp(`${year}-${mm}-${dd}|0?${month}/0?${day}/${year}|${year}/${mm}/${dd}`) },
    // The weight only as a number of its own (not inside an id, a hash or a longer number).
    { kind: 'weight', pattern: new RegExp(`(?<![\\w.%-])${PHI_CANARIES.weight}(?:\\.0)?(?![\\w.%])`) },
    { kind: 'answer', pattern: new RegExp(escape(PHI_CANARIES.answer).replaceAll(' ', '(?:[ +_-]|%20)'), 'i') },
    { kind: 'fileName', pattern: new RegExp(escape(PHI_CANARIES.fileName.replace(/\.png$/, '')), 'i') },
  ]
}

/**
 * The kinds of marker found in `text` (decoded once too, so a marker in a URL's escapes is found).
 * @public the e2e's end-of-run canary check (e2e/support/canaries.ts) searches with it.
 */
export function canariesIn(text: string, kinds: readonly CanaryKind[] = ['name', 'dateOfBirth', 'email', 'weight', 'answer', 'fileName']): CanaryKind[] {
  let decoded = text
  try {
    decoded = decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    // Not URL-encoded as a whole: the text as it is.
  }
  return canaryPatterns()
    .filter(({ kind, pattern }) => kinds.includes(kind) && (pattern.test(text) || pattern.test(decoded)))
    .map(({ kind }) => kind)
}
