import { pickIntakeFormValues, type IntakeFormValues } from './intake-form-values.ts'
import { INTAKE_FUNNEL_STEPS, type IntakeFunnel, type IntakeStepName } from './intake-funnels.ts'

/** Bumped when the saved shape changes; older saves are then ignored rather than misread. */
export const INTAKE_PROGRESS_VERSION = 1

/** What the route keeps between reloads: the funnel, the step on screen and what was typed. */
export interface IntakeProgress {
  version: typeof INTAKE_PROGRESS_VERSION
  funnel: IntakeFunnel
  step: IntakeStepName
  values: IntakeFormValues
}

/** The part of the machine's context that progress is made of. */
export interface IntakeProgressSource {
  funnel: IntakeFunnel
  steps: readonly IntakeStepName[]
  stepIndex: number
  values: IntakeFormValues
}

/** A plain object, ready for JSON.stringify (the route picks the storage). */
export function serializeIntakeProgress(context: IntakeProgressSource): IntakeProgress {
  const steps = INTAKE_FUNNEL_STEPS[context.funnel]
  const step = context.steps[context.stepIndex] ?? steps[0] ?? 'welcome'
  return { version: INTAKE_PROGRESS_VERSION, funnel: context.funnel, step, values: pickIntakeFormValues(context.values) }
}

function isFunnel(value: unknown): value is IntakeFunnel {
  return value === 'new' || value === 'old'
}

/**
 * Reads saved progress from anything (a JSON string or an object, possibly tampered with or from
 * an older release). Unknown fields and wrongly typed values are dropped; a wrong funnel, step or
 * version gives null. The machine re-checks every step on resume, so this only guards the shape.
 */
export function parseIntakeProgress(raw: unknown): IntakeProgress | null {
  let data: unknown = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      return null
    }
  }
  if (typeof data !== 'object' || data === null) return null
  const { version, funnel, step, values } = data as Record<string, unknown>
  if (version !== INTAKE_PROGRESS_VERSION || !isFunnel(funnel)) return null
  const steps = INTAKE_FUNNEL_STEPS[funnel]
  if (typeof step !== 'string' || !steps.includes(step as IntakeStepName)) return null
  return { version: INTAKE_PROGRESS_VERSION, funnel, step: step as IntakeStepName, values: pickIntakeFormValues(values) }
}
