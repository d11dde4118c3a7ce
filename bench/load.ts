import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
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

/**
 * Runs autocannon and measures every response's time itself, so p50/p95/p99 are exact (autocannon's
 * own histogram has no p95).
 */
async function run(options: autocannon.Options): Promise<LoadResult> {
  const times: number[] = []
  const statusCounts: Record<string, number> = {}
  const result = await autocannon({
    ...options,
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, responseTime: number) => {
        times.push(responseTime)
        statusCounts[status] = (statusCounts[status] ?? 0) + 1
      })
    },
  })
  times.sort((a, b) => a - b)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors: result.errors + result.timeouts,
    failedResponses: Object.entries(statusCounts).reduce((sum, [status, count]) => (Number(status) >= 400 ? sum + count : sum), 0),
    statusCounts,
    total: result.requests.total,
  }
}

/** Throughput and latency of one GET, with keep-alive clients on loopback. */
export function loadGet(url: string, options: { seconds: number; connections: number; headers?: Record<string, string> }) {
  return run({ url, duration: options.seconds, connections: options.connections, headers: options.headers })
}

/** A fixed number of POSTs, each with its own body, spread over `connections` concurrent clients. */
export function loadPosts(url: string, bodies: { path: string; body: string; headers: Record<string, string> }[], connections: number) {
  let next = 0
  return run({
    url,
    connections,
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const item = bodies[next++ % bodies.length]!
          return { ...request, path: item.path, body: item.body, headers: { ...request.headers, ...item.headers } }
        },
      },
    ],
  })
}
