import type { Drug } from '../../pricing/plans.ts'

/** Dose steps in mg, lowest (starting) first (spec 001 section 9). */
export const DOSE_STEPS_MG: Readonly<Record<Drug, readonly number[]>> = {
  semaglutide: [0.25, 0.5, 1.0, 1.7, 2.4],
  tirzepatide: [2.5, 5.0, 7.5, 10.0, 12.5, 15.0],
}

/** The maintenance list is the dose list itself. */
export const MAINTENANCE_DOSES_MG = DOSE_STEPS_MG

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

/** "0.25 mg", "2.5 mg", "10 mg". */
export function doseLabel(doseMg: number): string {
  return `${Number(doseMg.toFixed(2))} mg`
}

/** The step a dose sits on, or the nearest one when a dose is off the list (e.g. a brand's 2 mg). */
export function nearestStepIndex(drug: Drug, doseMg: number): number {
  const steps = DOSE_STEPS_MG[drug]
  let best = 0
  steps.forEach((step, index) => {
    const bestStep = steps[best] ?? step
    if (Math.abs(step - doseMg) < Math.abs(bestStep - doseMg)) best = index
  })
  return best
}

/** The dosage tab's month prefix: S1-S5 for semaglutide, T1-T6 for tirzepatide, by dose step. */
export function monthPrefix(drug: Drug, doseMg: number): string {
  return `${drug === 'semaglutide' ? 'S' : 'T'}${nearestStepIndex(drug, doseMg) + 1}`
}

/** Companion medications kept off the dosage tab (and ondansetron off the prescription page). */
const NOT_DOSED = ['b12', 'cyanocobalamin', 'ondansetron']

export function isShownOnDosageTab(
  medication: { name: string; medId?: string | number | null },
  excludedMedIds: readonly (string | number)[] = [],
): boolean {
  const name = medication.name.toLowerCase()
  if (NOT_DOSED.some((word) => name.includes(word))) return false
  return !(medication.medId !== undefined && medication.medId !== null && excludedMedIds.map(String).includes(String(medication.medId)))
}

/** At most 3 months are shown on the dosage tab. */
export const DOSAGE_TAB_MONTHS = 3
