import type { Drug } from '../../pricing/plans.ts'
import { catalogueDoseLabel, DEFAULT_MEDICATION_CATALOGUE, type MedicationCatalogue } from './catalogue.ts'
import { DOSAGE_TAB_MONTHS, isShownOnDosageTab } from './tables.ts'

/** A prescription item as the pharmacy writes it (spec 001 section 3: rxId, name, directions). */
export interface DosagePrescriptionItem {
  rxId?: string | null
  medId?: string | null
  name: string
  strength?: string | null
  directions?: string | null
}

export interface DosageMonth {
  /** "Month 1" to "Month 3". */
  label: string
  /** "T2", "S1"; null when the item carries no prefix. */
  prefix: string | null
  name: string
  dose: string | null
  supplies: readonly string[]
  directions: string
}

/** What each month's box holds (spec 001, Dosage tab). */
export const DOSAGE_MONTH_SUPPLIES = ['Alcohol wipes', '1 vial'] as const

const MAX_STEP: Readonly<Record<Drug, number>> = { tirzepatide: 6, semaglutide: 5 }

/**
 * The month prefix an item carries in its name or rxId: T1 to T6 (tirzepatide) or S1 to S5
 * (semaglutide). The number is the dose step, not the calendar month (ADR 048).
 */
export function dosagePrefix(item: Pick<DosagePrescriptionItem, 'name' | 'rxId'>): { drug: Drug; step: number; prefix: string } | null {
  for (const text of [item.name, item.rxId ?? '']) {
    const match = /(?:^|[^A-Za-z0-9])([TS])([1-9])(?![0-9])/.exec(text)
    if (!match) continue
    const drug: Drug = match[1] === 'T' ? 'tirzepatide' : 'semaglutide'
    const step = Number(match[2])
    if (step <= MAX_STEP[drug]) return { drug, step, prefix: `${match[1]}${step}` }
  }
  return null
}

/**
 * The dosage tab: the prescription's dosed items in order, up to 3 months, without the
 * medications the catalogue hides. The dose is the catalogue's label for the medication id, else
 * the prefix's step in the drug dose table, else the item's strength.
 */
export function dosageTabMonths(items: readonly DosagePrescriptionItem[], catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): DosageMonth[] {
  return items
    .filter((item) => isShownOnDosageTab(item, catalogue.hiddenMedIds))
    .slice(0, DOSAGE_TAB_MONTHS)
    .map((item, index) => {
      const prefix = dosagePrefix(item)
      const stepDose = prefix ? catalogue.doseSteps[prefix.drug][prefix.step - 1]?.doseMg : undefined
      const dose =
        (item.medId ? catalogue.doseLabels[item.medId.trim().toLowerCase()] : undefined) ??
        (prefix && stepDose !== undefined ? catalogueDoseLabel(prefix.drug, stepDose, catalogue) : undefined) ??
        (item.strength?.trim() || null)
      return {
        label: `Month ${index + 1}`,
        prefix: prefix?.prefix ?? null,
        name: item.name,
        dose,
        supplies: DOSAGE_MONTH_SUPPLIES,
        directions: item.directions?.trim() || (dose ? `Inject ${dose} under the skin once a week.` : 'Inject under the skin once a week.'),
      }
    })
}
