import { INTAKE_STEPS, OLD_FUNNEL_SLIDES, type IntakeStep, type OldFunnelSlide } from '@telehealth/domain'
import { pickIntakeFormValues, type IntakeErrors, type IntakeFormValues } from './intake-form-values.ts'
import type { IntakeProgress } from './intake-progress.ts'
import { INTAKE_FUNNEL_STEPS, type IntakeFunnel, type IntakeStepName } from './intake-funnels.ts'

/**
 * What a page draws of the intake, whether the machine runs yet or not. This module needs neither
 * XState nor the step schemas, so a page can paint its first step and load the machine after.
 */
export interface IntakeView {
  funnel: IntakeFunnel
  steps: readonly IntakeStepName[]
  /** Index into `steps` of the step on screen. */
  stepIndex: number
  values: IntakeFormValues
  errors: IntakeErrors
  formError: string | null
  /** The final submit is under way, or the funnel has ended and the page is leaving. */
  submitting: boolean
}

/** Saved progress applies to its own funnel only. */
export function progressOfFunnel(funnel: IntakeFunnel, progress: IntakeProgress | null | undefined): IntakeProgress | null {
  return progress?.funnel === funnel ? progress : null
}

/** The values a funnel starts from: the consent box ticked, as the specification's first screen shows it, under any saved ones. */
export function intakeStartValues(progress: IntakeProgress | null): IntakeFormValues {
  return { agreed_to_terms: true, ...pickIntakeFormValues(progress?.values) }
}

/**
 * The machine's first snapshot as a page draws it, without the machine: the first step, or the
 * step saved progress names. Progress is taken at its word here; when the machine starts it checks
 * every step again and stays on the first one that no longer passes (the server checks all of them
 * in any case).
 */
export function intakeViewBeforeStart(input: { funnel: IntakeFunnel; progress?: IntakeProgress | null }): IntakeView {
  const steps = INTAKE_FUNNEL_STEPS[input.funnel]
  const progress = progressOfFunnel(input.funnel, input.progress)
  return {
    funnel: input.funnel,
    steps,
    stepIndex: progress ? Math.max(0, steps.indexOf(progress.step)) : 0,
    values: intakeStartValues(progress),
    errors: {},
    formError: null,
    submitting: false,
  }
}

/** Which step the route should show: the one on screen, which stays the last one while submitting. */
export function intakeStepOnScreen(context: { steps: readonly IntakeStepName[]; stepIndex: number }): IntakeStepName {
  return context.steps[context.stepIndex] ?? 'welcome'
}

/** The new funnel's step on screen, typed for the screens (IntakeFunnelScreen's `step`). */
export function newFunnelStepOnScreen(context: { steps: readonly IntakeStepName[]; stepIndex: number }): IntakeStep {
  const step = intakeStepOnScreen(context)
  return INTAKE_STEPS.find((candidate) => candidate === step) ?? 'welcome'
}

/** The old funnel's slide on screen, typed for the screens (SignUpFunnelScreen's `slide`). */
export function oldFunnelSlideOnScreen(context: { steps: readonly IntakeStepName[]; stepIndex: number }): OldFunnelSlide {
  const step = intakeStepOnScreen(context)
  return OLD_FUNNEL_SLIDES.find((candidate) => candidate === step) ?? 'terms'
}
