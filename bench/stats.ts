/** Median, quartiles and range of a handful of figures (pairwise ratios, per-round p95s). */
export interface Spread {
  median: number
  /** First and third quartile (linear interpolation between the sorted figures). */
  q1: number
  q3: number
  min: number
  max: number
  count: number
}

/** The value at `fraction` of the sorted figures, interpolated between neighbours. */
export function quantile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0
  const position = (sorted.length - 1) * fraction
  const below = Math.floor(position)
  const above = Math.ceil(position)
  const low = sorted[below]!
  const high = sorted[above]!
  return low + (high - low) * (position - below)
}

export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    count: sorted.length,
  }
}

/** Every figure of a spread multiplied and rounded to `digits` decimals (ratios as percentages). */
export function scaleSpread(spread: Spread, factor: number, digits = 0): Spread {
  const round = (value: number) => Math.round(value * factor * 10 ** digits) / 10 ** digits
  return { median: round(spread.median), q1: round(spread.q1), q3: round(spread.q3), min: round(spread.min), max: round(spread.max), count: spread.count }
}
