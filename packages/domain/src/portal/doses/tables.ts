import type { Drug } from '../../pricing/plans.ts'
import { DEFAULT_MEDICATION_CATALOGUE, doseStepsMg, type MedicationCatalogue } from './catalogue.ts'

/** Dose steps in mg, lowest (starting) first (spec 001 section 9): the catalogue's defaults. */
export const DOSE_STEPS_MG: Readonly<Record<Drug, readonly number[]>> = {
  semaglutide: doseStepsMg('semaglutide'),
  tirzepatide: doseStepsMg('tirzepatide'),
}

export type DoseSchedule = { months: readonly number[]; maintenance: number }

/** Used when the patient has not planned a schedule. */
export const DEFAULT_DOSE_SCHEDULES: Readonly<Record<Drug, DoseSchedule>> = {
  tirzepatide: { months: [2.5, 5, 7.5], maintenance: 10 },
  semaglutide: { months: [0.25, 0.5, 1], maintenance: 2.4 },
}

export const DEFAULT_MAINTENANCE_DOSE_MG = 10
export const DEFAULT_CURRENT_DOSE_MG = 2.5
/** Month 1 to 3. */
export const PLAN_MONTHS = 3

export const DOSE_DIRECTIONS = ['increase', 'same', 'decrease'] as const
export type DoseDirection = (typeof DOSE_DIRECTIONS)[number]

/** The step a dose sits on, or the nearest one when a dose is off the list (e.g. a brand's 2 mg). */
export function nearestStepIndex(drug: Drug, doseMg: number, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): number {
  const steps = doseStepsMg(drug, catalogue)
  let best = 0
  steps.forEach((step, index) => {
    const bestStep = steps[best] ?? step
    if (Math.abs(step - doseMg) < Math.abs(bestStep - doseMg)) best = index
  })
  return best
}

/** The dosage tab's month prefix: S1-S5 for semaglutide, T1-T6 for tirzepatide, by dose step. */
export function monthPrefix(drug: Drug, doseMg: number, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): string {
  return `${drug === 'semaglutide' ? 'S' : 'T'}${nearestStepIndex(drug, doseMg, catalogue) + 1}`
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Whether a prescription item is shown on the dosage tab: not when its medication id is one the
 * catalogue hides, nor when its name carries a hidden id as a word (items written before medication
 * ids were recorded say "Semaglutide / B12" or "Ondansetron 4mg").
 */
export function isShownOnDosageTab(
  medication: { name: string; medId?: string | number | null },
  hiddenMedIds: readonly (string | number)[] = DEFAULT_MEDICATION_CATALOGUE.hiddenMedIds,
): boolean {
  const hidden = hiddenMedIds.map((id) => String(id).trim().toLowerCase()).filter((id) => id !== '')
  const medId = medication.medId === undefined || medication.medId === null ? null : String(medication.medId).trim().toLowerCase()
  if (medId !== null && hidden.includes(medId)) return false
  const name = medication.name.toLowerCase()
  return !hidden.some((id) => /[a-z]/.test(id) && new RegExp(`(^|[^a-z0-9])${escapeRegExp(id)}([^a-z0-9]|$)`).test(name))
}

/** At most 3 months are shown on the dosage tab. */
export const DOSAGE_TAB_MONTHS = 3
