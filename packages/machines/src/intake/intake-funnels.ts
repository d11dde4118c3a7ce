import { INTAKE_STEPS, OLD_FUNNEL_SLIDES } from '@telehealth/domain'

/**
 * The two funnels and their steps, apart from the steps' checks (intake-steps.ts): a page's first
 * paint needs these, not the schemas.
 */
export type IntakeFunnel = 'new' | 'old'

/** Steps of the new funnel (/) and slides of the old one (/sign-up); three names are shared. */
export type IntakeStepName = (typeof INTAKE_STEPS)[number] | (typeof OLD_FUNNEL_SLIDES)[number]

export const INTAKE_FUNNEL_STEPS: Readonly<Record<IntakeFunnel, readonly IntakeStepName[]>> = {
  new: INTAKE_STEPS,
  old: OLD_FUNNEL_SLIDES,
}
