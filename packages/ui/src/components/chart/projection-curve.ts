import { projectedLossLb } from '@telehealth/domain'

/**
 * The shape of the report chart's lines. The domain gives the end points (a share of today's
 * weight); how weight falls in between is drawn as the typical GLP-1 curve: fast at first, then
 * levelling off. It is an illustration, labelled as such on the page, not a prediction per month.
 */
const STEEPNESS = 3

function eased(progress: number): number {
  return (1 - Math.exp(-STEEPNESS * progress)) / (1 - Math.exp(-STEEPNESS))
}

export interface ProjectionPoint {
  month: number
  weight: number
}

export function projectionCurve(currentWeight: number, percent: number, months: number, samples = 24): ProjectionPoint[] {
  const loss = projectedLossLb(currentWeight, percent)
  return Array.from({ length: samples + 1 }, (_, index) => {
    const month = (months * index) / samples
    return { month, weight: currentWeight - loss * eased(month / months) }
  })
}

/** Projected weight at a given month, rounded for the table. */
export function projectedWeightAt(currentWeight: number, percent: number, month: number, months: number): number {
  return Math.round(currentWeight - projectedLossLb(currentWeight, percent) * eased(month / months))
}
