import {
  drugOfGlpMedication,
  isPreCheckoutDoseListed,
  NOT_OFFERED_PROPOSED_TIRZEPATIDE_MG,
  OTHER_DOSE,
  type Drug,
  type PreCheckoutBmiDeadEnds,
  type PreCheckoutGlpMedication,
  type PreCheckoutStep,
} from '@telehealth/domain'
import { assign, setup } from 'xstate'

export interface PreCheckoutInput {
  /** The medication of the plan chosen on /select-med: step 4's first choice. */
  cartMedication: Drug
  /** The BMI rule's message for each step-1 answer (from the intake record, on the server). */
  bmiDeadEnds: PreCheckoutBmiDeadEnds
}

export interface PreCheckoutContext {
  takesGlp: boolean | null
  glpMedication: PreCheckoutGlpMedication | null
  /** mg, or 'other' (a tirzepatide dose off the list) until the not-offered popup is answered. */
  currentDose: number | typeof OTHER_DOSE | null
  medication: Drug
  bmiDeadEnds: PreCheckoutBmiDeadEnds
  /** The cannot-proceed or error popup's text. */
  popupMessage: string | null
  /** The current step's missing answer, or null. */
  stepError: string | null
}

export type PreCheckoutEvent =
  | { type: 'takesGlp.answer'; takesGlp: boolean }
  | { type: 'glpMedication.choose'; glpMedication: PreCheckoutGlpMedication }
  | { type: 'dose.choose'; dose: number | typeof OTHER_DOSE | null }
  | { type: 'medication.choose'; medication: Drug }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'proposal.accept' }
  | { type: 'proposal.decline' }
  | { type: 'popup.close' }
  | { type: 'answers.submit' }
  | { type: 'submit.failed'; message: string }

const MISSING = {
  takesGlp: 'Please choose Yes or No.',
  glpMedication: 'Please choose the medication you take now.',
  dose: 'Please choose your current dose.',
} as const

/** The drug whose dose list step 3 shows (null for a non-user). */
export function doseDrugOf(context: Pick<PreCheckoutContext, 'takesGlp' | 'glpMedication'>): Drug | null {
  return context.takesGlp && context.glpMedication ? drugOfGlpMedication(context.glpMedication) : null
}

/**
 * The pre-checkout questionnaire (spec 001): 1 taking a GLP medication now?, 2 which one (only
 * after Yes), 3 current dose (a note instead for a non-user: ADR 065), 4 Tirzepatide or
 * Semaglutide, then the route posts the answers. Popups: 'We Cannot Proceed' (BMI), the
 * not-offered dose (proposes 10 mg tirzepatide) and the error popup after a failed save.
 */
