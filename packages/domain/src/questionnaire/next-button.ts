import { isDoseScheduleComplete } from '../portal/doses/choices.ts'
import { PLAN_MONTHS } from '../portal/doses/tables.ts'
import { chosenValues, isAnswered, isOn, type Answer, type Question } from './document.ts'
import { displayedOptions, isNoneOption } from './options.ts'

/** The dose-schedule question reads the planned months instead of an answer; `offered: false` when the planner would not offer them. */
export type DoseSelection = { schedule: readonly (number | null | undefined)[]; months?: number; offered?: boolean }

function isNumberAnswer(answer: Answer): boolean {
  if (typeof answer === 'number') return Number.isFinite(answer)
  return typeof answer === 'string' && answer.trim() !== '' && Number.isFinite(Number(answer))
}

/**
 * Whether an option question's answer is made of its own options (titles, as the runner stores
 * them), with a 'none' option only on its own: the runner offers nothing else, so anything else
 * came from somewhere other than the form. Other question types always fit.
 */
export function fitsOptions(question: Question, answer: Answer): boolean {
  if (question.question_type !== 'single_option' && question.question_type !== 'multiple_option') return true
  if (!isAnswered(answer)) return true
  const offered = new Set(displayedOptions(question).map((title) => title.trim()))
  const chosen = chosenValues(answer).map((value) => value.trim())
  if (!chosen.every((value) => offered.has(value))) return false
  if (question.question_type === 'single_option') return chosen.length === 1
  return new Set(chosen).size === chosen.length && (chosen.length === 1 || !chosen.some(isNoneOption))
}

/**
 * Whether Next is enabled (spec 001 section 5, "Next-button rules"). An optional question may be
 * left empty; whatever is given must still fit the type.
 */
export function canGoNext(question: Question, answer: Answer, doseSelection?: DoseSelection): boolean {
  const type = question.question_type
  if (type === 'dose_optimization') {
    return doseSelection !== undefined && doseSelection.offered !== false && isDoseScheduleComplete(doseSelection.schedule, doseSelection.months ?? PLAN_MONTHS)
  }
  if (type === 'informational') return question.has_next_button === undefined || question.has_next_button === null || isOn(question.has_next_button)
  if (!isAnswered(answer)) return isOn(question.is_optional)
  switch (type) {
    case 'single_option':
      return (typeof answer === 'string' || typeof answer === 'number') && fitsOptions(question, answer)
    case 'multiple_option':
      return Array.isArray(answer) && answer.length > 0 && fitsOptions(question, answer)
    case 'integer':
      return isNumberAnswer(answer)
    case 'text':
    case 'string':
    case 'textarea':
    case 'file':
    case 'image_upload':
      return typeof answer === 'string' && answer.trim() !== ''
  }
}
