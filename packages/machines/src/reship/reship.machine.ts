import {
  reshipItemsStepSchema,
  reshipMessages,
  reshipReasonStepSchema,
  reshipSubmitErrorMessage,
  reshipSubmitExceptionMessage,
  type ReshipItem,
  type ReshipStep,
} from '@telehealth/domain'
import { assign, fromPromise, setup } from 'xstate'

/** What the server answered to a submit (spec: `{ success, message }`). */
export interface ReshipSubmitAnswer {
  success: boolean
  message?: string | undefined
}

export interface ReshipSubmission {
  items: ReshipItem[]
  reason: string
  image: string
}

export interface ReshipContext {
  selected: ReshipItem[]
  reason: string
  /** The private address of the uploaded evidence photo, once uploaded. */
  image: string | null
  /** The current step's rule that failed (the spec's message), or null. */
  stepError: string | null
  /** The submit failure shown as an alert, or null. */
  submitError: string | null
}

export type ReshipEvent =
  | { type: 'item.toggle'; item: ReshipItem }
  | { type: 'reason.change'; reason: string }
  | { type: 'image.uploaded'; url: string }
  | { type: 'image.cleared' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'request.submit' }

const sameItem = (a: ReshipItem, b: ReshipItem) => String(a.id) === String(b.id)

/**
 * The Replacement Request Form (spec 001): 1 choose items, 2 give a reason, 3 add an evidence
 * photo and submit, 4 thank you, reached only from a successful submit. Each step's rule is the
 * domain's; a failed submit stays on step 3 with the spec's alert text. The route provides
 * `submitRequest` (the `POST /api/submit-reship-request` call).
 */
export const reshipMachine = setup({
  types: { context: {} as ReshipContext, events: {} as ReshipEvent },
  actors: {
    submitRequest: fromPromise<ReshipSubmitAnswer, ReshipSubmission>(async () => {
      throw new Error('submitRequest was not provided')
    }),
  },
  guards: {
    itemsChosen: ({ context }) => reshipItemsStepSchema.safeParse({ items: context.selected }).success,
    reasonGiven: ({ context }) => reshipReasonStepSchema.safeParse({ reason: context.reason }).success,
    imageUploaded: ({ context }) => context.image !== null,
  },
  actions: {
    clearErrors: assign({ stepError: null, submitError: null }),
  },
}).createMachine({
  id: 'reship',
  context: { selected: [], reason: '', image: null, stepError: null, submitError: null },
  initial: 'items',
  states: {
    items: {
      on: {
        'item.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.some((item) => sameItem(item, event.item))
                ? context.selected.filter((item) => !sameItem(item, event.item))
                : [...context.selected, event.item],
            stepError: null,
          }),
        },
        'step.next': [{ guard: 'itemsChosen', target: 'reason', actions: 'clearErrors' }, { actions: assign({ stepError: reshipMessages.noItemSelected }) }],
      },
    },
    reason: {
      on: {
        'reason.change': { actions: assign({ reason: ({ event }) => event.reason, stepError: null }) },
        'step.next': [{ guard: 'reasonGiven', target: 'evidence', actions: 'clearErrors' }, { actions: assign({ stepError: reshipMessages.reasonRequired }) }],
        'step.back': { target: 'items', actions: 'clearErrors' },
      },
    },
    evidence: {
      initial: 'editing',
      on: {
        'image.uploaded': { actions: assign({ image: ({ event }) => event.url, stepError: null }) },
        'image.cleared': { actions: assign({ image: null }) },
      },
      states: {
        editing: {
          on: {
            'request.submit': [
              { guard: 'imageUploaded', target: 'submitting', actions: 'clearErrors' },
              { actions: assign({ stepError: reshipMessages.imageRequired }) },
            ],
            'step.back': { target: '#reship.reason', actions: 'clearErrors' },
          },
        },
        submitting: {
          invoke: {
            src: 'submitRequest',
            input: ({ context }) => ({ items: context.selected, reason: context.reason.trim(), image: context.image ?? '' }),
            onDone: [
              { guard: ({ event }) => event.output.success, target: '#reship.thankYou' },
              {
                target: 'editing',
                actions: assign({ submitError: ({ event }) => reshipSubmitErrorMessage(event.output.message || 'The request was not accepted.') }),
              },
            ],
            onError: {
              target: 'editing',
              actions: assign({
                submitError: ({ event }) => reshipSubmitExceptionMessage(event.error instanceof Error ? event.error.message : String(event.error)),
              }),
            },
          },
        },
      },
    },
    thankYou: { type: 'final' },
  },
})

/** The step number a state shows (1 to 4). */
export function reshipStepOf(value: unknown): ReshipStep {
  if (value === 'items') return 1
  if (value === 'reason') return 2
  if (value === 'thankYou') return 4
  return 3
}