export const preCheckoutMachine = setup({
  types: { context: {} as PreCheckoutContext, events: {} as PreCheckoutEvent, input: {} as PreCheckoutInput },
  guards: {
    answeredTakesGlp: ({ context }) => context.takesGlp !== null,
    bmiDisqualifies: ({ context }) => (context.takesGlp ? context.bmiDeadEnds.takesGlp : context.bmiDeadEnds.noGlp) !== null,
    takesGlp: ({ context }) => context.takesGlp === true,
    choseGlpMedication: ({ context }) => context.glpMedication !== null,
    choseNoDose: ({ context }) => context.currentDose === null,
    doseNotOffered: ({ context }) => {
      const drug = doseDrugOf(context)
      if (context.currentDose === OTHER_DOSE) return true
      return drug === 'tirzepatide' && typeof context.currentDose === 'number' && !isPreCheckoutDoseListed(drug, context.currentDose)
    },
  },
  actions: {
    clearStepError: assign({ stepError: null }),
  },
}).createMachine({
  id: 'precheckout',
  context: ({ input }) => ({
    takesGlp: null,
    glpMedication: null,
    currentDose: null,
    medication: input.cartMedication,
    bmiDeadEnds: input.bmiDeadEnds,
    popupMessage: null,
    stepError: null,
  }),
  initial: 'takesGlp',
  states: {
    takesGlp: {
      on: {
        'takesGlp.answer': {
          actions: assign(({ context, event }) => ({
            takesGlp: event.takesGlp,
            // Changing the answer forgets what depended on it.
            ...(context.takesGlp === event.takesGlp ? {} : { glpMedication: null, currentDose: null }),
            stepError: null,
          })),
        },
        'step.next': [
          { guard: ({ context }) => context.takesGlp === null, actions: assign({ stepError: MISSING.takesGlp }) },
          {
            guard: 'bmiDisqualifies',
            target: 'cannotProceed',
            actions: assign({ popupMessage: ({ context }) => (context.takesGlp ? context.bmiDeadEnds.takesGlp : context.bmiDeadEnds.noGlp) }),
          },
          { guard: 'takesGlp', target: 'glpMedication', actions: 'clearStepError' },
          { target: 'currentDose', actions: 'clearStepError' },
        ],
      },
    },
    cannotProceed: {
      on: { 'popup.close': { target: 'takesGlp', actions: assign({ popupMessage: null }) } },
    },
    glpMedication: {
      on: {
        'glpMedication.choose': {
          actions: assign(({ context, event }) => ({
            glpMedication: event.glpMedication,
            // Another drug has another dose list.
            ...(context.glpMedication && drugOfGlpMedication(context.glpMedication) !== drugOfGlpMedication(event.glpMedication) ? { currentDose: null } : {}),
            stepError: null,
          })),
        },
        'step.next': [
          { guard: 'choseGlpMedication', target: 'currentDose', actions: 'clearStepError' },
          { actions: assign({ stepError: MISSING.glpMedication }) },
        ],
        'step.back': { target: 'takesGlp', actions: 'clearStepError' },
      },
    },
    currentDose: {
      on: {
        'dose.choose': { actions: assign({ currentDose: ({ event }) => event.dose, stepError: null }) },
        'step.next': [
          { guard: ({ context }) => context.takesGlp !== true, target: 'medication', actions: 'clearStepError' },
          { guard: 'choseNoDose', actions: assign({ stepError: MISSING.dose }) },
          { guard: 'doseNotOffered', target: 'notOffered', actions: 'clearStepError' },
          { target: 'medication', actions: 'clearStepError' },
        ],
        'step.back': [
          { guard: 'takesGlp', target: 'glpMedication', actions: 'clearStepError' },
          { target: 'takesGlp', actions: 'clearStepError' },
        ],
      },
    },
    notOffered: {
      on: {
        // Yes: 10 mg tirzepatide is the current dose, and step 4 starts on tirzepatide.
        'proposal.accept': { target: 'medication', actions: assign({ currentDose: NOT_OFFERED_PROPOSED_TIRZEPATIDE_MG, medication: 'tirzepatide' as Drug }) },
        // No: back to the dropdown to choose a dose on the list.
        'proposal.decline': { target: 'currentDose', actions: assign({ currentDose: null }) },
        'popup.close': { target: 'currentDose', actions: assign({ currentDose: null }) },
      },
    },
    medication: {
      on: {
        'medication.choose': { actions: assign({ medication: ({ event }) => event.medication }) },
        'answers.submit': { target: 'submitting' },
        'step.back': { target: 'currentDose' },
      },
    },
    submitting: {
      on: { 'submit.failed': { target: 'failed', actions: assign({ popupMessage: ({ event }) => event.message }) } },
    },
    failed: {
      on: { 'popup.close': { target: 'medication', actions: assign({ popupMessage: null }) } },
    },
  },
})

export type PreCheckoutPopup = 'cannotProceed' | 'notOffered' | 'error' | null

/** The active step (1 to 4) and popup of a state. */
export function preCheckoutViewOf(value: unknown): { step: PreCheckoutStep; popup: PreCheckoutPopup } {
  switch (value) {
    case 'takesGlp':
      return { step: 1, popup: null }
    case 'cannotProceed':
      return { step: 1, popup: 'cannotProceed' }
    case 'glpMedication':
      return { step: 2, popup: null }
    case 'currentDose':
      return { step: 3, popup: null }
    case 'notOffered':
      return { step: 3, popup: 'notOffered' }
    case 'failed':
      return { step: 4, popup: 'error' }
    default:
      return { step: 4, popup: null }
  }
}
