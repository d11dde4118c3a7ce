import { ValidationError } from 'payload'

/** A value the CMS refused to store: which field, and the words to show for it. */
export interface Refusal {
  field: string
  message: string
}

/**
 * The CMS's refusal of a write (Payload's `ValidationError`: a field's validation, a closed list, a
 * unique value), as one field and message to answer with a 400; null for any other failure, which
 * the caller lets through (a 500 or a 503 is then the honest answer). A refusal is a decision about
 * what was typed, never a server error.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ValidationError)) return null
  const first = error.data.errors[0]
  return { field: first?.path ?? 'form', message: first?.message ?? 'Please check your answers and try again.' }
}
