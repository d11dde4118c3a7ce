import type { Drug } from '../../pricing/plans.ts'
import { DEFAULT_MEDICATION_CATALOGUE, doseStepsMg, type MedicationCatalogue } from './catalogue.ts'

/** How long ago the last dose of the previous drug was taken. */
export type LastDoseTiming = 'withinTwoWeeks' | 'moreThanAMonth' | 'between'

/** Semaglutide dose (mg) -> tirzepatide starting dose (mg), by timing. */
export type SemaToTirzTable = Readonly<Record<LastDoseTiming, Readonly<Record<string, number>>>>

/** The seeded table (the CMS holds the one in force; ADR 047). */
export const DEFAULT_SEMA_TO_TIRZ_TABLE: SemaToTirzTable = DEFAULT_MEDICATION_CATALOGUE.semaToTirz

export const FALLBACK_STARTING_DOSE_MG: Readonly<Record<Drug, number>> = {
  tirzepatide: 2.5,
  semaglutide: 0.25,
}

/**
 * The month-1 dose when a patient changes drug. Tirzepatide to semaglutide always starts at
 * 0.25; semaglutide to tirzepatide follows the table; no entry falls back to the starting dose.
 */
export function transitionStartingDose(input: {
  from: Drug
  to: Drug
  currentDoseMg: number
  timing: LastDoseTiming
  table?: SemaToTirzTable
  catalogue?: MedicationCatalogue
}): number {
  if (input.from === input.to) return input.currentDoseMg
  if (input.to === 'semaglutide') return FALLBACK_STARTING_DOSE_MG.semaglutide
  const table = input.table ?? input.catalogue?.semaToTirz ?? DEFAULT_SEMA_TO_TIRZ_TABLE
  const mapped = table[input.timing][String(input.currentDoseMg)]
  // An entry that is not a tirzepatide step (a typo in the CMS) is treated as no entry.
  const steps = doseStepsMg('tirzepatide', input.catalogue ?? DEFAULT_MEDICATION_CATALOGUE)
  return mapped !== undefined && steps.includes(mapped) ? mapped : FALLBACK_STARTING_DOSE_MG.tirzepatide
}
