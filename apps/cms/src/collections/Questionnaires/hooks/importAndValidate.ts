import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { validateQuestionnaire } from '@telehealth/domain/questionnaire/validate'
import type { Questionnaire } from '../../../payload-types.ts'
import { documentToRows, rowsToDocument } from '../document.ts'

/**
 * A refusal the admin shows as it is written. Payload's error formatter recognises an error by its
 * class or, failing that, by its name; the admin's production build minifies the class name away
 * and bundles its own copy of the class, so the name is set here by hand.
 */
function refusal(message: string, problems: string[] = []): APIError {
  const error = new APIError(message, 400, { problems }, true)
  error.name = 'QuestionnaireRefused'
  return error
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw refusal('The pasted text is not valid JSON.')
  }
}

/**
 * Before a questionnaire is saved: a pasted JSON document replaces the rows, then the whole
 * question set is checked with the domain's validator. A broken dependency, a cycle or a
 * duplicate id is refused with sentences naming it; nothing is saved.
 */
export const importAndValidateQuestionnaire: CollectionBeforeValidateHook<Questionnaire> = ({ data }) => {
  if (!data) return data
  let next = { ...data }
  const pasted: unknown = next.importJson
  if (pasted !== null && pasted !== undefined && pasted !== '') {
    const parsed = typeof pasted === 'string' ? safeJson(pasted) : pasted
    const checked = validateQuestionnaire(parsed)
    if (!checked.ok) throw refusal(`The pasted JSON was not imported. ${checked.problems.join(' ')}`, checked.problems)
    next = { ...next, ...documentToRows(checked.document), importJson: null }
  }
  // Drafts may be unfinished; what is published must be whole.
  if (next._status === 'draft') return next
  const result = validateQuestionnaire(rowsToDocument(next))
  if (!result.ok) throw refusal(`This questionnaire cannot be published yet. ${result.problems.join(' ')}`, result.problems)
  return next
}
