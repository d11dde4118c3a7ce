import { adjustDosesMessages, chooseMonthDose, isDoseScheduleComplete, PLAN_MONTHS, type Drug, type MedicationCatalogue, type RowId } from '@telehealth/domain'
import { assign, fromPromise, setup } from 'xstate'

/** The spec's `POST /api/submit-adjust-doses-form` body (section 3: selectedDoses, product_id, formType adjustDose; ADR 051: the order and the photo). */
export interface AdjustDosesSubmission {
  selectedDoses: number[]
  product_id: RowId | null
  formType: 'adjustDose'
  order_id: RowId
  image: string
}

/** What the server answered (`{ success, message }`); a missing message is the generic failure. */
export interface AdjustDosesAnswer {
  success: boolean
  message?: string | undefined
}

export interface AdjustDosesInput {
  orderId: RowId
  productId: RowId | null
  drug: Drug
  catalogue: MedicationCatalogue
}

export interface AdjustDosesContext extends AdjustDosesInput {
  /** The chosen dose (mg) per month, month 1 first; null until chosen. */
  schedule: (number | null)[]
  /** The private address of the uploaded prescription photo, once uploaded. */
  image: string | null
  /** Why the step cannot move on (a month without a dose, no photo yet), or null. */
  stepError: string | null
  /** Why the request was not accepted, or null. */
  submitError: string | null
}

export type AdjustDosesEvent =
  | { type: 'dose.select'; month: number; doseMg: number }
  | { type: 'image.uploaded'; url: string }
  | { type: 'image.cleared' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'form.submit' }

/** Shown when the request got no answer, or an answer without a reason. */
export const ADJUST_DOSES_SEND_FAILED = 'We could not send your request. Please try again.'

/**
 * Adjust Doses (spec 001 "/adjust-doses/{id}"; ADR 051): (1) a dose for each of months 1-3 on the
 * adjust-doses rule, (2) a photo of the current prescription, then the request; Go Back on step 1
 * leaves for /home, on step 2 returns to step 1 with the plan kept. Both ways out end the machine
 * with `goHome`. The route provides `submitAdjustment` (the request) and `goHome` (the navigation).
 */
export const adjustDosesMachine = setup({
  types: { context: {} as AdjustDosesContext, events: {} as AdjustDosesEvent, input: {} as AdjustDosesInput },
  actors: {
    submitAdjustment: fromPromise<AdjustDosesAnswer, AdjustDosesSubmission>(() => Promise.reject(new Error('submitAdjustment was not provided'))),
  },
  guards: {
    everyMonthChosen: ({ context }) => isDoseScheduleComplete(context.schedule, PLAN_MONTHS),
    photoUploaded: ({ context }) => context.image !== null,
    accepted: (_, answer: AdjustDosesAnswer) => answer.success,
  },
  actions: {
    clearErrors: assign({ stepError: null, submitError: null }),
    goHome: () => {
      // Provided by the route (a navigation); a machine never touches the router.
    },
  },
}).createMachine({
  id: 'adjustDoses',
  context: ({ input }) => ({ ...input, schedule: Array.from({ length: PLAN_MONTHS }, () => null), image: null, stepError: null, submitError: null }),
  initial: 'doses',
  // The upload runs beside the steps (it may finish after Go Back), so its result is kept wherever it lands.
  on: {
    'image.uploaded': { actions: assign({ image: ({ event }) => event.url, stepError: null }) },
    'image.cleared': { actions: assign({ image: null }) },
  },
  states: {
    doses: {
      on: {
        'dose.select': {
          actions: assign({
            // The domain clears later months a new choice no longer allows, and ignores a dose the month does not offer.
            schedule: ({ context, event }) =>
              chooseMonthDose(
                { drug: context.drug, screen: 'adjustDoses', schedule: context.schedule, catalogue: context.catalogue },
                event.month,
                event.doseMg,
              ),
            stepError: null,
          }),
        },
        'step.next': [
          { guard: 'everyMonthChosen', target: 'photo', actions: assign({ stepError: null }) },
          { actions: assign({ stepError: adjustDosesMessages.chooseEveryMonth }) },
        ],
        'step.back': { target: 'left', actions: 'clearErrors' },
      },
    },
    photo: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: 'photoUploaded', target: 'submitting', actions: assign({ submitError: null }) },
              { actions: assign({ stepError: adjustDosesMessages.photoRequired }) },
            ],
            'step.back': { target: '#adjustDoses.doses', actions: 'clearErrors' },
          },
        },
        submitting: {
          invoke: {
            src: 'submitAdjustment',
            input: ({ context }) => ({
              selectedDoses: context.schedule.map((dose) => dose ?? 0),
              product_id: context.productId,
              formType: 'adjustDose' as const,
              order_id: context.orderId,
              image: context.image ?? '',
            }),
            onDone: [
              { guard: { type: 'accepted', params: ({ event }) => event.output }, target: '#adjustDoses.sent' },
              { target: 'editing', actions: assign({ submitError: ({ event }) => event.output.message || ADJUST_DOSES_SEND_FAILED }) },
            ],
            onError: { target: 'editing', actions: assign({ submitError: ADJUST_DOSES_SEND_FAILED }) },
          },
        },
      },
    },
    /** Go Back from step 1. */
    left: { type: 'final', entry: 'goHome' },
    /** The request was accepted: on to /home. */
    sent: { type: 'final', entry: 'goHome' },
  },
})

/** The screen's step for a state. */
export function adjustDosesStepOf(value: unknown): 'doses' | 'photo' {
  return value === 'doses' || value === 'left' ? 'doses' : 'photo'
}
