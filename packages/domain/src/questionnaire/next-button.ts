import { isDoseScheduleComplete } from '../portal/doses/choices.ts'
import { PLAN_MONTHS } from '../portal/doses/tables.ts'
import { isAnswered, isOn, type Answer, type Question } from './document.ts'

/** The dose-schedule question reads the planned months instead of an answer. */
export type DoseSelection = { schedule: readonly (number | null | undefined)[]; months?: number }

function isNumberAnswer(answer: Answer): boolean {
  if (typeof answer === 'number') return Number.isFinite(answer)
  return typeof answer === 'string' && answer.trim() !== '' && Number.isFinite(Number(answer))
}

/**
 * Whether Next is enabled (spec 001 section 5, "Next-button rules"). An optional question may be
 * left empty; whatever is given must still fit the type.
 */
export function canGoNext(question: Question, answer: Answer, doseSelection?: DoseSelection): boolean {
  const type = question.question_type
  if (type === 'dose_optimization') {
    return doseSelection !== undefined && isDoseScheduleComplete(doseSelection.schedule, doseSelection.months ?? PLAN_MONTHS)
  }
  if (type === 'informational') return question.has_next_button === undefined || question.has_next_button === null || isOn(question.has_next_button)
  if (!isAnswered(answer)) return isOn(question.is_optional)
  switch (type) {
    case 'single_option':
      return typeof answer === 'string' || typeof answer === 'number'
    case 'multiple_option':
      return Array.isArray(answer) && answer.length > 0
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
