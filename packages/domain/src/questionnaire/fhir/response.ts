import type { QuestionnaireResponse, QuestionnaireResponseItem, QuestionnaireResponseItemAnswer } from '@medplum/fhirtypes'
import { answerOf, chosenValues, CONTEXT_SOURCES, isAnswered, type Answer, type Answers, type QuestionnaireDocument } from '../document.ts'
import { followUpsFor } from '../options.ts'
import { isQuestionVisible, SPEC_VISIBILITY_RULES, type QuestionnaireContext } from '../visibility.ts'
import { fhirId, itemType, questionnaireCanonicalUrl, type QuestionnaireVersionExport } from './questionnaire.ts'
import { DOSE_MONTHS, doseMonthLinkId, nonBlank, optionCode, planItems, type PlannedItem } from './plan.ts'

/** A stored response (collection questionnaire-responses) with the version it answered. */
export type QuestionnaireResponseExport = {
  /** The response row's id. */
  id: string | number
  questionnaire: QuestionnaireVersionExport
  /** Per question id (String(id)), follow-ups included, as the runner keeps them. */
  answers: Answers
  /** The dose_optimization selection, mg per month (month 1 first). */
  doseSchedule?: readonly (number | null)[] | null
  /** When the patient submitted it (ISO, UTC). */
  authored: string
  /**
   * The patient's state and gender when known: questions shown only for some states or genders are
   * then checked too. Unknown: those conditions are taken as met (the runner checked them when
   * the patient answered), and only conditions on other answers leave stale answers out.
   */
  context?: Omit<QuestionnaireContext, 'answers'> | null
}

function answersOf(planned: PlannedItem, answer: Answer): QuestionnaireResponseItemAnswer[] {
  const type = itemType(planned.question)
  if (type === 'choice')
    return chosenValues(answer).map((value) => ({ valueCoding: { code: optionCode(value), display: nonBlank(value) ?? optionCode(value) } }))
  if (type === 'integer') {
    const value = typeof answer === 'number' ? answer : Number(String(answer).trim())
    // The runner accepts whole numbers only; anything else cannot be typed as the item says.
    return Number.isInteger(value) ? [{ valueInteger: value }] : []
  }
  const text = Array.isArray(answer) ? answer.join('\n') : String(answer)
  if (nonBlank(text) === undefined) return []
  if (type === 'attachment') return [{ valueAttachment: { title: text } }]
  return [{ valueString: text }]
}

function doseItem(planned: PlannedItem, doseSchedule: readonly (number | null)[]): QuestionnaireResponseItem | null {
  const months = doseSchedule
    .slice(0, DOSE_MONTHS)
    .flatMap((doseMg, index) =>
      typeof doseMg === 'number' && Number.isFinite(doseMg) ? [{ linkId: doseMonthLinkId(planned.linkId, index + 1), answer: [{ valueDecimal: doseMg }] }] : [],
    )
  return months.length ? { linkId: planned.linkId, ...(nonBlank(planned.question.label) ? { text: planned.question.label } : {}), item: months } : null
}

/** An answered question, its answered follow-ups nested under the answer (the option) that opened them. */
function responseItem(planned: PlannedItem, answers: Answers): QuestionnaireResponseItem | null {
  const answer = answerOf(answers, planned.question.id)
  if (!isAnswered(answer)) return null
  const values = answersOf(planned, answer)
  if (values.length === 0) return null
  const opened = followUpsFor(planned.question, answer)
  // A follow-up two chosen options open is answered once: under the first of them.
  const placed = new Set<string>()
  const withFollowUps = values.map((value, index) => {
    const option = itemType(planned.question) === 'choice' ? chosenValues(answer)[index] : undefined
    const nested = planned.followUps
      .filter((followUp) => opened.some((open) => open.option === option && String(open.question.id) === String(followUp.question.id)))
      .filter((followUp) => !placed.has(followUp.linkId) && placed.add(followUp.linkId))
      .flatMap((followUp) => responseItem(followUp, answers) ?? [])
    return nested.length ? { ...value, item: nested } : value
  })
  return { linkId: planned.linkId, ...(nonBlank(planned.question.label) ? { text: planned.question.label } : {}), answer: withFollowUps }
}

function withoutContextConditions(document: QuestionnaireDocument): QuestionnaireDocument {
  return { ...document, dependency: document.dependency.filter((dependency) => !CONTEXT_SOURCES.has(String(dependency.dependent_on))) }
}

/**
 * A stored response as a FHIR R4 QuestionnaireResponse of the exact version answered: status
 * completed, answers typed as that version's Questionnaire says, follow-ups nested under the option
 * that opened them, the dose schedule as the dose group's months. Questions the answers themselves
 * hide (a stale answer left by a changed choice) and informational ones are left out.
 */
export function toFhirQuestionnaireResponse(response: QuestionnaireResponseExport): QuestionnaireResponse {
  const { document } = response.questionnaire
  const known = response.context !== null && response.context !== undefined
  const visibilityDocument = known ? document : withoutContextConditions(document)
  const context: QuestionnaireContext = { ...(response.context ?? {}), answers: response.answers }
  const items = planItems(document)
    .filter((planned) => isQuestionVisible(visibilityDocument, planned.question, context, known ? SPEC_VISIBILITY_RULES : []))
    .flatMap((planned) => {
      const type = itemType(planned.question)
      if (type === 'display') return []
      if (type === 'group') return doseItem(planned, response.doseSchedule ?? []) ?? []
      return responseItem(planned, response.answers) ?? []
    })
  const id = fhirId(response.id)
  return {
    resourceType: 'QuestionnaireResponse',
    ...(id ? { id } : {}),
    questionnaire: `${questionnaireCanonicalUrl(response.questionnaire)}|${response.questionnaire.version}`,
    status: 'completed',
    authored: response.authored,
    ...(items.length ? { item: items } : {}),
  }
}
