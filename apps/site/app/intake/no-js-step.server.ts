import { INTAKE_CHECKBOX_FIELDS, intakeMessages } from '@telehealth/domain'
import {
  checkIntakeStep,
  INTAKE_FUNNEL_STEPS,
  INTAKE_PROGRESS_VERSION,
  INTAKE_STEP_FIELDS,
  intakeValuesAsFields,
  pickIntakeFormValues,
  replayIntakeSteps,
  type IntakeFormValues,
  type IntakeFunnel,
  type IntakeProgress,
  type IntakeStepName,
} from '@telehealth/machines'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { readForm } from '~/http/read-form.server.ts'
import { blockedStatesFor, minimumAge } from '~/content.server.ts'
import { recordDisqualifiedLead } from './disqualified-lead.server.ts'
import { finishIntake } from './finish-intake.server.ts'

export type NoJsStep =
  | { kind: 'show'; progress: IntakeProgress; errors: Record<string, string>; formError: string | null; status: 200 | 400 | 503 }
  | { kind: 'redirect'; to: string; setCookie: string | null }

/** The form's fields as the intake's values: a ticked box posts 'on', an unticked one nothing. */
function formIntakeValues(form: FormData, visitedSteps: readonly IntakeStepName[]): IntakeFormValues {
  const raw: Record<string, unknown> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') raw[key] = value
  const visited = new Set(visitedSteps.flatMap((step) => INTAKE_STEP_FIELDS[step]))
  for (const field of INTAKE_CHECKBOX_FIELDS) {
    if (visited.has(field) || field in raw) raw[field] = raw[field] === 'on' || raw[field] === 'true'
  }
  return pickIntakeFormValues(raw)
}

/**
 * One step of the intake without JavaScript (issue #6; ADR 011): the page posts the step's fields
 * with the earlier answers carried in hidden fields, and the server runs the very checks the
 * browser's machine runs - every earlier step again (hidden fields are never trusted), then this
 * one. A bad answer shows the step again with its messages (400); a dead end records the lead and
 * goes to /sorry; the last step submits the intake as the browser would.
 */
export async function advanceIntakeWithoutJs(input: {
  funnel: IntakeFunnel
  form: FormData
  request: Request
  context: Pick<AppLoadContext, 'clientIp' | 'trackingSessionId'>
  blockedStates: readonly string[]
  minimumAge: number
  now?: Date
}): Promise<NoJsStep> {
  const steps = INTAKE_FUNNEL_STEPS[input.funnel]
  const posted = String(input.form.get('step') ?? '')
  const index = Math.max(0, steps.indexOf(posted as IntakeStepName))
  const step = steps[index]!
  const values = formIntakeValues(input.form, steps.slice(0, index + 1))
  const rules = { now: input.now ?? new Date(), blockedStates: input.blockedStates, minimumAge: input.minimumAge }
  const show = (at: IntakeStepName, errors: Record<string, string> = {}, status: 200 | 400 | 503 = 200, formError: string | null = null): NoJsStep => ({
    kind: 'show',
    progress: { version: INTAKE_PROGRESS_VERSION, funnel: input.funnel, step: at, values },
    errors,
    formError,
    status,
  })

  if (input.form.get('intent') === 'back') return show(steps[Math.max(0, index - 1)] ?? step)

  const earlier = replayIntakeSteps(steps, values, step, rules)
  if (earlier.stepIndex < index) return show(steps[earlier.stepIndex] ?? steps[0]!, earlier.errors, 400)
  const check = checkIntakeStep(step, values, earlier.answers, rules)
  if (check.kind === 'invalid') return show(step, check.errors, 400)
  if (check.kind === 'deadEnd') {
    const record = await recordDisqualifiedLead({
      funnel: input.funnel,
      reason: check.deadEnd.reason === 'blockedState' ? 'blocked_state' : 'underage',
      state: check.answers.state ?? '',
      email: check.answers.email,
      firstName: check.answers.first_name,
      lastName: check.answers.last_name,
      request: input.request,
      context: input.context,
    })
    // A value the CMS refused: the first step again with its message (400), nothing stored.
    if (!record.recorded) return show(steps[0]!, { [record.refusal.field]: record.refusal.message }, 400, record.refusal.message)
    return { kind: 'redirect', to: check.deadEnd.redirectTo, setCookie: null }
  }
  const next = steps[index + 1]
  if (next) return show(next)

  const finished = await finishIntake(input.request, input.context, { ...intakeValuesAsFields(values), funnel: input.funnel })
  // Nothing typed is lost: the last step shows again with everything carried, and the spec's text.
  if (finished.status === 'failed') return show(step, {}, 503, intakeMessages.submitFailed)
  if (finished.status === 'invalid') return show(steps[0]!, finished.errors, 400)
  return { kind: 'redirect', to: finished.redirectTo, setCookie: finished.setCookie }
}

/** A funnel page's action: every step posts here when JavaScript has not taken over (ADR 011). */
export async function intakeStepAction(funnel: IntakeFunnel, request: Request, context: Pick<AppLoadContext, 'clientIp' | 'trackingSessionId'>) {
  const [form, blockedStates, age] = await Promise.all([readForm(request), blockedStatesFor(funnel), minimumAge()])
  return intakeStepResponse(await advanceIntakeWithoutJs({ funnel, form, request, context, blockedStates, minimumAge: age }))
}

/** The route's answer: the next (or the same) step to show, or where the funnel ends. */
function intakeStepResponse(result: NoJsStep) {
  if (result.kind === 'redirect') return redirect(result.to, result.setCookie ? { headers: { 'Set-Cookie': result.setCookie } } : undefined)
  return data({ progress: result.progress, errors: result.errors, formError: result.formError }, { status: result.status })
}
