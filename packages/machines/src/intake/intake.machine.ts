import { DEFAULT_BLOCKED_STATES_NEW_FUNNEL, DEFAULT_BLOCKED_STATES_OLD_FUNNEL, MINIMUM_AGE, intakeMessages, type IntakeAnswers } from '@telehealth/domain'
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { pickIntakeFormValues, type IntakeErrors, type IntakeFormValues } from './intake-form-values.ts'
import type { IntakeProgress } from './intake-progress.ts'
import { intakeStartValues, progressOfFunnel, type IntakeView } from './intake-view.ts'
import {
  checkIntakeStep,
  completeIntakeAnswers,
  INTAKE_FUNNEL_STEPS,
  INTAKE_STEP_FIELDS,
  replayIntakeSteps,
  type IntakeDeadEnd,
  type IntakeFunnel,
  type IntakeRules,
  type IntakeStepName,
} from './intake-steps.ts'

export interface IntakeMachineInput {
  /** 'new' is the 9-step funnel at /, 'old' the 5 slides at /sign-up. Default 'new'. */
  funnel?: IntakeFunnel
  /** The CMS setting; default the domain's list for the funnel. */
  blockedStates?: readonly string[]
  /** ISO time that "not in the future" and the age are measured against. Default: the clock. */
  now?: string
  /** Younger than this (years, from the date of birth) goes to /sorry. Default the domain's (18). */
  minimumAge?: number
  /** Saved progress (parseIntakeProgress); every step up to it is checked again. */
  progress?: IntakeProgress | null
}

export interface IntakeContext {
  funnel: IntakeFunnel
  steps: readonly IntakeStepName[]
  /** Index into `steps` of the step on screen (the last one while submitting). */
  stepIndex: number
  /** What was typed, by field name; fills the forms again on Go Back and after a reload. */
  values: IntakeFormValues
  /** The checked answers of the steps passed so far. */
  answers: Partial<IntakeAnswers>
  /** Field -> message from the last failed attempt to move on. */
  errors: IntakeErrors
  /** The form-level banner (a failed submit). */
  formError: string | null
  blockedStates: readonly string[]
  now: string
  minimumAge: number
  deadEnd: IntakeDeadEnd | null
  redirectTo: string | null
}

export type IntakeEvent =
  /** The step's form values (any extra fields are ignored). */
  | { type: 'step.submit'; values: IntakeFormValues }
  | { type: 'step.back' }
  /** Typing: keeps the values (for saving progress) and clears those fields' messages. */
  | { type: 'field.change'; values: IntakeFormValues }
  /** After a failed submit: try the same answers again. */
  | { type: 'submit.retry' }

export interface SubmitIntakeInput {
  funnel: IntakeFunnel
  answers: IntakeAnswers
  /** The same answers as form fields, ready to post to the route's action. */
  values: IntakeFormValues
}

export interface SubmitIntakeOutput {
  redirectTo: string
}

export type IntakeOutput =
  | { status: 'submitted'; redirectTo: string }
  | {
      status: 'disqualified'
      reason: IntakeDeadEnd['reason']
      message: string
      redirectTo: string
      /** What was answered before the dead end, for recording the lead. */
      answers: Partial<IntakeAnswers>
    }

function notProvided(name: string): never {
  throw new Error(`${name} was not provided`)
}

function rulesOf(context: IntakeContext): IntakeRules {
  return { now: new Date(context.now), blockedStates: context.blockedStates, minimumAge: context.minimumAge }
}

function currentStep(context: IntakeContext): IntakeStepName {
  return context.steps[context.stepIndex] ?? 'welcome'
}

/** The submitted values of the step on screen, merged over what was typed before. */
function submittedValues(context: IntakeContext, values: IntakeFormValues): IntakeFormValues {
  return { ...context.values, ...pickIntakeFormValues(values, INTAKE_STEP_FIELDS[currentStep(context)]) }
}

function checkSubmit(context: IntakeContext, values: IntakeFormValues) {
  return checkIntakeStep(currentStep(context), submittedValues(context, values), context.answers, rulesOf(context))
}

