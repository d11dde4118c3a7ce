import {
  bmiDeadEndFor,
  drugOfGlpMedication,
  isPreCheckoutDoseListed,
  NOT_OFFERED_PROPOSED_TIRZEPATIDE_MG,
  OTHER_DOSE,
  PRE_CHECKOUT_PLACES,
  preCheckoutMessages,
  type Drug,
  type PreCheckoutBmiDeadEnds,
  type PreCheckoutGlpMedication,
  type PreCheckoutMovePost,
  type PreCheckoutPlace,
  type PreCheckoutPopup,
  type PreCheckoutStep,
} from '@telehealth/domain'
import { assign, getNextSnapshot, setup, type SnapshotFrom } from 'xstate'

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
    bmiDisqualifies: ({ context }) => bmiDeadEndFor(context.bmiDeadEnds, context.takesGlp) !== null,
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
          { guard: ({ context }) => context.takesGlp === null, actions: assign({ stepError: preCheckoutMessages.chooseYesOrNo }) },
          {
            guard: 'bmiDisqualifies',
            target: 'cannotProceed',
            actions: assign({ popupMessage: ({ context }) => bmiDeadEndFor(context.bmiDeadEnds, context.takesGlp) }),
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
          { actions: assign({ stepError: preCheckoutMessages.chooseGlpMedication }) },
        ],
        'step.back': { target: 'takesGlp', actions: 'clearStepError' },
      },
    },
    currentDose: {
      on: {
        'dose.choose': { actions: assign({ currentDose: ({ event }) => event.dose, stepError: null }) },
        'step.next': [
          { guard: ({ context }) => context.takesGlp !== true, target: 'medication', actions: 'clearStepError' },
          { guard: 'choseNoDose', actions: assign({ stepError: preCheckoutMessages.chooseCurrentDose }) },
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

export type PreCheckoutSnapshot = SnapshotFrom<typeof preCheckoutMachine>

/** Where the flow is and what it holds: what a page without JavaScript carries between posts. */
export interface PreCheckoutProgress {
  place: PreCheckoutPlace
  takesGlp: boolean | null
  glpMedication: PreCheckoutGlpMedication | null
  currentDose: number | typeof OTHER_DOSE | null
  medication: Drug
  popupMessage: string | null
  stepError: string | null
}

export function preCheckoutProgressOf(snapshot: PreCheckoutSnapshot): PreCheckoutProgress {
  const { takesGlp, glpMedication, currentDose, medication, popupMessage, stepError } = snapshot.context
  // 'submitting' and 'failed' are the browser's; a page without JavaScript is back on step 4.
  const place = ((PRE_CHECKOUT_PLACES as readonly string[]).includes(String(snapshot.value)) ? snapshot.value : 'medication') as PreCheckoutPlace
  return { place, takesGlp, glpMedication, currentDose, medication, popupMessage, stepError }
}

/** The machine at a saved place (the page starts there after a post without JavaScript). */
export function preCheckoutSnapshotAt(input: PreCheckoutInput, progress: PreCheckoutProgress): PreCheckoutSnapshot {
  const { place, ...held } = progress
  return preCheckoutMachine.resolveState({ value: place, context: { ...held, bmiDeadEnds: input.bmiDeadEnds } })
}

/**
 * One step's post without JavaScript, moved by the same machine the browser runs: the step's
 * choice, then the button (Continue, Go Back, the popup's Yes/No/OK).
 */
export function preCheckoutAfterPost(input: PreCheckoutInput, post: PreCheckoutMovePost): PreCheckoutProgress {
  let snapshot = preCheckoutSnapshotAt(input, {
    place: post.place,
    takesGlp: post.takesGlp === undefined ? null : post.takesGlp === 'Yes',
    glpMedication: post.glpMedication ?? null,
    currentDose: post.currentDose ?? null,
    medication: post.medication,
    popupMessage: null,
    stepError: null,
  })
  const events: PreCheckoutEvent[] = []
  if (post.intent === 'next') {
    if (post.place === 'takesGlp' && post.takesGlpChoice) events.push({ type: 'takesGlp.answer', takesGlp: post.takesGlpChoice === 'Yes' })
    if (post.place === 'glpMedication' && post.glpMedicationChoice) events.push({ type: 'glpMedication.choose', glpMedication: post.glpMedicationChoice })
    if (post.place === 'currentDose') events.push({ type: 'dose.choose', dose: post.currentDoseChoice ?? null })
    events.push({ type: 'step.next' })
  }
  if (post.intent === 'back') events.push({ type: 'step.back' })
  if (post.intent === 'accept') events.push({ type: 'proposal.accept' })
  if (post.intent === 'decline') events.push({ type: 'proposal.decline' })
  // The cannot-proceed popup's OK (its message is made again from the BMI rule when needed).
  if (post.intent === 'close') events.push({ type: 'popup.close' })
  for (const event of events) snapshot = getNextSnapshot(preCheckoutMachine, snapshot, event)
  return preCheckoutProgressOf(snapshot)
}
