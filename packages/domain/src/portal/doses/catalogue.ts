import type { Drug } from '../../pricing/plans.ts'
import type { SemaToTirzTable } from './transition.ts'

/** One row of the drug dose table (spec 001 section 3): a strength in mg with its label. */
export interface DoseStep {
  doseMg: number
  label: string
}

/**
 * What clinical staff keep in the CMS medication catalogue (ADR 047): the dose steps per drug
 * (lowest, the starting dose, first), dose labels by medication id, the medication ids kept off
 * the dosage tab, and the semaglutide-to-tirzepatide starting-dose table. The dose rules take it
 * as input, so an edit in the CMS changes what patients are offered.
 */
export interface MedicationCatalogue {
  doseSteps: Readonly<Record<Drug, readonly DoseStep[]>>
  /** Medication id -> the dose label shown for it. */
  doseLabels: Readonly<Record<string, string>>
  /** Medication ids (lower case) never shown on the dosage tab. */
  hiddenMedIds: readonly string[]
  semaToTirz: SemaToTirzTable
}

/** "0.25 mg", "2.5 mg", "10 mg". */
export function doseLabel(doseMg: number): string {
  return `${Number(doseMg.toFixed(2))} mg`
}

const step = (doseMg: number): DoseStep => ({ doseMg, label: doseLabel(doseMg) })

/**
 * The placeholder for the fourth excluded medication: the spec says "one further medication id"
 * without naming it. Clinicians replace it in the CMS (ADR 047).
 */
export const UNNAMED_HIDDEN_MED_ID = 'excluded-med-4'

/**
 * The spec's defaults: the seed writes them into the CMS and the rules fall back on them when the
 * catalogue cannot be read or a table is empty.
 */
export const DEFAULT_MEDICATION_CATALOGUE: MedicationCatalogue = {
  doseSteps: {
    semaglutide: [0.25, 0.5, 1.0, 1.7, 2.4].map(step),
    tirzepatide: [2.5, 5.0, 7.5, 10.0, 12.5, 15.0].map(step),
  },
  doseLabels: {},
  hiddenMedIds: ['b12', 'cyanocobalamin', 'ondansetron', UNNAMED_HIDDEN_MED_ID],
  // The spec only says the mapping lands on 2.5, 5, 7.5 or 10 by dose and timing; this default
  // needs clinical sign-off (ADR 047). A recent dose carries over to the comparable step, a gap of
  // two to four weeks steps down once, and after a month off everyone restarts at 2.5.
  semaToTirz: {
    withinTwoWeeks: { '0.25': 2.5, '0.5': 2.5, '1': 5, '1.7': 7.5, '2': 7.5, '2.4': 10, '2.5': 10 },
    between: { '0.25': 2.5, '0.5': 2.5, '1': 2.5, '1.7': 5, '2': 5, '2.4': 7.5, '2.5': 7.5 },
    moreThanAMonth: {},
  },
}

/** The dose steps of a drug in mg, lowest first. */
export function doseStepsMg(drug: Drug, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): number[] {
  return catalogue.doseSteps[drug].map((entry) => entry.doseMg)
}

/** The catalogue's label for a dose of a drug, or "N mg" when the dose is off the table. */
export function catalogueDoseLabel(drug: Drug, doseMg: number, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): string {
  return catalogue.doseSteps[drug].find((entry) => entry.doseMg === doseMg)?.label ?? doseLabel(doseMg)
}

/** The doses a semaglutide-to-tirzepatide switch may start at (spec 001 section 9). */
export const TIRZEPATIDE_SWITCH_DOSES_MG: readonly number[] = [2.5, 5, 7.5, 10]
