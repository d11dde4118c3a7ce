import { z } from 'zod'
import { DRUGS, type Drug } from '../../pricing/plans.ts'
import {
  DEFAULT_MEDICATION_CATALOGUE,
  doseLabel,
  TIRZEPATIDE_SWITCH_DOSES_MG,
  UNNAMED_HIDDEN_MED_ID,
  type DoseStep,
  type MedicationCatalogue,
} from './catalogue.ts'
import type { LastDoseTiming } from './transition.ts'

// The catalogue's CMS rows and their schema live apart from the catalogue, so a page that only
// reads doses does not load zod (the questionnaire page's first-load budget).
const LAST_DOSE_TIMINGS = ['withinTwoWeeks', 'between', 'moreThanAMonth'] as const satisfies readonly LastDoseTiming[]

/** The CMS global's rows, as Payload answers them (every field may be missing or null). */
export const medicationCatalogueRowsSchema = z.object({
  doseSteps: z.array(z.object({ drug: z.enum(DRUGS), doseMg: z.number().positive(), label: z.string().nullish() })).nullish(),
  medications: z.array(z.object({ medId: z.string().trim().min(1), doseLabel: z.string().nullish(), hideOnDosageTab: z.boolean().nullish() })).nullish(),
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
