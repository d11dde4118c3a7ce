import {
  blockedStateDeadEnd,
  bodyStepSchema,
  dateOfBirthStepSchema,
  emailStepSchema,
  genderStepSchema,
  goalWeightStepSchema,
  nameStepSchema,
  oldFunnelContactSlideSchema,
  phonePartsFromStep,
  phoneStepSchema,
  stateStepSchema,
  sorryPath,
  underageDeadEnd,
  welcomeStepSchema,
  type IntakeAnswers,
} from '@telehealth/domain'
import type { IntakeErrors, IntakeFieldName, IntakeFormValues } from './intake-form-values.ts'
import type { IntakeStepName } from './intake-funnels.ts'

export { INTAKE_FUNNEL_STEPS, type IntakeFunnel, type IntakeStepName } from './intake-funnels.ts'

/** The fields each step posts; a step's submit never touches another step's answers. */
export const INTAKE_STEP_FIELDS: Readonly<Record<IntakeStepName, readonly IntakeFieldName[]>> = {
  welcome: ['agreed_to_terms'],
  terms: ['agreed_to_terms'],
  state: ['state'],
  name: ['first_name', 'last_name'],
  gender: ['gender'],
  email: ['email', 'agreed_to_email'],
  phone: ['phone_area', 'phone_prefix', 'phone_line'],
  body: ['height_feet', 'height_inches', 'weight'],
  dateOfBirth: ['dob_month', 'dob_day', 'dob_year'],
  goalWeight: ['desired_weight'],
  contact: [
    'state',
    'first_name',
    'last_name',
    'gender',
    'email',
    'agreed_to_email',
    'phone_area',
    'phone_prefix',
    'phone_line',
    'agreed_to_text',
    'form_step2_agree',
  ],
}

export type IntakeDeadEndReason = 'blockedState' | 'underage'

export interface IntakeDeadEnd {
  reason: IntakeDeadEndReason
  /** The /sorry text, from the domain's message catalogue. */
  message: string
  redirectTo: string
}

export interface IntakeRules {
  now: Date
  blockedStates: readonly string[]
  minimumAge: number
}

export type StepCheck =
  | { kind: 'invalid'; errors: IntakeErrors }
  | { kind: 'deadEnd'; answers: Partial<IntakeAnswers>; deadEnd: IntakeDeadEnd }
  | { kind: 'valid'; answers: Partial<IntakeAnswers> }

type Issue = { path: readonly PropertyKey[]; message: string }

