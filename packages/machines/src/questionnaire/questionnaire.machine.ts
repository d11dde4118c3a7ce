import {
  isAtStart,
  prepareSubmission,
  progressOf,
  questionnaireStep,
  startQuestionnaire,
  UPLOAD_ADVANCE_DELAY_MS,
  type Answer,
  type ProgressStore,
  type QuestionnaireContext,
  type QuestionnaireDocument,
  type QuestionnaireProgress,
  type QuestionnaireRunState,
  type QuestionnaireStepEvent,
  type QuestionnaireSubmission,
} from '@telehealth/domain'
import { assign, emit, fromPromise, setup } from 'xstate'

export type QuestionnaireResult = { ok: true } | { ok: false; message: string }
export type RefundReason = { questionId: string; description: string }

export interface QuestionnaireMachineInput {
  document: QuestionnaireDocument
  /** userState, gender, formType; its answers are ignored (the machine keeps its own). */
  context: QuestionnaireContext
  /** Progress already checked by the caller (age, version, form): start there. */
  initialProgress?: QuestionnaireProgress | null
  /** Local progress: loaded at start when no initialProgress is given, saved after every change, cleared after submit. */
  progress?: { store: ProgressStore; questionnaireId: string; version: string } | null
  /** Months of the dose plan (3 by default). */
  doseMonths?: number
  now?: () => Date
}

export interface QuestionnaireMachineContext {
  document: QuestionnaireDocument
  context: QuestionnaireContext
  run: QuestionnaireRunState
  doseMonths: number | undefined
  progress: QuestionnaireMachineInput['progress']
  now: () => Date
  /** Saved progress found at start after a gap of over 5 minutes: the patient is offered to resume. */
  savedAt: string | null
  submitError: string | null
  refundError: string | null
  outcome: QuestionnaireOutcome | null
}

/** How the form ended: submitted, refunded (disqualified) or left with Go Back on the first question. */
export type QuestionnaireOutcome = 'submitted' | 'refunded' | 'exited'

