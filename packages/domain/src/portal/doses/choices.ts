import type { Drug } from '../../pricing/plans.ts'
import { DEFAULT_MEDICATION_CATALOGUE, doseStepsMg, type MedicationCatalogue } from './catalogue.ts'
import { nearestStepIndex } from './tables.ts'

function stepsAround(drug: Drug, doseMg: number, below: number, above: number, catalogue: MedicationCatalogue): number[] {
  const steps = doseStepsMg(drug, catalogue)
  const at = nearestStepIndex(drug, doseMg, catalogue)
  return steps.slice(Math.max(0, at - below), at + above + 1)
}

/** What month 1 starts from: the patient's current dose (already on the drug), or prior-medication limits. */
export type MonthOneInput = { currentDoseMg?: number | null; allowedDoses?: readonly number[] }

/** Which screen plans the doses: the questionnaire's dose question, or /adjust-doses (ADR 048). */
export type DoseScreen = 'questionnaire' | 'adjustDoses'

/**
 * Month 1: a patient already on the drug gets the current dose and its neighbours; a new patient
 * gets the drug's doses, narrowed to `allowedDoses` when prior-medication answers restrict them.
 */
export function monthOneDoseChoices(drug: Drug, options: MonthOneInput = {}, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): number[] {
  if (options.currentDoseMg !== undefined && options.currentDoseMg !== null) {
    return stepsAround(drug, options.currentDoseMg, 1, 1, catalogue)
  }
  const allowed = options.allowedDoses
  return doseStepsMg(drug, catalogue).filter((step) => allowed === undefined || allowed.includes(step))
}

/** Later months: the previous month's dose and one step either side. */
export function laterMonthDoseChoices(drug: Drug, previousDoseMg: number, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): number[] {
  return stepsAround(drug, previousDoseMg, 1, 1, catalogue)
}

/** On the adjust-doses screen later months may only hold or go up: previous dose and next two steps. */
export function adjustDosesLaterMonthChoices(drug: Drug, previousDoseMg: number, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): number[] {
  return stepsAround(drug, previousDoseMg, 0, 2, catalogue)
}

/** A later month's choices on the given screen. */
export function laterMonthChoicesOn(
  screen: DoseScreen,
  drug: Drug,
  previousDoseMg: number,
  catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE,
): number[] {
  return screen === 'adjustDoses' ? adjustDosesLaterMonthChoices(drug, previousDoseMg, catalogue) : laterMonthDoseChoices(drug, previousDoseMg, catalogue)
}

/** The dose-schedule question may move on only when every month has a dose. */
export function isDoseScheduleComplete(schedule: readonly (number | null | undefined)[], months: number): boolean {
  return schedule.length >= months && schedule.slice(0, months).every((dose) => typeof dose === 'number' && dose > 0)
}