/** The first message of each field, as the form shows one message per field. */
function errorsFrom(issues: readonly Issue[]): IntakeErrors {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

type Parsed<T> = { ok: true; answers: T } | { ok: false; errors: IntakeErrors }

function parse<TOut, TAnswers>(
  schema: { safeParse: (input: unknown) => { success: true; data: TOut } | { success: false; error: { issues: Issue[] } } },
  values: IntakeFormValues,
  toAnswers: (data: TOut) => TAnswers,
): Parsed<TAnswers> {
  const result = schema.safeParse(values)
  return result.success ? { ok: true, answers: toAnswers(result.data) } : { ok: false, errors: errorsFrom(result.error.issues) }
}

/** Checks one step's values with its domain schema and turns them into answers. */
function parseStep(step: IntakeStepName, values: IntakeFormValues, answers: Partial<IntakeAnswers>, rules: IntakeRules): Parsed<Partial<IntakeAnswers>> {
  switch (step) {
    case 'welcome':
    case 'terms':
      return parse(welcomeStepSchema, values, (data) => ({ agreed_to_terms: data.agreed_to_terms }))
    case 'state':
      return parse(stateStepSchema, values, (data) => ({ state: data.state }))
    case 'name':
      return parse(nameStepSchema, values, (data) => ({ first_name: data.first_name, last_name: data.last_name }))
    case 'gender':
      return parse(genderStepSchema, values, (data) => ({ gender: data.gender }))
    case 'email':
      return parse(emailStepSchema, values, (data) => ({ email: data.email, agreed_to_email: data.agreed_to_email }))
    case 'phone':
      return parse(phoneStepSchema, values, (data) => ({ phone: phonePartsFromStep(data) }))
    case 'body':
      return parse(bodyStepSchema, values, (data) => ({
        height_feet: data.height_feet,
        height_inches: data.height_inches,
        weight: data.weight,
      }))
    case 'dateOfBirth':
      return parse(dateOfBirthStepSchema(rules.now), values, (data) => ({ dateOfBirth: data }))
    case 'goalWeight':
      // Reached only after the body step, so the weight is known; NaN would fail "below current".
      return parse(goalWeightStepSchema(answers.weight ?? Number.NaN), values, (data) => ({
        desired_weight: data.desired_weight,
      }))
    case 'contact':
      return parse(oldFunnelContactSlideSchema, values, (data) => ({
        state: data.state,
        first_name: data.first_name,
        last_name: data.last_name,
        gender: data.gender,
        email: data.email,
        agreed_to_email: data.agreed_to_email,
        phone: phonePartsFromStep(data),
        agreed_to_text: data.agreed_to_text,
        form_step2_agree: data.form_step2_agree,
      }))
  }
}

/** A valid answer can still end the visit: a state not served yet, or an applicant under 18. */
function deadEndAfter(step: IntakeStepName, answers: Partial<IntakeAnswers>, rules: IntakeRules): IntakeDeadEnd | null {
  if ((step === 'state' || step === 'contact') && answers.state) {
    const message = blockedStateDeadEnd(answers.state, rules.blockedStates)
    if (message) return { reason: 'blockedState', message, redirectTo: sorryPath(message) }
  }
  // The spec checks age "at final submit", after the goal weight.
  if (step === 'goalWeight' && answers.dateOfBirth) {
    const message = underageDeadEnd(answers.dateOfBirth, rules.now, rules.minimumAge)
    if (message) return { reason: 'underage', message, redirectTo: sorryPath(message) }
  }
  return null
}

/**
 * Whether a step's values let the patient move on. `answers` are those of the earlier steps
 * (the goal weight is compared with the weight).
 */
export function checkIntakeStep(step: IntakeStepName, values: IntakeFormValues, answers: Partial<IntakeAnswers>, rules: IntakeRules): StepCheck {
  const parsed = parseStep(step, values, answers, rules)
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors }
  const merged = { ...answers, ...parsed.answers }
  const deadEnd = deadEndAfter(step, merged, rules)
  return deadEnd ? { kind: 'deadEnd', answers: merged, deadEnd } : { kind: 'valid', answers: merged }
}

/** All answers the final submit needs, or null while any is missing. */
export function completeIntakeAnswers(answers: Partial<IntakeAnswers>): IntakeAnswers | null {
  const {
    agreed_to_terms,
    state,
    first_name,
    last_name,
    gender,
    email,
    agreed_to_email,
    phone,
    height_feet,
    height_inches,
    weight,
    dateOfBirth,
    desired_weight,
  } = answers
  if (
    agreed_to_terms === undefined ||
    state === undefined ||
    first_name === undefined ||
    last_name === undefined ||
    gender === undefined ||
    email === undefined ||
    agreed_to_email === undefined ||
    phone === undefined ||
    height_feet === undefined ||
    height_inches === undefined ||
    weight === undefined ||
    dateOfBirth === undefined ||
    desired_weight === undefined
  ) {
    return null
  }
  const complete: IntakeAnswers = {
    agreed_to_terms,
    state,
    first_name,
    last_name,
    gender,
    email,
    agreed_to_email,
    phone,
    height_feet,
    height_inches,
    weight,
    dateOfBirth,
    desired_weight,
  }
  if (answers.agreed_to_text !== undefined) complete.agreed_to_text = answers.agreed_to_text
  if (answers.form_step2_agree !== undefined) complete.form_step2_agree = answers.form_step2_agree
  return complete
}

/**
 * Replays saved values step by step up to `untilStep`, as if the patient had pressed each
 * button again: it stops at the first step that no longer passes (or ends the visit), so a
 * resumed funnel never skips a check.
 */
export function replayIntakeSteps(
  steps: readonly IntakeStepName[],
  values: IntakeFormValues,
  untilStep: IntakeStepName,
  rules: IntakeRules,
): { stepIndex: number; answers: Partial<IntakeAnswers>; errors: IntakeErrors } {
  const last = Math.max(0, steps.indexOf(untilStep))
  let answers: Partial<IntakeAnswers> = {}
  for (let index = 0; index < last; index += 1) {
    const step = steps[index]
    if (step === undefined) break
    const check = checkIntakeStep(step, values, answers, rules)
    // Where it stops, the messages of the step that no longer passes (none for a dead end).
    if (check.kind !== 'valid') return { stepIndex: index, answers, errors: check.kind === 'invalid' ? check.errors : {} }
    answers = check.answers
  }
  return { stepIndex: last, answers, errors: {} }
}
