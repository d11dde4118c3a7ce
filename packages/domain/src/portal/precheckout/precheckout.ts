import { bmi } from '../../intake/bmi.ts'
import { questionnaireMessages } from '../../messages.ts'

export const MIN_BMI = 25
/** Patients already on a GLP medication may continue from a lower BMI. */
export const MIN_BMI_CURRENT_GLP_USER = 20

/** The disqualifying message, or null when the BMI is high enough. Exactly 25 (or 20) passes. */
export function preCheckoutBmiDeadEnd(input: { weight: number; heightInches: number; takesGlp: boolean }): string | null {
  const value = bmi(input.weight, input.heightInches)
  if (input.takesGlp) return value < MIN_BMI_CURRENT_GLP_USER ? questionnaireMessages.bmiBelow20 : null
  return value < MIN_BMI ? questionnaireMessages.bmiBelow25 : null
}

export type PreCheckoutStep = 1 | 2 | 3 | 4

/** Step 1 'No' skips the which-medication step; 'Yes' asks it. */
export function nextPreCheckoutStep(step: PreCheckoutStep, takesGlp: boolean): PreCheckoutStep | 'done' {
  if (step === 1) return takesGlp ? 2 : 3
  if (step === 4) return 'done'
  return (step + 1) as PreCheckoutStep
}

export function previousPreCheckoutStep(step: PreCheckoutStep, takesGlp: boolean): PreCheckoutStep | null {
  if (step === 1) return null
  if (step === 3) return takesGlp ? 2 : 1
  return (step - 1) as PreCheckoutStep
}

export const PRE_CHECKOUT_GLP_MEDICATIONS = [
  'Ozempic/Wegovy',
  'Mounjaro/Zepbound',
  'Semaglutide compound',
  'Tirzepatide compound',
] as const

/** The current-dose dropdown (mg). */
export const PRE_CHECKOUT_DOSE_OPTIONS_MG = {
  semaglutide: [0.25, 0.5, 1, 2, 2.5],
  tirzepatide: [2.5, 5, 7.5, 10, 12.5, 15],
} as const

/** Proposed in the not-offered popup. */
export const NOT_OFFERED_PROPOSED_TIRZEPATIDE_MG = 10

export function isTirzepatideDoseOffered(doseMg: number): boolean {
  return (PRE_CHECKOUT_DOSE_OPTIONS_MG.tirzepatide as readonly number[]).includes(doseMg)
}
