import { z } from 'zod'
import { bmi } from '../../intake/bmi.ts'
import { questionnaireMessages } from '../../messages.ts'
import { preCheckoutMessages } from '../../messages/precheckout.ts'
import { DRUGS, type Drug } from '../../pricing/plans.ts'
import { drugOfGlpMedication, NO_GLP_MEDICATION, PRE_CHECKOUT_GLP_MEDICATIONS, type PreCheckoutGlpMedication } from './glp-medication.ts'

export const MIN_BMI = 25
/** Patients already on a GLP medication may continue from a lower BMI. */
export const MIN_BMI_CURRENT_GLP_USER = 20

/** The disqualifying message, or null when the BMI is high enough. Exactly 25 (or 20) passes. */
export function preCheckoutBmiDeadEnd(input: { weight: number; heightInches: number; takesGlp: boolean }): string | null {
  const value = bmi(input.weight, input.heightInches)
  if (input.takesGlp) return value < MIN_BMI_CURRENT_GLP_USER ? questionnaireMessages.bmiBelow20 : null
  return value < MIN_BMI ? questionnaireMessages.bmiBelow25 : null
}

/** The patient's measures from the intake record; either may be missing (a patient made by staff). */
export interface IntakeMeasures {
  weight: number | null | undefined
  heightInches: number | null | undefined
}

/** What the BMI rule says for each step-1 answer, or null when the intake record has no measures (ADR 065). */
export interface PreCheckoutBmiDeadEnds {
  takesGlp: string | null
  noGlp: string | null
}

export function preCheckoutBmiDeadEnds(measures: IntakeMeasures): PreCheckoutBmiDeadEnds {
  const { weight, heightInches } = measures
  if (!weight || !heightInches || weight <= 0 || heightInches <= 0) return { takesGlp: null, noGlp: null }
  return {
    takesGlp: preCheckoutBmiDeadEnd({ weight, heightInches, takesGlp: true }),
    noGlp: preCheckoutBmiDeadEnd({ weight, heightInches, takesGlp: false }),
  }
}

/** The BMI rule's message for this step-1 answer, or null when it lets the patient go on. */
export function bmiDeadEndFor(deadEnds: PreCheckoutBmiDeadEnds, takesGlp: boolean | null | undefined): string | null {
  return takesGlp ? deadEnds.takesGlp : deadEnds.noGlp
}

export type PreCheckoutStep = 1 | 2 | 3 | 4

export const CART_GLP_MEDICATION_VALUES = [...PRE_CHECKOUT_GLP_MEDICATIONS, NO_GLP_MEDICATION] as const
export type CartGlpMedication = (typeof CART_GLP_MEDICATION_VALUES)[number]

/**
 * The current-dose dropdown (mg per week), as the spec lists it. Semaglutide's list is what patients
 * on compounded semaglutide report (2 and 2.5 mg), not the prescribing steps (1.7, 2.4): ADR 066.
 */
export const PRE_CHECKOUT_DOSE_OPTIONS_MG = {
  semaglutide: [0.25, 0.5, 1, 2, 2.5],
  tirzepatide: [2.5, 5, 7.5, 10, 12.5, 15],
} as const satisfies Record<Drug, readonly number[]>

/** The dropdown's choice for a tirzepatide dose off the list: it opens the not-offered popup. */
export const OTHER_DOSE = 'other'

/** Proposed in the not-offered popup. */
export const NOT_OFFERED_PROPOSED_TIRZEPATIDE_MG = 10

export function isPreCheckoutDoseListed(drug: Drug, doseMg: number): boolean {
  return (PRE_CHECKOUT_DOSE_OPTIONS_MG[drug] as readonly number[]).includes(doseMg)
}

