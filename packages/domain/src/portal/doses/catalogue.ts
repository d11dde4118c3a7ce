import { z } from 'zod'
import { DRUGS, type Drug } from '../../pricing/plans.ts'
import type { LastDoseTiming, SemaToTirzTable } from './transition.ts'

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

const LAST_DOSE_TIMINGS = ['withinTwoWeeks', 'between', 'moreThanAMonth'] as const satisfies readonly LastDoseTiming[]
/** The doses a semaglutide-to-tirzepatide switch may start at (spec 001 section 9). */
export const TIRZEPATIDE_SWITCH_DOSES_MG: readonly number[] = [2.5, 5, 7.5, 10]

/** The CMS global's rows, as Payload answers them (every field may be missing or null). */
export const medicationCatalogueRowsSchema = z.object({
  doseSteps: z
    .array(z.object({ drug: z.enum(DRUGS), doseMg: z.number().positive(), label: z.string().nullish() }))
    .nullish(),
  medications: z
    .array(z.object({ medId: z.string().trim().min(1), doseLabel: z.string().nullish(), hideOnDosageTab: z.boolean().nullish() }))
    .nullish(),
  semaToTirz: z
    .array(
      z.object({
        semaglutideDoseMg: z.number().positive(),
        timing: z.enum(LAST_DOSE_TIMINGS),
        tirzepatideDoseMg: z.number().refine((dose) => TIRZEPATIDE_SWITCH_DOSES_MG.includes(dose)),
      }),
    )
    .nullish(),
})
export type MedicationCatalogueRows = z.input<typeof medicationCatalogueRowsSchema>

/**
 * The catalogue from the CMS rows. A drug with no steps keeps the defaults (an empty table would
 * leave a patient nothing to choose), so do empty medication and switch tables; anything malformed
 * gives the defaults as a whole.
 */
export function medicationCatalogueFromRows(rows: unknown): MedicationCatalogue {
  const parsed = medicationCatalogueRowsSchema.safeParse(rows)
  if (!parsed.success) return DEFAULT_MEDICATION_CATALOGUE
  const { doseSteps, medications, semaToTirz } = parsed.data
  const stepsOf = (drug: Drug): DoseStep[] => {
    const rowsOfDrug = (doseSteps ?? []).filter((row) => row.drug === drug)
    if (rowsOfDrug.length === 0) return [...DEFAULT_MEDICATION_CATALOGUE.doseSteps[drug]]
    const byDose = new Map(rowsOfDrug.map((row) => [row.doseMg, { doseMg: row.doseMg, label: row.label?.trim() || doseLabel(row.doseMg) }]))
    return [...byDose.values()].sort((a, b) => a.doseMg - b.doseMg)
  }
  const switchTable: Record<LastDoseTiming, Record<string, number>> = { withinTwoWeeks: {}, between: {}, moreThanAMonth: {} }
  for (const row of semaToTirz ?? []) switchTable[row.timing][String(row.semaglutideDoseMg)] = row.tirzepatideDoseMg
  const doseLabels: Record<string, string> = {}
  for (const medication of medications ?? []) {
    if (medication.doseLabel?.trim()) doseLabels[medication.medId.toLowerCase()] = medication.doseLabel.trim()
  }
  return {
    doseSteps: { semaglutide: stepsOf('semaglutide'), tirzepatide: stepsOf('tirzepatide') },
    doseLabels,
    // No rows at all (a database the seed has not reached) keeps the spec's four hidden medications.
    hiddenMedIds:
      medications && medications.length > 0
        ? medications.filter((medication) => medication.hideOnDosageTab === true).map((medication) => medication.medId.toLowerCase())
        : DEFAULT_MEDICATION_CATALOGUE.hiddenMedIds,
    semaToTirz: semaToTirz && semaToTirz.length > 0 ? switchTable : DEFAULT_MEDICATION_CATALOGUE.semaToTirz,
  }
}

/** The seed: the defaults as the CMS global's rows. */
export function medicationCatalogueSeedRows(): {
  doseSteps: { drug: Drug; doseMg: number; label: string }[]
  medications: { medId: string; doseLabel?: string; hideOnDosageTab: boolean; note?: string }[]
  semaToTirz: { semaglutideDoseMg: number; timing: LastDoseTiming; tirzepatideDoseMg: number }[]
} {
  const catalogue = DEFAULT_MEDICATION_CATALOGUE
  return {
    doseSteps: DRUGS.flatMap((drug) => catalogue.doseSteps[drug].map((entry) => ({ drug, doseMg: entry.doseMg, label: entry.label }))),
    medications: catalogue.hiddenMedIds.map((medId) => ({
      medId,
      hideOnDosageTab: true,
      ...(medId === UNNAMED_HIDDEN_MED_ID ? { note: 'Placeholder: the fourth excluded medication. Replace with its real medication id.' } : {}),
    })),
    semaToTirz: LAST_DOSE_TIMINGS.flatMap((timing) =>
      Object.entries(catalogue.semaToTirz[timing]).map(([dose, tirzepatideDoseMg]) => ({ semaglutideDoseMg: Number(dose), timing, tirzepatideDoseMg })),
    ),
  }
}
