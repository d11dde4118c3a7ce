import { INTAKE_STEPS, intakeStepSchema, phonePartsFromStep, type IntakeAnswers, type IntakeStep, type PhoneStep } from '@telehealth/domain'
import { z } from 'zod'
import { messagesOf } from '~/forms.ts'

export type IntakeValues = Record<string, unknown>
export type IntakeParse = { ok: true; answers: IntakeAnswers } | { ok: false; step: IntakeStep; errors: Record<string, string> }

/**
 * The server's own check of a whole intake, step by step in the funnel's order, with the same
 * schemas the browser used. The first failing step is reported with its messages.
 */
export function parseIntake(values: IntakeValues, now: Date): IntakeParse {
  const parsed: Partial<Record<IntakeStep, Record<string, unknown>>> = {}
  let currentWeight = Number.POSITIVE_INFINITY
  for (const step of INTAKE_STEPS) {
    const result = intakeStepSchema(step, { now, currentWeight }).safeParse(values)
    if (!result.success) {
      const { fieldErrors, formErrors } = z.flattenError(result.error)
      return { ok: false, step, errors: messagesOf({ ...fieldErrors, '': formErrors }) }
    }
    parsed[step] = result.data as Record<string, unknown>
    if (step === 'body') currentWeight = Number(parsed.body?.weight)
  }
  const body = parsed.body as { height_feet: number; height_inches: number; weight: number }
  const dateOfBirth = parsed.dateOfBirth as unknown as IntakeAnswers['dateOfBirth']
  return {
    ok: true,
    answers: {
      agreed_to_terms: true,
      state: String(parsed.state?.state),
      first_name: String(parsed.name?.first_name),
      last_name: String(parsed.name?.last_name),
      gender: parsed.gender?.gender as IntakeAnswers['gender'],
      email: String(parsed.email?.email).toLowerCase(),
      agreed_to_email: true,
      phone: phonePartsFromStep(parsed.phone as PhoneStep),
      height_feet: body.height_feet,
      height_inches: body.height_inches,
      weight: body.weight,
      dateOfBirth,
      desired_weight: Number(parsed.goalWeight?.desired_weight),
      agreed_to_text: values.agreed_to_text === 'Yes' || values.agreed_to_text === 'No' ? values.agreed_to_text : null,
      form_step2_agree: values.form_step2_agree === 'on' || values.form_step2_agree === true,
    },
  }
}
