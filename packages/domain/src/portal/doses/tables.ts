import type { Drug } from '../../pricing/plans.ts'
import { DEFAULT_MEDICATION_CATALOGUE, doseStepsMg, type MedicationCatalogue } from './catalogue.ts'

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
