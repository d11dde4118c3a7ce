import autocannon from 'autocannon'

export interface LoadResult {
  /** Answers received divided by the run's actual length. */
  requestsPerSecond: number
  /** How long the run actually took (autocannon stops at its first sample tick after `duration`). */
  durationSeconds: number
  p50: number
  p95: number
  p99: number
  /** Connection errors and time-outs. */
  errors: number
  /** Answers of 400 and above; a redirect (the intake's and checkout's success) is not a failure. */
  failedResponses: number
  statusCounts: Record<string, number>
  total: number
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10
}

export function percentiles(sorted: number[]) {
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) }
}

/** A run's figures and every response time it saw (ms, sorted), to pool several short runs. */
export interface LoadSamples {
  load: LoadResult
  times: number[]
}

/**
 * Runs autocannon and measures every response's time itself, so p50/p95/p99 are exact (autocannon's
 * own histogram has no p95). Samples every 100 ms, so a run of 1.5 s stops at 1.5 s, not at the next
 * whole second.
 */
async function run(options: autocannon.Options): Promise<LoadSamples> {
  const times: number[] = []
  const statusCounts: Record<string, number> = {}
  const result = await autocannon({
    sampleInt: 100,
    ...options,
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, responseTime: number) => {
        times.push(responseTime)
        statusCounts[status] = (statusCounts[status] ?? 0) + 1
      })
    },
  })
  times.sort((a, b) => a - b)
  const load: LoadResult = {
    requestsPerSecond: result.duration > 0 ? Math.round((times.length / result.duration) * 10) / 10 : 0,
    durationSeconds: result.duration,
    ...percentiles(times),
    errors: result.errors + result.timeouts,
    failedResponses: failedIn(statusCounts),
    statusCounts,
    total: result.requests.total,
  }
  return { load, times }
}

/** Answers of 400 and above among per-status counts. */
export function failedIn(statusCounts: Record<string, number>): number {
  return Object.entries(statusCounts).reduce((sum, [status, count]) => (Number(status) >= 400 ? sum + count : sum), 0)
}

/** Per-status counts of several runs added up. */
export function addStatusCounts(counts: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {}
  for (const count of counts) for (const [status, n] of Object.entries(count)) total[status] = (total[status] ?? 0) + n
  return total
}

/** Throughput and latency of one GET, with keep-alive clients on loopback. */
export async function loadGet(url: string, options: { seconds: number; connections: number; headers?: Record<string, string> }): Promise<LoadResult> {
  return (await loadGetSamples(url, options)).load
}

/** As loadGet, with the response times kept (to pool the short windows of one route). */
export function loadGetSamples(url: string, options: { seconds: number; connections: number; headers?: Record<string, string> }): Promise<LoadSamples> {
  return run({ url, duration: options.seconds, connections: options.connections, headers: options.headers })
}

/** A fixed number of POSTs (or PUTs), each with its own body, spread over `connections` concurrent clients. */
export async function loadPosts(
  url: string,
  bodies: { path: string; body: string; headers: Record<string, string>; method?: 'POST' | 'PUT' }[],
  connections: number,
): Promise<LoadResult> {
  let next = 0
  const { load } = await run({
    url,
    connections,
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const item = bodies[next++ % bodies.length]!
          return { ...request, method: item.method ?? 'POST', path: item.path, body: item.body, headers: { ...request.headers, ...item.headers } }
        },
      },
    ],
  })
  return load
}