export type QuestionnaireMachineEvent =
  | { type: 'ANSWER'; questionId: string; answer: Answer }
  | { type: 'TOGGLE_OPTION'; questionId: string; title: string }
  | { type: 'SET_DOSE'; schedule: (number | null)[] }
  | { type: 'UPLOADED'; questionId: string; filename: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RESUBMIT' }
  | { type: 'PROCESS_REFUND' }
  | { type: 'SUBMIT' }
  | { type: 'RESUME' }
  | { type: 'START_OVER' }

export type QuestionnaireMachineEmitted = { type: 'progress'; progress: QuestionnaireProgress }

const stepOf = (context: QuestionnaireMachineContext, event: QuestionnaireStepEvent) =>
  questionnaireStep(context.document, context.context, context.run, event, context.doseMonths === undefined ? {} : { doseMonths: context.doseMonths })

/** The machine's events as the domain's steps (an upload's file name is the answer). */
function toStepEvent(event: QuestionnaireMachineEvent): QuestionnaireStepEvent {
  switch (event.type) {
    case 'ANSWER':
    case 'TOGGLE_OPTION':
    case 'SET_DOSE':
    case 'NEXT':
    case 'BACK':
    case 'RESUBMIT':
      return event
    case 'UPLOADED':
      return { type: 'ANSWER', questionId: event.questionId, answer: event.filename }
    default:
      return { type: 'RESUBMIT' }
  }
}

function initialContext(input: QuestionnaireMachineInput): QuestionnaireMachineContext {
  const now = input.now ?? (() => new Date())
  const loaded = input.initialProgress ? null : (input.progress?.store.load() ?? null)
  const progress = input.initialProgress ?? loaded?.progress ?? null
  return {
    document: input.document,
    context: input.context,
    run: startQuestionnaire(input.document, input.context, progress),
    doseMonths: input.doseMonths,
    progress: input.progress ?? null,
    now,
    savedAt: loaded?.possibleCrash ? loaded.progress.savedAt : null,
    submitError: null,
    refundError: null,
    outcome: null,
  }
}

/**
 * The questionnaire runner's flow (spec 001 sections 4 and 5) over the domain's
 * `questionnaireStep`: questions, the 'We Cannot Proceed' popup, the confirmation step, submit
 * with retry. Every change is saved to the progress store and emitted as `progress` (the route
 * mirrors it to the server draft). The route provides `submitAnswers` and `processRefund`.
 * Output: 'submitted', 'refunded' or 'exited' (Go Back on the first question).
 */
export const questionnaireMachine = setup({
  types: {
    input: {} as QuestionnaireMachineInput,
    context: {} as QuestionnaireMachineContext,
    events: {} as QuestionnaireMachineEvent,
    emitted: {} as QuestionnaireMachineEmitted,
    output: {} as { outcome: QuestionnaireOutcome | null },
  },
  actors: {
    submitAnswers: fromPromise<QuestionnaireResult, QuestionnaireSubmission>(async () => {
      throw new Error('submitAnswers was not provided')
    }),
    processRefund: fromPromise<QuestionnaireResult, RefundReason>(async () => {
      throw new Error('processRefund was not provided')
    }),
  },
  delays: { uploadAdvance: UPLOAD_ADVANCE_DELAY_MS },
  guards: {
    hasPopup: ({ context }) => context.run.popup !== null,
    atConfirmation: ({ context }) => context.run.currentQuestionId === null,
    onQuestion: ({ context }) => context.run.currentQuestionId !== null,
    noPopup: ({ context }) => context.run.popup === null,
    atStart: ({ context }) => isAtStart(context.document, context.context, context.run),
    offersResume: ({ context }) => context.savedAt !== null,
    submittable: ({ context }) => prepareSubmission(context.document, context.context, context.run, context.doseMonths === undefined ? {} : { doseMonths: context.doseMonths }).ok,
  },
  actions: {
    step: assign({ run: ({ context, event }) => stepOf(context, toStepEvent(event)) }),
    save: emit(({ context }) => {
      const progress = progressOf(context.run, { questionnaireId: context.progress?.questionnaireId ?? '', version: context.progress?.version ?? '' }, context.now())
      return { type: 'progress' as const, progress: context.progress ? context.progress.store.save(progress) : progress }
    }),
    clearSaved: ({ context }) => context.progress?.store.clear(),
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ outcome: context.outcome }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'offersResume', target: 'resumeOffered' }, { target: 'answering' }],
    },
    resumeOffered: {
      on: {
        RESUME: { target: 'answering', actions: assign({ savedAt: null }) },
        START_OVER: {
          target: 'answering',
          actions: ['clearSaved', assign({ savedAt: null, run: ({ context }) => startQuestionnaire(context.document, context.context, null) })],
        },
      },
    },
    answering: {
      initial: 'routing',
      on: {
        ANSWER: { actions: ['step', 'save'] },
        TOGGLE_OPTION: { actions: ['step', 'save'] },
        SET_DOSE: { actions: ['step', 'save'] },
      },
      states: {
        routing: {
          always: [{ guard: 'atConfirmation', target: 'confirmation' }, { guard: 'hasPopup', target: 'disqualified' }, { target: 'question' }],
        },
        question: {
          initial: 'idle',
          always: [{ guard: 'atConfirmation', target: 'confirmation' }, { guard: 'hasPopup', target: 'disqualified' }],
          on: {
            NEXT: { target: '.idle', actions: ['step', 'save'] },
            BACK: [
              { guard: 'atStart', target: '#questionnaire.exited' },
              { target: '.idle', actions: ['step', 'save'] },
            ],
            UPLOADED: { target: '.advancing', actions: ['step', 'save'] },
          },
          states: {
            idle: {},
            /** 'Uploaded!' shows for half a second, then the form moves on (any other event first cancels it). */
            advancing: {
              on: {
                ANSWER: { target: 'idle', actions: ['step', 'save'] },
                TOGGLE_OPTION: { target: 'idle', actions: ['step', 'save'] },
                SET_DOSE: { target: 'idle', actions: ['step', 'save'] },
              },
              after: { uploadAdvance: { target: 'idle', actions: [assign({ run: ({ context }) => stepOf(context, { type: 'NEXT' }) }), 'save'] } },
            },
          },
        },
        disqualified: {
          initial: 'open',
          always: { guard: 'noPopup', target: 'question' },
          states: {
            open: {
              on: {
                RESUBMIT: { actions: ['step', assign({ refundError: null })] },
                BACK: { actions: ['step', assign({ refundError: null }), 'save'] },
                PROCESS_REFUND: { target: 'refunding', actions: assign({ refundError: null }) },
              },
            },
            refunding: {
              invoke: {
                src: 'processRefund',
                input: ({ context }) => ({ questionId: context.run.popup?.questionId ?? '', description: context.run.popup?.description ?? '' }),
                onDone: [
                  { guard: ({ event }) => event.output.ok, target: '#questionnaire.refunded' },
                  { target: 'open', actions: assign({ refundError: ({ event }) => (event.output.ok ? null : event.output.message) }) },
                ],
                onError: { target: 'open', actions: assign({ refundError: 'Ooops... Something went wrong' }) },
              },
            },
          },
        },
        confirmation: {
          always: { guard: 'onQuestion', target: 'question' },
          on: {
            BACK: [{ guard: 'atStart', target: '#questionnaire.exited' }, { actions: ['step', 'save'] }],
            SUBMIT: [
              { guard: 'submittable', target: '#questionnaire.submitting' },
              {
                actions: [
                  assign({
                    run: ({ context }) => {
                      const prepared = prepareSubmission(context.document, context.context, context.run, context.doseMonths === undefined ? {} : { doseMonths: context.doseMonths })
                      return prepared.ok ? context.run : prepared.state
                    },
                  }),
                  'save',
                ],
              },
            ],
          },
        },
      },
    },
    submitting: {
      entry: assign({ submitError: null }),
      invoke: {
        src: 'submitAnswers',
        input: ({ context }) => {
          const prepared = prepareSubmission(context.document, context.context, context.run, context.doseMonths === undefined ? {} : { doseMonths: context.doseMonths })
          return prepared.ok ? prepared.submission : { answers: context.run.answers, records: [], doseSchedule: context.run.doseSchedule }
        },
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'done', actions: 'clearSaved' },
          { target: 'submitFailed', actions: assign({ submitError: ({ event }) => (event.output.ok ? null : event.output.message) }) },
        ],
        onError: { target: 'submitFailed', actions: assign({ submitError: 'Ooops... Something went wrong' }) },
      },
    },
    /** Every answer is kept; Submit tries again, Back returns to the questions. */
    submitFailed: {
      on: {
        SUBMIT: 'submitting',
        BACK: { target: 'answering', actions: ['step', 'save'] },
      },
    },
    done: { type: 'final', entry: assign({ outcome: 'submitted' as const }) },
    refunded: { type: 'final', entry: assign({ outcome: 'refunded' as const }) },
    exited: { type: 'final', entry: assign({ outcome: 'exited' as const }) },
  },
})