/**
 * The intake funnel: one state per step of either funnel, a routing state that shows the step at
 * `stepIndex`, the submit (a provided actor) and two endings. Every check is a domain schema.
 * The machine never talks to the server. The route:
 * - provides `submitIntake` (machine.provide) and posts the answers to its action;
 * - renders newFunnelStepOnScreen / oldFunnelSlideOnScreen with intakeViewOf(snapshot);
 * - saves serializeIntakeProgress(context) on change, passes parseIntakeProgress(saved) back as
 *   input.progress, and clears it when the machine is done;
 * - navigates to output.redirectTo when the machine is done (submitted or disqualified).
 */
const intakeSetup = setup({
  types: {
    context: {} as IntakeContext,
    events: {} as IntakeEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- xstate infers the machine's input type from this assertion (every field is optional)
    input: {} as IntakeMachineInput,
    output: {} as IntakeOutput,
  },
  actors: {
    submitIntake: fromPromise<SubmitIntakeOutput, SubmitIntakeInput>(async () => notProvided('submitIntake')),
  },
  guards: {
    isStep: ({ context }, params: { step: IntakeStepName }) => currentStep(context) === params.step,
    stepInvalid: ({ context, event }) => event.type === 'step.submit' && checkSubmit(context, event.values).kind === 'invalid',
    endsVisit: ({ context }) => context.deadEnd !== null,
    onLastStep: ({ context }) => context.stepIndex >= context.steps.length - 1,
    hasPreviousStep: ({ context }) => context.stepIndex > 0,
    canRetry: ({ context }) => context.formError !== null && context.stepIndex >= context.steps.length - 1 && completeIntakeAnswers(context.answers) !== null,
  },
  actions: {
    showErrors: assign(({ context, event }) => {
      if (event.type !== 'step.submit') return {}
      const check = checkSubmit(context, event.values)
      return {
        values: submittedValues(context, event.values),
        errors: check.kind === 'invalid' ? check.errors : {},
        formError: null,
      }
    }),
    keepAnswers: assign(({ context, event }) => {
      if (event.type !== 'step.submit') return {}
      const check = checkSubmit(context, event.values)
      return {
        values: submittedValues(context, event.values),
        answers: check.kind === 'invalid' ? context.answers : check.answers,
        deadEnd: check.kind === 'deadEnd' ? check.deadEnd : null,
        errors: {},
        formError: null,
      }
    }),
    nextStep: assign({ stepIndex: ({ context }) => Math.min(context.stepIndex + 1, context.steps.length - 1) }),
    previousStep: assign({
      stepIndex: ({ context }) => Math.max(context.stepIndex - 1, 0),
      errors: {},
      formError: null,
    }),
    changeFields: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const changed = pickIntakeFormValues(event.values, INTAKE_STEP_FIELDS[currentStep(context)])
      const errors = { ...context.errors }
      for (const field of Object.keys(changed) as (keyof IntakeFormValues)[]) delete errors[field]
      return { values: { ...context.values, ...changed }, errors }
    }),
    clearFormError: assign({ formError: null }),
    submitFailed: assign({ formError: intakeMessages.submitFailed }),
    rememberRedirect: assign({
      redirectTo: (_, output: SubmitIntakeOutput) => output.redirectTo,
    }),
  },
})

/** Every step takes the same events; what differs per step lives in the domain's schemas. */
const stepState = intakeSetup.createStateConfig({
  tags: ['step'],
  on: {
    'step.submit': [
      { guard: 'stepInvalid', actions: 'showErrors' },
      { target: 'validToAdvance', actions: 'keepAnswers' },
    ],
    'step.back': { guard: 'hasPreviousStep', target: 'back' },
    'field.change': { actions: 'changeFields' },
    'submit.retry': { guard: 'canRetry', target: 'submitting' },
  },
})

