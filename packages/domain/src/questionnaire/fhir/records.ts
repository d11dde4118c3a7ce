import { sameId, type Answer, type Answers, type Question, type QuestionnaireDocument } from '../document.ts'

/** One stored answer line as the submit endpoints keep it (spec 001's answer record), read loosely. */
type StoredRecord = { question?: unknown; label?: unknown; answer?: unknown; metadata?: { parentId?: unknown; option?: unknown } | null }

function answerFor(question: Question, text: string): Answer {
  if (question.question_type === 'multiple_option') return text.split('\n').filter((line) => line.trim() !== '')
  if (question.question_type === 'integer' && /^-?\d+$/.test(text.trim())) return Number(text.trim())
  return text
}

/**
 * The answers per question id behind a submitted list of answer records (ADR 056): a record names
 * its question by label, in the document's order, a follow-up also by its parent's id, so each
 * record is matched to the first question of that label not matched yet. A record that matches no
 * question of this version is left out.
 */
export function answersFromRecords(document: QuestionnaireDocument, records: readonly unknown[]): Answers {
  const answers: Record<string, Answer> = {}
  const used = new Set<Question>()
  for (const raw of records) {
    if (typeof raw !== 'object' || raw === null) continue
    const record = raw as StoredRecord
    const label = typeof record.label === 'string' ? record.label : typeof record.question === 'string' ? record.question : null
    if (label === null || typeof record.answer !== 'string') continue
    const parentId = record.metadata?.parentId
    const candidates =
      parentId === undefined || parentId === null
        ? document.questions
        : (() => {
            const parent = document.questions.find((question) => sameId(question.id, parentId as string | number))
            const option = typeof record.metadata?.option === 'string' ? record.metadata.option : null
            const byOption = parent?.followup_questions ?? {}
            return option !== null && Object.hasOwn(byOption, option) ? (byOption[option] ?? []) : Object.values(byOption).flat()
          })()
    const question = candidates.find((candidate) => candidate.label === label && !used.has(candidate))
    if (!question) continue
    used.add(question)
    answers[String(question.id)] = answerFor(question, record.answer)
  }
  return answers
}
