import type { Drug } from '../../pricing/plans.ts'
import { DEFAULT_MEDICATION_CATALOGUE, doseStepsMg, type MedicationCatalogue } from '../doses/catalogue.ts'

// The pre-checkout's medication answers as the dose rules read them, without zod: the questionnaire runner loads this (ADR 068, 088).

export const PRE_CHECKOUT_GLP_MEDICATIONS = ['Ozempic/Wegovy', 'Mounjaro/Zepbound', 'Semaglutide compound', 'Tirzepatide compound'] as const
export type PreCheckoutGlpMedication = (typeof PRE_CHECKOUT_GLP_MEDICATIONS)[number]

/** Stored on the cart as `currentGLPMed` for a patient who takes none: the cart has answered step 1 'No'. */
export const NO_GLP_MEDICATION = 'none'
/** The active ingredient of a current GLP medication: it decides the dose list of step 3. */
export function drugOfGlpMedication(medication: PreCheckoutGlpMedication): Drug {
  return medication === 'Ozempic/Wegovy' || medication === 'Semaglutide compound' ? 'semaglutide' : 'tirzepatide'
}

/**
 * The prescribing step a reported dose starts from (the dose planner's "current dose"): the highest
 * step at or below it, so a reported 2.5 mg of semaglutide continues at 2.4 mg (ADR 066). The
 * medical form's dose plan starts month 1 there (ADR 088).
 */
export function doseStepForReportedDose(drug: Drug, reportedMg: number, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): number {
  const steps = doseStepsMg(drug, catalogue)
  const below = steps.filter((step) => step <= reportedMg)
  return below.at(-1) ?? steps[0] ?? reportedMg
}
