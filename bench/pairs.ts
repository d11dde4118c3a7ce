import { addStatusCounts, failedIn, loadGetSamples, percentiles } from './load.ts'
import { scaleSpread, spreadOf, type Spread } from './stats.ts'

/** One GET load: where and with which headers (a session cookie). */
export interface Target {
  url: string
  headers?: Record<string, string>
}

export interface PairOptions {
  pairs: number
  windowSeconds: number
  connections: number
  /** Pause between two windows, so the answers still being rendered for one do not land in the next. */
  gapMs: number
}

/** What one route's alternating windows against the baseline gave. */
export interface PairedResult {
  pairs: number
  windowSeconds: number
  /** route req/s ÷ baseline req/s in each pair, in the order measured. */
  ratios: number[]
  /** The pairwise ratios in percent of the baseline: median, quartiles, min and max. */
  ratioPercent: Spread
  /** The route's req/s per window. */
  routeRps: Spread
  /** The baseline's req/s in this route's pairs. */
  baselineRps: Spread
  /** Route latency over all its windows' answers together (ms). */
  p50: number
  p95: number
  p99: number
  /** The route's p95 per window (ms). */
  p95PerWindow: Spread
  /** The route's answers by status over all its windows, and connection errors and time-outs. */
  statusCounts: Record<string, number>
  errors: number
  failedResponses: number
  /** Every baseline window's req/s, to summarise the baseline over the whole run. */
  baselineWindows: number[]
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Measures a route against the baseline in alternating short windows (A B, B A, A B, ...), so a slow
 * stretch of the machine (another process, a GC, a thermal step) lands on both sides of a pair
 * rather than on one route's whole run. Each pair gives one ratio; the median of the ratios is the
 * figure, their spread says how far to trust it.
 */
export async function measurePairs(route: Target, baseline: Target, options: PairOptions): Promise<PairedResult> {
  const ratios: number[] = []
  const routeRps: number[] = []
  const baselineRps: number[] = []
  const routeP95s: number[] = []
  const routeTimes: number[][] = []
  const routeStatus: Record<string, number>[] = []
  let errors = 0
  const window = (target: Target) => loadGetSamples(target.url, { seconds: options.windowSeconds, connections: options.connections, headers: target.headers })
  for (let pair = 0; pair < options.pairs; pair += 1) {
    // Which goes first alternates, so neither side always follows the other's leftovers.
    const routeFirst = pair % 2 === 0
    const first = await window(routeFirst ? route : baseline)
    await pause(options.gapMs)
    const second = await window(routeFirst ? baseline : route)
    await pause(options.gapMs)
    const [ofRoute, ofBaseline] = routeFirst ? [first, second] : [second, first]
    routeRps.push(ofRoute.load.requestsPerSecond)
    baselineRps.push(ofBaseline.load.requestsPerSecond)
    ratios.push(ofBaseline.load.requestsPerSecond > 0 ? ofRoute.load.requestsPerSecond / ofBaseline.load.requestsPerSecond : 0)
    routeP95s.push(ofRoute.load.p95)
    routeTimes.push(ofRoute.times)
    routeStatus.push(ofRoute.load.statusCounts)
    errors += ofRoute.load.errors
  }
  const pooled = routeTimes.flat().sort((a, b) => a - b)
  const statusCounts = addStatusCounts(routeStatus)
  return {
    pairs: options.pairs,
    windowSeconds: options.windowSeconds,
    ratios: ratios.map((ratio) => Math.round(ratio * 1000) / 1000),
    ratioPercent: scaleSpread(spreadOf(ratios), 100),
    routeRps: scaleSpread(spreadOf(routeRps), 1),
    baselineRps: scaleSpread(spreadOf(baselineRps), 1),
    ...percentiles(pooled),
    p95PerWindow: scaleSpread(spreadOf(routeP95s), 1, 1),
    statusCounts,
    errors,
    failedResponses: failedIn(statusCounts),
    baselineWindows: baselineRps,
  }
}
