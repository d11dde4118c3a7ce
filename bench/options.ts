/**
 * The bench's settings from the environment, read once, shared by the run and its PostgreSQL pass
 * (a child process, which inherits the same environment).
 */

/** A positive number from the environment, or the fallback when unset, empty or not a positive number. */
function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw)
  return Number.isFinite(value) && value > 0 ? value : fallback
}

export const WINDOW_SECONDS = envNumber('BENCH_WINDOW_SECONDS', 1.5)
export const PAIRS = Math.round(
  envNumber('BENCH_PAIRS', process.env.BENCH_SECONDS ? Math.max(2, Math.round(envNumber('BENCH_SECONDS', 12) / WINDOW_SECONDS)) : 8),
)
export const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2)
export const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 10))
export const GAP_MS = 200
export const ROUNDS = Math.round(envNumber('BENCH_ROUNDS', 4))
export const WRITE_CLIENTS = 20
export const WRITE_REQUESTS = Math.round(envNumber('BENCH_WRITES', 200))
// Each BUY NOW needs its own patient (one active order each); every round makes new ones.
export const BUYERS = Math.round(envNumber('BENCH_BUYERS', 25))
/** Requests of each kind sent one at a time to count their SQL statements. */
export const STATEMENT_PROBES = Math.round(envNumber('BENCH_STATEMENT_PROBES', 5))
/** `database`: only what depends on the engine (statements per request, the write loads), on each engine. */
export const ONLY_DATABASE = process.env.BENCH_ONLY === 'database'
/** `chat`: only the chat fan-out. */
export const ONLY_CHAT = process.env.BENCH_ONLY === 'chat'
/** `video`: only the 100 MB video upload and the site's memory while it takes it. */
export const ONLY_VIDEO = process.env.BENCH_ONLY === 'video'
/** Patients following their thread live in the chat fan-out, and its rounds (each: every one of them posts at once). */
export const CHAT_SUBSCRIBERS = Math.round(envNumber('BENCH_CHAT_SUBSCRIBERS', 50))
export const CHAT_ROUNDS = Math.round(envNumber('BENCH_CHAT_ROUNDS', 3))
/** Which engines the database part runs on: both SQL engines by default (PostgreSQL when this checkout can start one). */
export const ENGINES = new Set((process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((engine) => engine.trim()))

export const databasePassOptions = (engine: string) => ({
  engine,
  rounds: ROUNDS,
  writeClients: WRITE_CLIENTS,
  writeRequests: WRITE_REQUESTS,
  buyers: BUYERS,
  probes: STATEMENT_PROBES,
})
