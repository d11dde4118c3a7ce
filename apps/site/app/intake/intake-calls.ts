import type { ShouldRevalidateFunction } from '@remix-run/react'
import type { SubmitIntakeOutput } from '@telehealth/machines'

/**
 * The intake's two endpoints (routes/resources/intake-submit.ts, intake-disqualify.ts) as the
 * funnel pages call them through fetchers, and the submit's answer read for the machine.
 */
export const INTAKE_SUBMIT = '/intake/submit'
export const INTAKE_DISQUALIFY = '/intake/disqualify'

/**
 * Where to go next, or a throw: a refused or failed submit is the machine's `onError`, and what the
 * patient reads then is the machine's own (intakeMessages.submitFailed).
 */
export function readIntakeSubmitted(answer: unknown): SubmitIntakeOutput {
  const redirectTo = typeof answer === 'object' && answer !== null ? (answer as { redirectTo?: unknown }).redirectTo : undefined
  if (typeof redirectTo !== 'string') throw new Error(`${INTAKE_SUBMIT} answered without a redirect`)
  return { redirectTo }
}

/**
 * The funnel pages keep their loader data after these calls: the machine holds the visit, and the
 * page is left right after (the submit's redirect, or /sorry).
 */
export const keepFunnelDataAfterIntakeCalls: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === INTAKE_SUBMIT || formAction === INTAKE_DISQUALIFY ? false : defaultShouldRevalidate
