/**
 * Projected loss shown on the result and report pages: shares of current weight. The result page
 * also prints the percentages themselves.
 */
export const RESULT_PROJECTION_PERCENTS = {
  semaglutide: 16,
  tirzepatide: 22,
  semaglutideOneInThree: 23,
  program: 31,
} as const

export const REPORT_PROJECTION_PERCENTS = [16, 23, 28] as const

/** The report's target when the desiredWeight query is missing or unreadable. */
export const DEFAULT_REPORT_GOAL_WEIGHT = 120

/** Pounds lost at `percent` of `weight`, rounded to whole pounds for display. */
export function projectedLossLb(weight: number, percent: number): number {
  return Math.round((weight * percent) / 100)
}

export function poundsToLose(currentWeight: number, targetWeight: number): number {
  return Math.max(0, currentWeight - targetWeight)
}

export function reportGoalWeight(desiredWeightQuery: string | null): number {
  if (desiredWeightQuery === null || desiredWeightQuery.trim() === '') return DEFAULT_REPORT_GOAL_WEIGHT
  const parsed = Number(desiredWeightQuery)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_REPORT_GOAL_WEIGHT
}
