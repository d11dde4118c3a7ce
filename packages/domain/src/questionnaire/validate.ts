import { isUsStateOrDcCode } from '../address/us-states.ts'
import { GENDERS } from '../intake/gender-step.ts'
import {
  FORM_TYPE_SOURCE,
  FORM_TYPE_VALUES,
  GENDER_SOURCE,
  questionnaireDocumentSchema,
  USER_STATE_SOURCE,
  type Question,
  type QuestionnaireDocument,
} from './document.ts'

export type QuestionnaireValidation = { ok: true; document: QuestionnaireDocument; problems: [] } | { ok: false; problems: string[] }

const OPTION_TYPES = new Set(['single_option', 'multiple_option'])

function quote(value: unknown): string {
  return JSON.stringify(String(value))
}

/** Every question, follow-ups included, with where it sits (for messages). */
function allQuestions(questions: readonly Question[], parent?: Question): { question: Question; parent?: Question }[] {
  return questions.flatMap((question) => {
    const entry = parent ? { question, parent } : { question }
    const followUps = Object.values(question.followup_questions ?? {}).flatMap((list) => allQuestions(list, question))
    return [entry, ...followUps]
  })
}

function shapeProblems(input: unknown): string[] | null {
  const parsed = questionnaireDocumentSchema.safeParse(input)
  if (parsed.success) return null
  return parsed.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : ''
    return `The questionnaire is not in the expected shape${where}: ${issue.message}.`
  })
}

/** Cycles among question-to-question dependencies, each as the ids along it. */
function dependencyCycles(document: QuestionnaireDocument): string[][] {
  const edges = new Map<string, string[]>()
  for (const dependency of document.dependency) {
    const from = String(dependency.question_id)
    edges.set(from, [...(edges.get(from) ?? []), String(dependency.dependent_on)])
  }
  const cycles: string[][] = []
  const seen = new Set<string>()
  const done = new Set<string>()
  const visit = (id: string, path: string[]) => {
    if (done.has(id)) return
    const at = path.indexOf(id)
    if (at >= 0) {
      const cycle = path.slice(at)
      const key = [...cycle].sort().join('|')
      if (!seen.has(key)) {
        seen.add(key)
        cycles.push([...cycle, id])
      }
      return
    }
    for (const next of edges.get(id) ?? []) visit(next, [...path, id])
    if (!path.includes(id)) done.add(id)
  }
  for (const id of edges.keys()) visit(id, [])
  return cycles
}

/**
 * Checks a question set before the CMS saves it: its shape, unique ids, options where options
 * are needed, follow-ups keyed by real options, every dependency pointing at an existing
 * question and option (or a real state / gender), and no dependency cycles. Problems come back
 * as sentences naming the question, dependency or cycle; nothing is thrown.
 */
export function validateQuestionnaire(input: unknown): QuestionnaireValidation {
  const shape = shapeProblems(input)
  if (shape) return { ok: false, problems: shape }
  const document = questionnaireDocumentSchema.parse(input)
  const problems: string[] = []
  const entries = allQuestions(document.questions)

  const counts = new Map<string, number>()
  for (const { question } of entries) counts.set(String(question.id), (counts.get(String(question.id)) ?? 0) + 1)
  for (const [id, count] of counts) {
    if (count > 1) problems.push(`Question id ${quote(id)} is used by ${count} questions; each question needs its own id.`)
  }

  for (const { question } of entries) {
    const titles = (question.options ?? []).map((option) => option.title)
    if (OPTION_TYPES.has(question.question_type) && titles.length === 0) {
      problems.push(`Question ${quote(question.id)} is a ${question.question_type} question but has no options.`)
    }
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index)
    for (const title of new Set(repeated)) {
      problems.push(`Question ${quote(question.id)} has more than one option titled ${quote(title)}.`)
    }
    for (const option of Object.keys(question.followup_questions ?? {})) {
      if (!titles.includes(option)) {
        problems.push(`Question ${quote(question.id)} has follow-up questions for option ${quote(option)}, which is not one of its options.`)
      }
    }
  }

  const topLevel = new Map(document.questions.map((question) => [String(question.id), question]))
  document.dependency.forEach((dependency, index) => {
    const target = String(dependency.question_id)
    const source = String(dependency.dependent_on)
    const name = `Dependency ${index + 1} (question ${quote(target)} on ${quote(source)})`
    if (!topLevel.has(target)) {
      problems.push(`${name} is for question ${quote(target)}, which does not exist in this questionnaire.`)
    }
    if (dependency.ask_if_val_in.length === 0) {
      problems.push(`${name} lists no values in ask_if_val_in, so question ${quote(target)} could never be shown.`)
    }
    if (source === USER_STATE_SOURCE) {
      for (const value of dependency.ask_if_val_in) {
        if (!isUsStateOrDcCode(String(value).toUpperCase())) {
          problems.push(`${name} asks for user_state ${quote(value)}, which is not a US state code.`)
        }
      }
      return
    }
    if (source === FORM_TYPE_SOURCE) {
      for (const value of dependency.ask_if_val_in) {
        if (!(FORM_TYPE_VALUES as readonly string[]).includes(String(value))) {
          problems.push(`${name} asks for form_type ${quote(value)}; the form type is one of ${FORM_TYPE_VALUES.map(quote).join(', ')}.`)
        }
      }
      return
    }
    if (source === GENDER_SOURCE) {
      for (const value of dependency.ask_if_val_in) {
        if (!(GENDERS as readonly string[]).includes(String(value))) {
          problems.push(`${name} asks for gender ${quote(value)}; the gender is either "Male" or "Female".`)
        }
      }
      return
    }
    const parent = topLevel.get(source)
    if (!parent) {
      problems.push(`${name} depends on question ${quote(source)}, which does not exist in this questionnaire.`)
      return
    }
    const options = (parent.options ?? []).map((option) => option.title.trim())
    if (OPTION_TYPES.has(parent.question_type)) {
      for (const value of dependency.ask_if_val_in) {
        if (!options.includes(String(value).trim())) {
          problems.push(`${name} waits for the answer ${quote(value)}, but question ${quote(source)} has no option ${quote(value)}.`)
        }
      }
    }
  })

  const backId = document.confirmation_back_question_id
  if (backId !== null && backId !== undefined && !topLevel.has(String(backId))) {
    problems.push(`The confirmation step goes back to question ${quote(backId)}, which does not exist in this questionnaire.`)
  }

  for (const cycle of dependencyCycles(document)) {
    const path = cycle.map(quote).join(' -> ')
    problems.push(
      cycle.length === 2
        ? `Question ${quote(cycle[0])} depends on itself, so it could never be shown.`
        : `Questions ${path} depend on each other in a cycle, so none of them could ever be shown.`,
    )
  }

  return problems.length === 0 ? { ok: true, document, problems: [] } : { ok: false, problems }
}
