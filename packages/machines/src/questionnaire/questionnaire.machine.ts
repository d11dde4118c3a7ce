import {
  isAtStart,
  isQuestionVisible,
  currentQuestion,
  prepareSubmission,
  progressOf,
  questionnaireStep,
  startQuestionnaire,
  UPLOAD_ADVANCE_DELAY_MS,
  type Answer,
  type Answers,
  type FormDosePlan,
  type ProgressStore,
  type QuestionnaireContext,
  type QuestionnaireDocument,
  type QuestionnaireProgress,
  type QuestionnaireRunState,
  type QuestionnaireStepEvent,
  type QuestionnaireSubmission,
} from '@telehealth/domain'
import { assign, cancel, enqueueActions, fromPromise, raise, setup, spawnChild, type SnapshotFrom } from 'xstate'

/**
 * A submit, refund or autosave as the server answered it; `redirect` is where the page goes next.
 * `versionReplaced`: the form may no longer be answered on its version (ADR 086), so trying again
 * cannot help: the page offers the current version instead.
 */
export type QuestionnaireResult = { ok: true; redirect?: string | undefined } | { ok: false; message: string; versionReplaced?: boolean }
/** The popup's question and the answers that led to it: the server checks again that they disqualify. */
export type RefundReason = { questionId: string; description: string; answers: Answers }

/** How long the server draft waits for the patient to stop changing answers (ADR 059). */
export const AUTOSAVE_DEBOUNCE_MS = 800

export interface QuestionnaireMachineInput {
  document: QuestionnaireDocument
  /** userState, gender, formType; its answers are ignored (the machine keeps its own). */
  context: QuestionnaireContext
  /** Progress already checked by the caller (age, version, form): start there. */
  initialProgress?: QuestionnaireProgress | null
  /** The caller found this progress after a possible crash (left over 5 minutes): offer to resume it. */
  resumeOffer?: { savedAt: string } | null
  /** Local progress: loaded at start when no initialProgress is given, saved after every change, cleared after submit. */
  progress?: { store: ProgressStore; questionnaireId: string; version: string } | null
  /** Months of the dose plan (3 by default). */
  doseMonths?: number
  /** The form's dose planner (ADR 088): the dose question moves on, and the form submits, only with a plan it offers. */
  dosePlan?: FormDosePlan | null
  /** The admin's live preview: nothing is saved, submit and refund do nothing. */
  preview?: boolean
  now?: () => Date
}

export interface QuestionnaireMachineContext {
  document: QuestionnaireDocument
  context: QuestionnaireContext
  run: QuestionnaireRunState
  doseMonths: number | undefined
  dosePlan: FormDosePlan | null
  progress: QuestionnaireMachineInput['progress']
  preview: boolean
  now: () => Date
  /** Saved progress found at start after a gap of over 5 minutes: the patient is offered to resume. */
  savedAt: string | null
  submitError: string | null
  refundError: string | null
  /** The progress the next autosave sends (null: the server draft is up to date). */
  pendingDraft: QuestionnaireProgress | null
  /** Where the server sent the patient after a submit or refund. */
  redirect: string | null
  /** Why the form must be loaded again on the current version (ADR 086), once the server refused its version. */
  versionReplaced: string | null
  outcome: QuestionnaireOutcome | null
}

/** How the form ended: submitted, refunded (disqualified), left with Go Back on the first question, or to be loaded again on its current version. */
export type QuestionnaireOutcome = 'submitted' | 'refunded' | 'exited' | 'reload'

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
  /** The admin's live preview sent an edited document. */
  | { type: 'DOCUMENT_CHANGED'; document: QuestionnaireDocument }
  /** The page is going away (pagehide): a pending autosave is sent now, in a way that survives the unload. */
  | { type: 'LEAVE' }
  /** The autosave's debounce ran out (raised by the machine itself, on the named delay). */
  | { type: 'AUTOSAVE' }
  /** The patient asked for the current version after the server refused this one. */
  | { type: 'LOAD_CURRENT' }

export type QuestionnaireMachineEmitted = { type: 'progress'; progress: QuestionnaireProgress }

