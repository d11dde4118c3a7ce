import type { Dependency, Question, QuestionnaireDocument, QuestionOption } from '@telehealth/domain/questionnaire/document'
import type { Questionnaire } from '../../payload-types.ts'

/**
 * The admin edits a questionnaire as structured rows; the site and the rules work on the
 * specification's JSON. These two functions turn one into the other, losslessly.
 */
export type QuestionRow = NonNullable<Questionnaire['questions']>[number]
export type DependencyRow = NonNullable<Questionnaire['dependency']>[number]
// Written out (not picked from the generated types) so this compiles before the types are regenerated.
export type QuestionnaireRows = Partial<Pick<Questionnaire, 'questions' | 'dependency'>> & { confirmationBackQuestion?: string | null }

/** Numeric-looking ids stay numbers, as the specification's files write them. */
function toId(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value
}

function optional<T>(value: T | null | undefined): T | undefined {
  return value === null || value === undefined || value === '' ? undefined : value
}

export function rowsToDocument(rows: QuestionnaireRows): QuestionnaireDocument {
  const questions: Question[] = (rows.questions ?? []).map((row) => {
    const question: Question = {
      id: toId(row.qid),
      question: row.question,
      label: row.label,
      question_type: row.question_type,
    }
    const extras: Partial<Question> = {
      description: optional(row.description),
      // Flags are written only when they differ from the default, so an export reads like the import.
      is_optional: row.is_optional ? true : undefined,
      important: row.important ? true : undefined,
      is_critical: row.is_critical ? true : undefined,
      has_next_button: row.has_next_button === false ? false : undefined,
      placeholder: optional(row.placeholder),
      sublabel: optional(row.sublabel),
      options: row.options?.length
        ? row.options.map((option): QuestionOption => ({
            title: option.title,
            ...(option.order !== null && option.order !== undefined ? { order: option.order } : {}),
            ...(option.important ? { important: true } : {}),
            ...(option.is_critical ? { is_critical: true } : {}),
            ...(option.is_back_button ? { is_back_button: true } : {}),
          }))
        : undefined,
      show_array: row.show_array?.length ? row.show_array.map(showItemFromRow) : undefined,
      followup_questions:
        row.followups && typeof row.followups === 'object' && !Array.isArray(row.followups) && Object.keys(row.followups).length > 0
          ? (row.followups as Record<string, Question[]>)
          : undefined,
    }
    for (const [key, value] of Object.entries(extras)) {
      if (value !== undefined) (question as Record<string, unknown>)[key] = value
    }
    return question
  })
  const dependency: Dependency[] = (rows.dependency ?? []).map((row) => ({
    question_id: toId(row.question_id),
    dependent_on: toId(row.dependent_on),
    ask_if_val_in: row.ask_if_val_in ?? [],
  }))
  const backId = optional(rows.confirmationBackQuestion?.trim())
  return backId === undefined ? { questions, dependency } : { questions, dependency, confirmation_back_question_id: toId(backId) }
}

const onOff = (value: unknown): boolean => value === true || value === 1

type ShowItemRow = NonNullable<QuestionRow['show_array']>[number]
type ShowItem = { main_txt?: string; sub_txt?: string; baluga_ques?: string }

const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null

/** An item of show_array: the specification writes objects; a bare string is read as its heading. */
function showItemToRow(entry: unknown): ShowItemRow {
  if (entry === null || typeof entry !== 'object') return { main_txt: textOf(entry), sub_txt: null, baluga_ques: null }
  const item = entry as Record<string, unknown>
  return { main_txt: textOf(item.main_txt), sub_txt: textOf(item.sub_txt), baluga_ques: textOf(item.baluga_ques) }
}

function showItemFromRow(row: ShowItemRow): ShowItem {
  const item: ShowItem = {}
  if (row.main_txt) item.main_txt = row.main_txt
  if (row.sub_txt) item.sub_txt = row.sub_txt
  if (row.baluga_ques) item.baluga_ques = row.baluga_ques
  return item
}

export function documentToRows(document: QuestionnaireDocument): {
  questions: QuestionRow[]
  dependency: DependencyRow[]
  confirmationBackQuestion: string | null
} {
  const backId = document.confirmation_back_question_id
  return {
    confirmationBackQuestion: backId === null || backId === undefined ? null : String(backId),
    questions: document.questions.map((question) => ({
      qid: String(question.id),
      question: question.question,
      label: question.label,
      description: question.description ?? null,
      question_type: question.question_type,
      is_optional: onOff(question.is_optional),
      important: onOff(question.important),
      is_critical: onOff(question.is_critical),
      // A question shows its Next button unless the document says otherwise.
      has_next_button: question.has_next_button === undefined || question.has_next_button === null ? true : onOff(question.has_next_button),
      placeholder: question.placeholder ?? null,
      sublabel: question.sublabel ?? null,
      options: (question.options ?? []).map((option) => ({
        title: option.title,
        order: option.order ?? null,
        important: onOff(option.important),
        is_critical: onOff(option.is_critical),
        is_back_button: onOff(option.is_back_button),
      })),
      followups: question.followup_questions ?? null,
      show_array: (question.show_array ?? []).map(showItemToRow),
    })),
    dependency: document.dependency.map((dependency) => ({
      question_id: String(dependency.question_id),
      dependent_on: String(dependency.dependent_on),
      ask_if_val_in: dependency.ask_if_val_in.map(String),
    })),
  }
}