export const intakeMachine = intakeSetup.createMachine({
  id: 'intake',
  context: ({ input }) => {
    const funnel = input.funnel ?? 'new'
    const steps = INTAKE_FUNNEL_STEPS[funnel]
    const blockedStates = input.blockedStates ?? (funnel === 'new' ? DEFAULT_BLOCKED_STATES_NEW_FUNNEL : DEFAULT_BLOCKED_STATES_OLD_FUNNEL)
    const now = input.now ?? new Date().toISOString()
    const minimumAge = input.minimumAge ?? MINIMUM_AGE
    const progress = progressOfFunnel(funnel, input.progress)
    const values = intakeStartValues(progress)
    const resumed = progress
      ? replayIntakeSteps(steps, values, progress.step, { now: new Date(now), blockedStates, minimumAge })
      : { stepIndex: 0, answers: {} }
    return {
      funnel,
      steps,
      stepIndex: resumed.stepIndex,
      values,
      answers: resumed.answers,
      errors: {},
      formError: null,
      blockedStates,
      now,
      minimumAge,
      deadEnd: null,
      redirectTo: null,
    }
  },
  initial: 'showingStep',
  states: {
    /** Routes to the state of the step at `stepIndex`: on start, resume, advance, back and after a failed submit. */
    showingStep: {
      always: [
        { guard: { type: 'isStep', params: { step: 'welcome' } }, target: 'welcome' },
        { guard: { type: 'isStep', params: { step: 'terms' } }, target: 'terms' },
        { guard: { type: 'isStep', params: { step: 'state' } }, target: 'state' },
        { guard: { type: 'isStep', params: { step: 'name' } }, target: 'name' },
        { guard: { type: 'isStep', params: { step: 'gender' } }, target: 'gender' },
        { guard: { type: 'isStep', params: { step: 'email' } }, target: 'email' },
        { guard: { type: 'isStep', params: { step: 'phone' } }, target: 'phone' },
        { guard: { type: 'isStep', params: { step: 'contact' } }, target: 'contact' },
        { guard: { type: 'isStep', params: { step: 'body' } }, target: 'body' },
        { guard: { type: 'isStep', params: { step: 'dateOfBirth' } }, target: 'dateOfBirth' },
        { target: 'goalWeight' },
      ],
    },
    welcome: stepState,
    terms: stepState,
    state: stepState,
    name: stepState,
    gender: stepState,
    email: stepState,
    phone: stepState,
    contact: stepState,
    body: stepState,
    dateOfBirth: stepState,
    goalWeight: stepState,
    /** Moving on from a step whose answers passed: the next step, the submit, or a dead end. */
    validToAdvance: {
      always: [
        { guard: 'endsVisit', target: 'disqualified' },
        { guard: 'onLastStep', target: 'submitting' },
        { target: 'showingStep', actions: 'nextStep' },
      ],
    },
    back: {
      always: { target: 'showingStep', actions: 'previousStep' },
    },
    submitting: {
      tags: ['submitting'],
      entry: 'clearFormError',
      invoke: {
        src: 'submitIntake',
        input: ({ context }): SubmitIntakeInput => {
          const answers = completeIntakeAnswers(context.answers)
          // canRetry and the step order make this unreachable; failing loudly beats posting half a visit.
          if (!answers) throw new Error('intake answers are incomplete')
          return { funnel: context.funnel, answers, values: context.values }
        },
        onDone: {
          target: 'submitted',
          actions: { type: 'rememberRedirect', params: ({ event }) => event.output },
        },
        // Stay on the last step with every answer kept; the banner asks to try again.
        onError: { target: 'showingStep', actions: 'submitFailed' },
      },
    },
    submitted: { type: 'final' },
    disqualified: { type: 'final' },
  },
  output: ({ context }): IntakeOutput =>
    context.deadEnd
      ? {
          status: 'disqualified',
          reason: context.deadEnd.reason,
          message: context.deadEnd.message,
          redirectTo: context.deadEnd.redirectTo,
          answers: context.answers,
        }
      : { status: 'submitted', redirectTo: context.redirectTo ?? '/' },
})

/** What a page draws of the running machine; intakeViewBeforeStart draws the same before it starts. */
export function intakeViewOf(snapshot: SnapshotFrom<typeof intakeMachine>): IntakeView {
  const { funnel, steps, stepIndex, values, errors, formError } = snapshot.context
  return { funnel, steps, stepIndex, values, errors, formError, submitting: snapshot.hasTag('submitting') || snapshot.status === 'done' }
}
