import { rowsToDocument, type QuestionnaireRows } from '@telehealth/cms/collections/Questionnaires/document'
import { questionnaireDocumentSchema, type QuestionnaireDocument } from '@telehealth/domain/questionnaire/document'

export type PreviewDocument = { ok: true; document: QuestionnaireDocument } | { ok: false; problem: string }

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

function describe(path: readonly PropertyKey[]): string {
  const [list, index, field] = path
  if (list === 'questions' && typeof index === 'number') return `Question ${index + 1}${field ? ` (${String(field)})` : ''} is not finished.`
  if (list === 'dependency' && typeof index === 'number') return `Rule ${index + 1} under "Show a question only when..." is not finished.`
  return 'The draft is not finished.'
}

/**
 * The draft the admin's live preview sends (the edit form's values: rows, unsaved edits included)
 * as the document the runner reads, as saving would make it: a pasted JSON import replaces the
 * rows. A draft with an unfinished question (a new row without its type) says which, rather than
 * showing a half question.
 */
export function previewDocument(values: unknown): PreviewDocument {
  if (typeof values !== 'object' || values === null) return { ok: false, problem: 'The draft is not finished.' }
  const pasted = parsedJson((values as { importJson?: unknown }).importJson)
  const imported = pasted === null || pasted === undefined || pasted === '' ? null : questionnaireDocumentSchema.safeParse(pasted)
  if (imported?.success) return { ok: true, document: imported.data }
  let document: unknown
  try {
    document = rowsToDocument(values as QuestionnaireRows)
  } catch {
    return { ok: false, problem: 'The draft is not finished.' }
  }
  const checked = questionnaireDocumentSchema.safeParse(document)
  if (!checked.success) return { ok: false, problem: describe(checked.error.issues[0]?.path ?? []) }
  return { ok: true, document: checked.data }
}
