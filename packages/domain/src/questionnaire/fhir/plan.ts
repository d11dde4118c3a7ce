import { PLAN_MONTHS } from '../../portal/doses/tables.ts'
import type { Question, QuestionnaireDocument } from '../document.ts'

/**
 * The shape both exports share: each question as one FHIR item with a linkId unique in the whole
 * Questionnaire, follow-ups nested under their parent with the options that open them. The
 * Questionnaire and every QuestionnaireResponse of it are built from the same plan, so their
 * linkIds always agree.
 */
export type PlannedItem = {
  linkId: string
  question: Question
  /** For a follow-up: the parent's option titles that open it (one item even when several do). */
  openedBy: string[]
  followUps: PlannedItem[]
}

/** The month items of a dose_optimization question: `<linkId>.month-1` ... (ADR 056). */
export const DOSE_MONTHS = PLAN_MONTHS

export function doseMonthLinkId(linkId: string, month: number): string {
  return `${linkId}.month-${month}`
}

function planFollowUps(parent: Question, parentLinkId: string, used: Set<string>): PlannedItem[] {
  const byOption = parent.followup_questions ?? {}
  const planned = new Map<string, PlannedItem>()
  for (const [option, followUps] of Object.entries(byOption)) {
    for (const followUp of followUps) {
      const existing = [...planned.values()].find((item) => String(item.question.id) === String(followUp.id))
      if (existing) {
        // The same follow-up under two options of one parent: one item, opened by either.
        if (!existing.openedBy.includes(option)) existing.openedBy.push(option)
        continue
      }
      planned.set(String(followUp.id), { linkId: uniqueLinkId(String(followUp.id), parentLinkId, used), question: followUp, openedBy: [option], followUps: [] })
    }
  }
  for (const item of planned.values()) item.followUps = planFollowUps(item.question, item.linkId, used)
  return [...planned.values()]
}

/** A follow-up whose id another item already uses (a fault the editor may leave in a draft) is qualified by its parent. */
function uniqueLinkId(wanted: string, parentLinkId: string | null, used: Set<string>): string {
  let linkId = wanted
  if (used.has(linkId) && parentLinkId !== null) linkId = `${parentLinkId}/${wanted}`
  for (let n = 2; used.has(linkId); n += 1) linkId = `${wanted}~${n}`
  used.add(linkId)
  return linkId
}

export function planItems(document: QuestionnaireDocument): PlannedItem[] {
  const used = new Set<string>()
  const top = document.questions.map((question) => ({
    linkId: uniqueLinkId(String(question.id), null, used),
    question,
    openedBy: [],
    followUps: [] as PlannedItem[],
  }))
  for (const item of top) item.followUps = planFollowUps(item.question, item.linkId, used)
  return top
}

/** FHIR strings may not be empty or blank: a blank text is left out rather than exported. */
export function nonBlank(text: string | null | undefined): string | undefined {
  return text !== null && text !== undefined && text.trim() !== '' ? text : undefined
}

/** An option title as a FHIR code (no leading, trailing or double whitespace). */
export function optionCode(title: string | number): string {
  return String(title).trim().replace(/\s+/g, ' ') || '(blank)'
}
