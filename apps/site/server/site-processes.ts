import cluster, { type Worker } from 'node:cluster'
import { z } from 'zod'

/**
 * SITE_PROCESSES site processes sharing one port through node:cluster (entry: server/cluster.ts;
 * ADR 019). The primary forks the workers, each a whole site, and hands them connections in turn.
 *
 * - A worker that dies after it served is logged and replaced; one that dies before it could serve
 *   (a wrong environment, a broken build) stops the site, as a single process would.
 * - SIGINT/SIGTERM stop every worker (each finishes what it is answering), then the primary.
 */
const processesSchema = z.coerce
  .number({ error: 'must be a whole number from 1 to 32' })
  .int('must be a whole number from 1 to 32')
  .min(1, 'must be a whole number from 1 to 32')
  .max(32, 'must be a whole number from 1 to 32')
  .default(1)

/** SITE_PROCESSES, parsed; a wrong value stops the start with a clear message (as env.server.ts). */
export function siteProcesses(value = process.env.SITE_PROCESSES): number {
  const parsed = processesSchema.safeParse(value?.trim() || undefined)
  if (parsed.success) return parsed.data
  throw new Error(`Invalid site environment:\n  SITE_PROCESSES: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
}

const STOP_GRACE_MS = 5_000

/** Runs this process as the primary of `count` workers, each running the script `exec`. */
export function runPrimary(count: number, exec: string, siteUrl: string) {
  cluster.setupPrimary({ exec })
  const served = new Set<number>()
  let stopping = false

  function describeExit(worker: Worker, code: number | null, signal: string | null): string {
    return `Site process ${worker.id} (pid ${worker.process.pid ?? '?'}) stopped (${signal ? `signal ${signal}` : `exit code ${code ?? '?'}`})`
  }

  function stop(exitCode: number) {
    if (stopping) return
    stopping = true
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead())
    if (running.length === 0) process.exit(exitCode)
    let left = running.length
    for (const worker of running) {
      worker.once('exit', () => {
        left -= 1
        if (left === 0) process.exit(exitCode)
      })
      worker.process.kill('SIGTERM')
    }
    setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL')
      process.exit(exitCode)
    }, STOP_GRACE_MS).unref()
  }

  cluster.on('listening', (worker) => {
    if (served.has(worker.id)) return
    served.add(worker.id)
    if (served.size === count) console.log(`Site ready on ${siteUrl} (${count} processes)`)
  })

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    if (!served.has(worker.id)) {
      console.error(`${describeExit(worker, code, signal)} before it could serve; stopping the site.`)
      stop(code || 1)
      return
    }
    console.error(`${describeExit(worker, code, signal)}; starting another.`)
    cluster.fork()
  })

  process.on('SIGINT', () => stop(0))
  process.on('SIGTERM', () => stop(0))
  for (let index = 0; index < count; index += 1) cluster.fork()
}
