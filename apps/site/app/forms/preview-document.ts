import { rowsToDocument } from '@telehealth/cms/questionnaires'
import type { QuestionnaireDocument } from '@telehealth/domain/questionnaire/document'
import { QUESTION_TYPES } from '@telehealth/domain/questionnaire/question-types'

export type PreviewDocument = { ok: true; document: QuestionnaireDocument } | { ok: false; problem: string }

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

const isId = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '')
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The first unfinished part of a draft, or null when the runner can show it. A shape check by hand:
 * the preview page loads no schema library (the runner does not either), and the CMS checks the
 * whole question set on save anyway.
 */
function unfinishedPart(document: unknown): string | null {
  if (!isRecord(document) || !Array.isArray(document.questions)) return 'The draft is not finished.'
  for (const [index, question] of document.questions.entries()) {
    const problem = (field: string) => `Question ${index + 1} (${field}) is not finished.`
    if (!isRecord(question)) return problem('id')
    if (!isId(question.id)) return problem('id')
    if (typeof question.question !== 'string') return problem('question')
    if (typeof question.label !== 'string') return problem('label')
    if (!(QUESTION_TYPES as readonly unknown[]).includes(question.question_type)) return problem('question_type')
    if (
      question.options !== undefined &&
      question.options !== null &&
      !(Array.isArray(question.options) && question.options.every((option) => isRecord(option) && typeof option.title === 'string' && option.title !== ''))
    )
      return problem('options')
    if (question.followup_questions !== undefined && question.followup_questions !== null && !isRecord(question.followup_questions))
      return problem('followup_questions')
  }
  const dependency = document.dependency ?? []
  if (!Array.isArray(dependency)) return 'The draft is not finished.'
  for (const [index, rule] of dependency.entries()) {
    if (!isRecord(rule) || !isId(rule.question_id) || !isId(rule.dependent_on) || !Array.isArray(rule.ask_if_val_in)) {
      return `Rule ${index + 1} under "Show a question only when..." is not finished.`
    }
  }
  return null
}

function asDocument(value: unknown): QuestionnaireDocument {
  const document = value as QuestionnaireDocument
  return { ...document, dependency: document.dependency ?? [] }
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
  if (pasted !== null && pasted !== undefined && pasted !== '' && unfinishedPart(pasted) === null) return { ok: true, document: asDocument(pasted) }
  let document: unknown
  try {
    document = rowsToDocument(values)
  } catch {
    return { ok: false, problem: 'The draft is not finished.' }
  }
  const problem = unfinishedPart(document)
  return problem === null ? { ok: true, document: asDocument(document) } : { ok: false, problem }
}