/** The pending draft goes to the server once the patient pauses: the AUTOSAVE event on the named delay, one at a time (its id). */
const AUTOSAVE_ONCE_PAUSED = [{ type: 'AUTOSAVE' }, { id: 'autosave', delay: 'autosaveDebounce' }] as const

const optionsOf = (context: QuestionnaireMachineContext) => ({
  ...(context.doseMonths === undefined ? {} : { doseMonths: context.doseMonths }),
  dosePlan: context.dosePlan,
})

const stepOf = (context: QuestionnaireMachineContext, event: QuestionnaireStepEvent) =>
  questionnaireStep(context.document, context.context, context.run, event, optionsOf(context))

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
  const loaded = input.initialProgress || input.preview ? null : (input.progress?.store.load() ?? null)
  const progress = input.initialProgress ?? loaded?.progress ?? null
  return {
    document: input.document,
    context: input.context,
    run: startQuestionnaire(input.document, input.context, progress),
    doseMonths: input.doseMonths,
    dosePlan: input.dosePlan ?? null,
    progress: input.preview ? null : (input.progress ?? null),
    preview: input.preview === true,
    now,
    savedAt: input.resumeOffer?.savedAt ?? (loaded?.possibleCrash ? loaded.progress.savedAt : null),
    submitError: null,
    refundError: null,
    // Answers restored from this device may never have reached the server (the send as the page went
    // away is best effort): they are sent again once the patient pauses, so another device resumes them.
    pendingDraft: input.preview ? null : (loaded?.progress ?? null),
    redirect: null,
    versionReplaced: null,
    outcome: null,
  }
}

/** A server answer saying the form's version was replaced (ADR 086). */
function replacedVersion(result: QuestionnaireResult | undefined): string | null {
  return result && !result.ok && result.versionReplaced === true ? result.message : null
}

/** The autosave's request, spawned under this id: its answer comes back as this actor's done event. */
const DRAFT_SAVE = 'draftSave'

