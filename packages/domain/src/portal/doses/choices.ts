import type { Drug } from '../../pricing/plans.ts'
import { DOSE_STEPS_MG, nearestStepIndex } from './tables.ts'

function stepsAround(drug: Drug, doseMg: number, below: number, above: number): number[] {
  const steps = DOSE_STEPS_MG[drug]
  const at = nearestStepIndex(drug, doseMg)
  return steps.slice(Math.max(0, at - below), at + above + 1)
}

/**
 * Month 1: a patient already on the drug gets the current dose and its neighbours; a new patient
 * gets the drug's doses, narrowed to `allowedDoses` when prior-medication answers restrict them.
 */
export function monthOneDoseChoices(
  drug: Drug,
  options: { currentDoseMg?: number | null; allowedDoses?: readonly number[] } = {},
): number[] {
  if (options.currentDoseMg !== undefined && options.currentDoseMg !== null) {
    return stepsAround(drug, options.currentDoseMg, 1, 1)
  }
  const allowed = options.allowedDoses
  return DOSE_STEPS_MG[drug].filter((step) => allowed === undefined || allowed.includes(step))
}

/** Later months: the previous month's dose and one step either side. */
export function laterMonthDoseChoices(drug: Drug, previousDoseMg: number): number[] {
  return stepsAround(drug, previousDoseMg, 1, 1)
}

/** On the adjust-doses screen later months may only hold or go up: previous dose and next two steps. */
export function adjustDosesLaterMonthChoices(drug: Drug, previousDoseMg: number): number[] {
  return stepsAround(drug, previousDoseMg, 0, 2)
}

/** The dose-schedule question may move on only when every month has a dose. */
export function isDoseScheduleComplete(schedule: readonly (number | null | undefined)[], months: number): boolean {
  return schedule.length >= months && schedule.slice(0, months).every((dose) => typeof dose === 'number' && dose > 0)
}

/** Whether a whole schedule keeps every month within the choices the previous month allows. */
export function isDoseScheduleAllowed(
  drug: Drug,
  schedule: readonly number[],
  screen: 'questionnaire' | 'adjustDoses' = 'questionnaire',
  monthOne: { currentDoseMg?: number | null; allowedDoses?: readonly number[] } = {},
): boolean {
  return schedule.every((dose, month) => {
    if (month === 0) return monthOneDoseChoices(drug, monthOne).includes(dose)
    const previous = schedule[month - 1] ?? dose
    const choices =
      screen === 'adjustDoses' ? adjustDosesLaterMonthChoices(drug, previous) : laterMonthDoseChoices(drug, previous)
    return choices.includes(dose)
  })
}
