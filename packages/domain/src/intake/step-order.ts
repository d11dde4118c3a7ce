/**
 * The order of both funnels' steps, apart from their schemas: the page's first paint needs the
 * names and the count ("Step 1 of 9"), not zod.
 */

/** The new funnel's nine steps, in order (spec 000 section 2). */
export const INTAKE_STEPS = ['welcome', 'state', 'name', 'gender', 'email', 'phone', 'body', 'dateOfBirth', 'goalWeight'] as const

export type IntakeStep = (typeof INTAKE_STEPS)[number]

/** The older /sign-up funnel's five slides. */
export const OLD_FUNNEL_SLIDES = ['terms', 'contact', 'dateOfBirth', 'body', 'goalWeight'] as const
export type OldFunnelSlide = (typeof OLD_FUNNEL_SLIDES)[number]