/**
 * The questionnaire runner's flow (spec 001 sections 4 and 5) over the domain's
 * `questionnaireStep`: questions, the 'We Cannot Proceed' popup, the confirmation step, submit
 * with retry, the upload's half-second advance. Every change is saved to the progress store on
 * this device at once, emitted as `progress`, and sent to the server draft by the `saveDraft`
 * actor once the patient pauses (the `autosaveDebounce` delay; `LEAVE` sends it at once through
 * the `saveDraftOnLeave` action). The route provides `submitAnswers`, `processRefund`, `saveDraft`
 * and `saveDraftOnLeave`. Output: 'submitted', 'refunded' or 'exited' (Go Back on the first question).
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
    /**
     * The autosave: the device keeps the answers if it fails, and the next change tries again. Its
     * answer matters only when the server refused the form's version (ADR 086).
     */
    saveDraft: fromPromise<QuestionnaireResult | undefined, QuestionnaireProgress>(async () => undefined),
  },
  delays: { uploadAdvance: UPLOAD_ADVANCE_DELAY_MS, autosaveDebounce: AUTOSAVE_DEBOUNCE_MS },
  guards: {
    hasPopup: ({ context }) => context.run.popup !== null,
    atConfirmation: ({ context }) => context.run.currentQuestionId === null,
    onQuestion: ({ context }) => context.run.currentQuestionId !== null,
    noPopup: ({ context }) => context.run.popup === null,
    atStart: ({ context }) => isAtStart(context.document, context.context, context.run),
    offersResume: ({ context }) => context.savedAt !== null,
    live: ({ context }) => !context.preview,
    submittable: ({ context }) => !context.preview && prepareSubmission(context.document, context.context, context.run, optionsOf(context)).ok,
    draftPending: ({ context }) => context.pendingDraft !== null,
    /** The autosave's answer: the server refused the form's version. */
    draftVersionReplaced: ({ event }) => 'output' in event && replacedVersion(event.output as QuestionnaireResult | undefined) !== null,
  },
  actions: {
    step: assign({ run: ({ context, event }) => stepOf(context, toStepEvent(event)) }),
    /** Every change: kept on this device at once, emitted, and sent to the server once the patient pauses (nothing in the preview). */
    save: enqueueActions(({ context, enqueue }, params?: { serverOnly: boolean }) => {
      if (context.preview) return
      const progress = progressOf(
        context.run,
        { questionnaireId: context.progress?.questionnaireId ?? '', version: context.progress?.version ?? '' },
        context.now(),
      )
      const stored = context.progress && !params?.serverOnly ? context.progress.store.save(progress) : progress
      enqueue.assign({ pendingDraft: stored })
      enqueue.emit({ type: 'progress', progress: stored })
      enqueue.cancel('autosave')
      enqueue.raise(...AUTOSAVE_ONCE_PAUSED)
    }),
    clearSaved: ({ context }) => context.progress?.store.clear(),
    dismissOffer: assign({ savedAt: null }),
    /** The event that dismissed the resume offer, handled again by the questions. */
    replay: raise(({ event }) => event),
    /** Provided by the route: a send that outlives the page (the router's own requests are cancelled with it). */
    saveDraftOnLeave: (_, _params: { progress: QuestionnaireProgress }) => undefined,
    /** A new document from the admin's live preview: the question on screen may be gone or hidden now. */
    takeDocument: assign(({ context, event }) => {
      if (event.type !== 'DOCUMENT_CHANGED') return {}
      const { document } = event
      const shown = currentQuestion(document, context.run)
      const stays =
        context.run.currentQuestionId === null || (shown !== null && isQuestionVisible(document, shown, { ...context.context, answers: context.run.answers }))
      return { document, run: stays ? context.run : startQuestionnaire(document, context.context, context.run) }
    }),
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ outcome: context.outcome }),
  initial: 'starting',
  on: {
    AUTOSAVE: {
      guard: 'draftPending',
      actions: [
        spawnChild('saveDraft', {
          id: DRAFT_SAVE,
          input: ({ context }) => context.pendingDraft ?? progressOf(context.run, { questionnaireId: '', version: '' }, context.now()),
        }),
        assign({ pendingDraft: null }),
      ],
    },
    LEAVE: {
      guard: 'draftPending',
      actions: [
        cancel('autosave'),
        {
          type: 'saveDraftOnLeave',
          params: ({ context }) => ({ progress: context.pendingDraft ?? progressOf(context.run, { questionnaireId: '', version: '' }, context.now()) }),
        },
        assign({ pendingDraft: null }),
      ],
    },
    DOCUMENT_CHANGED: { actions: 'takeDocument' },
    [`xstate.done.actor.${DRAFT_SAVE}`]: {
      guard: 'draftVersionReplaced',
      target: '.versionReplaced',
      actions: assign({
        versionReplaced: ({ event }) => ('output' in event ? replacedVersion(event.output as QuestionnaireResult | undefined) : null),
      }),
    },
  },
  states: {
    starting: {
      entry: enqueueActions(({ check, enqueue }) => {
        if (check('draftPending')) enqueue.raise(...AUTOSAVE_ONCE_PAUSED)
      }),
      always: [{ guard: 'offersResume', target: 'resumeOffered' }, { target: 'answering' }],
    },
    /** 'Continue where you left off?' above the question: any answer or move means continue. */
    resumeOffered: {
      on: {
        RESUME: { target: 'answering', actions: assign({ savedAt: null }) },
        START_OVER: {
          target: 'answering',
          // The device forgets the old answers; the server draft is replaced too, or a reload would bring them back.
          actions: [
            'clearSaved',
            assign({ savedAt: null, run: ({ context }) => startQuestionnaire(context.document, context.context, null) }),
            { type: 'save', params: { serverOnly: true } },
          ],
        },
        ANSWER: { target: 'answering', actions: ['dismissOffer', 'replay'] },
        TOGGLE_OPTION: { target: 'answering', actions: ['dismissOffer', 'replay'] },
        SET_DOSE: { target: 'answering', actions: ['dismissOffer', 'replay'] },
        UPLOADED: { target: 'answering', actions: ['dismissOffer', 'replay'] },
        NEXT: { target: 'answering', actions: ['dismissOffer', 'replay'] },
        BACK: { target: 'answering', actions: ['dismissOffer', 'replay'] },
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
          always: [
            { guard: 'atConfirmation', target: 'confirmation' },
            { guard: 'hasPopup', target: 'disqualified' },
          ],
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
                PROCESS_REFUND: { guard: 'live', target: 'refunding', actions: assign({ refundError: null }) },
              },
            },
            refunding: {
              invoke: {
                src: 'processRefund',
                input: ({ context }) => ({
                  questionId: context.run.popup?.questionId ?? '',
                  description: context.run.popup?.description ?? '',
                  answers: context.run.answers,
                }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: '#questionnaire.refunded',
                    actions: ['clearSaved', assign({ redirect: ({ event }) => (event.output.ok ? (event.output.redirect ?? null) : null) })],
                  },
                  {
                    guard: ({ event }) => replacedVersion(event.output) !== null,
                    target: '#questionnaire.versionReplaced',
                    actions: assign({ versionReplaced: ({ event }) => replacedVersion(event.output) }),
                  },
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
                      const prepared = prepareSubmission(context.document, context.context, context.run, optionsOf(context))
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
          const prepared = prepareSubmission(context.document, context.context, context.run, optionsOf(context))
          return prepared.ok ? prepared.submission : { answers: context.run.answers, records: [], doseSchedule: context.run.doseSchedule }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: ['clearSaved', assign({ redirect: ({ event }) => (event.output.ok ? (event.output.redirect ?? null) : null) })],
          },
          {
            guard: ({ event }) => replacedVersion(event.output) !== null,
            target: 'versionReplaced',
            actions: assign({ versionReplaced: ({ event }) => replacedVersion(event.output) }),
          },
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
    /**
     * The server refused the form's version (ADR 086): the answers cannot be sent on it, so the page
     * says so and offers the current version; nothing more is autosaved on this one.
     */
    versionReplaced: {
      entry: [cancel('autosave'), assign({ pendingDraft: null })],
      on: { LOAD_CURRENT: 'reloading' },
    },
    /** The page loads the form again (the route reloads it): the server serves the current version. */
    reloading: { type: 'final', entry: assign({ outcome: 'reload' as const }) },
    done: { type: 'final', entry: assign({ outcome: 'submitted' as const }) },
    refunded: { type: 'final', entry: assign({ outcome: 'refunded' as const }) },
    exited: { type: 'final', entry: assign({ outcome: 'exited' as const }) },
  },
})

