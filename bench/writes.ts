import { addStatusCounts, type LoadResult } from './load.ts'
import { scaleSpread, spreadOf, type Spread } from './stats.ts'

export const range = (spread: Spread, unit = '') => `${spread.min}-${spread.max}${unit}`

/** Several rounds of one write load: median p95 with its range, errors of all rounds together. */
export function writeSummary(loads: LoadResult[]) {
  const statusCounts = addStatusCounts(loads.map((load) => load.statusCounts))
  const errors = loads.reduce((sum, load) => sum + load.errors + load.failedResponses, 0)
  return {
    rounds: loads,
    p50: scaleSpread(spreadOf(loads.map((load) => load.p50)), 1, 1),
    p95: scaleSpread(spreadOf(loads.map((load) => load.p95)), 1, 1),
    p99: scaleSpread(spreadOf(loads.map((load) => load.p99)), 1, 1),
    errors,
    total: loads.reduce((sum, load) => sum + load.total, 0),
    statusCounts,
  }
}

export function writeLine(summary: ReturnType<typeof writeSummary>) {
  const perRound = summary.rounds.map((load) => load.p95).join(' / ')
  return `p95 median ${summary.p95.median} ms (${range(summary.p95, ' ms')} over ${summary.rounds.length} rounds: ${perRound}), p50 median ${summary.p50.median} ms, p99 median ${summary.p99.median} ms, errors ${summary.errors}/${summary.total} in all rounds (${JSON.stringify(summary.statusCounts)})`
}