/** The pre-checkout's answers, as the cart keeps them. */
export interface PreCheckoutAnswers {
  takesGlp: boolean
  glpMedication: PreCheckoutGlpMedication | null
  /** mg per week; null for a patient who takes no GLP medication. */
  currentDoseMg: number | null
  /** Step 4: the medication the cart will hold. */
  medication: Drug
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * The pre-checkout form as posted (one form, hidden fields for the earlier steps). The server's
 * check is the law: a dose must be on its drug's list, a non-user sends no medication or dose.
 */
export const preCheckoutFormSchema = z
  .object({
    takesGlp: z.enum(['Yes', 'No'], { error: preCheckoutMessages.answerTakesGlp }),
    glpMedication: z.preprocess(emptyToUndefined, z.enum(PRE_CHECKOUT_GLP_MEDICATIONS, { error: preCheckoutMessages.chooseGlpMedication }).optional()),
    currentDose: z.preprocess(emptyToUndefined, z.string().max(16).optional()),
    medication: z.enum(DRUGS, { error: preCheckoutMessages.chooseMedication }),
  })
  .superRefine((form, context) => {
    if (form.takesGlp === 'No') {
      if (form.glpMedication || form.currentDose) context.addIssue({ code: 'custom', path: ['takesGlp'], message: preCheckoutMessages.noDoseWithoutGlp })
      return
    }
    if (!form.glpMedication) {
      context.addIssue({ code: 'custom', path: ['glpMedication'], message: preCheckoutMessages.chooseGlpMedication })
      return
    }
    const dose = Number(form.currentDose)
    if (!form.currentDose || !Number.isFinite(dose)) {
      context.addIssue({ code: 'custom', path: ['currentDose'], message: preCheckoutMessages.chooseCurrentDose })
      return
    }
    if (!isPreCheckoutDoseListed(drugOfGlpMedication(form.glpMedication), dose)) {
      context.addIssue({ code: 'custom', path: ['currentDose'], message: preCheckoutMessages.doseNotOffered })
    }
  })
  .transform((form): PreCheckoutAnswers => ({
    takesGlp: form.takesGlp === 'Yes',
    glpMedication: form.takesGlp === 'Yes' ? (form.glpMedication ?? null) : null,
    currentDoseMg: form.takesGlp === 'Yes' ? Number(form.currentDose) : null,
    medication: form.medication,
  }))

/** The cart's fields for the answers. */
export function cartPreCheckoutFields(answers: PreCheckoutAnswers): { currentGLPMed: CartGlpMedication; currentDose: string | null } {
  return {
    currentGLPMed: answers.glpMedication ?? NO_GLP_MEDICATION,
    currentDose: answers.currentDoseMg === null ? null : String(answers.currentDoseMg),
  }
}

/** A cart has answered the pre-checkout once it names a current medication, or 'none'. */
export function hasAnsweredPreCheckout(cart: { currentGLPMed?: string | null }): boolean {
  return (CART_GLP_MEDICATION_VALUES as readonly string[]).includes(cart.currentGLPMed ?? '')
}

/** The flow's places a post can come from (the steps and their popups): the page posts its own. */
export const PRE_CHECKOUT_PLACES = ['takesGlp', 'cannotProceed', 'glpMedication', 'currentDose', 'notOffered', 'medication'] as const
export type PreCheckoutPlace = (typeof PRE_CHECKOUT_PLACES)[number]
/** The popup over a pre-checkout step, if any. */
export type PreCheckoutPopup = 'cannotProceed' | 'notOffered' | 'error' | null
export const PRE_CHECKOUT_MOVES = ['next', 'back', 'accept', 'decline', 'close'] as const

const doseValue = z.union([z.literal(OTHER_DOSE), z.coerce.number().positive().max(100)])

/**
 * A step's post without JavaScript (ADR 064): where the page was, the answers so far (hidden
 * fields), the step's own choice and the button pressed. The server moves the same machine.
 */
export const preCheckoutMoveSchema = z.object({
  intent: z.enum(PRE_CHECKOUT_MOVES),
  place: z.enum(PRE_CHECKOUT_PLACES),
  takesGlp: z.preprocess(emptyToUndefined, z.enum(['Yes', 'No']).optional()),
  glpMedication: z.preprocess(emptyToUndefined, z.enum(PRE_CHECKOUT_GLP_MEDICATIONS).optional()),
  currentDose: z.preprocess(emptyToUndefined, doseValue.optional()),
  medication: z.enum(DRUGS),
  takesGlpChoice: z.preprocess(emptyToUndefined, z.enum(['Yes', 'No']).optional()),
  glpMedicationChoice: z.preprocess(emptyToUndefined, z.enum(PRE_CHECKOUT_GLP_MEDICATIONS).optional()),
  currentDoseChoice: z.preprocess(emptyToUndefined, doseValue.optional()),
})
export type PreCheckoutMovePost = z.output<typeof preCheckoutMoveSchema>