export type QuestionnaireSnapshot = SnapshotFrom<typeof questionnaireMachine>

/**
 * What the runner screen shows, as plain data (packages/ui takes this shape as props and never
 * imports a machine): the run, where the flow is, and the messages of a failed submit or refund.
 */
export interface QuestionnaireView {
  document: QuestionnaireDocument
  context: QuestionnaireContext
  run: QuestionnaireRunState
  phase: 'answering' | 'submitting' | 'submitFailed' | 'submitted'
  submitError: string | null
  /** The server refused the form's version: this message, and a way to the current version (ADR 086). */
  versionReplaced: string | null
  refund: { pending: boolean; error: string | null; done: boolean }
  resumeOffer: { savedAt: string } | null
  preview: boolean
}

function phaseOf(snapshot: QuestionnaireSnapshot): QuestionnaireView['phase'] {
  if (snapshot.matches('submitting')) return 'submitting'
  if (snapshot.matches('submitFailed')) return 'submitFailed'
  if (snapshot.matches('done')) return 'submitted'
  return 'answering'
}

export function questionnaireViewOf(snapshot: QuestionnaireSnapshot): QuestionnaireView {
  const { context } = snapshot
  return {
    document: context.document,
    context: context.context,
    run: context.run,
    phase: phaseOf(snapshot),
    submitError: context.submitError,
    versionReplaced: snapshot.matches('versionReplaced') || snapshot.matches('reloading') ? context.versionReplaced : null,
    refund: { pending: snapshot.matches({ answering: { disqualified: 'refunding' } }), error: context.refundError, done: context.outcome === 'refunded' },
    resumeOffer: snapshot.matches('resumeOffered') && context.savedAt !== null ? { savedAt: context.savedAt } : null,
    preview: context.preview,
  }
}
