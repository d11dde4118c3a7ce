import { sweepEndedSessions } from '~/auth/patient-session.server.ts'
import { sweepRateLimitHits } from '~/auth/rate-limit.server.ts'
import { settleStaleAttempts } from '~/checkout/settle-attempts.server.ts'
import { sweepExpiredClaims, withClaim } from '~/claims.server.ts'
import { shipUnansweredPrescriptions } from '~/portal/prescription.server.ts'

/**
 * Periodic jobs of the site (ADR 019). Every site process starts them (`startJobs()` from
 * server/index.ts, in each worker); each run holds the claim `job:<name>` in the database
 * (claims.server.ts), so one process at a time runs a given job and the others skip that turn.
 *
 * To add a job, register it below with a name, a period and an async function:
 *
 *     registerJob('void-stale-payment-attempts', 5 * 60_000, voidStalePaymentAttempts)
 *
 * - A run should finish well within its period: the claim is held for `everyMs`, after which a
 *   claim left by a process that died is taken over.
 * - A run that throws is logged by its name and the error's kind and stack frames only (never its
 *   message, which could carry a patient's data); the next run comes at the next period.
 * - Timers are unref'd: jobs never keep a process alive, and a stopping process simply stops them.
 */
export interface Job {
  readonly name: string
  readonly everyMs: number
  readonly run: () => Promise<unknown>
}

const jobs = new Map<string, Job>()

export function registerJob(name: string, everyMs: number, run: () => Promise<unknown>): void {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Job names are lowercase words with dashes: ${name}`)
  if (!(everyMs >= 1_000)) throw new Error(`Job ${name} runs at most once a second`)
  if (jobs.has(name)) throw new Error(`Job ${name} is registered twice`)
  jobs.set(name, { name, everyMs, run })
}

/** What a failed run leaves in the log: no message, no data; where it failed. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8)
  return [error.constructor.name, ...frames].join('\n')
}

/** One run of a job, unless another process holds it; answers what happened. */
export async function runJobOnce(job: Job): Promise<'done' | 'busy' | 'failed'> {
  try {
    const outcome = await withClaim(`job:${job.name}`, job.everyMs, job.run)
    return outcome.status
  } catch (error) {
    console.error(`Job ${job.name} failed: ${describeFailure(error)}`)
    return 'failed'
  }
}

let stopRunning: (() => void) | null = null

/**
 * Starts every registered job in this process: the first run after a random part of its period
 * (at most 30 s, so processes started together do not all try at once), then every period. A run
 * still going when the next is due is not started twice. Answers a function that stops them.
 * Calling it again while running does nothing.
 */
export function startJobs(): () => void {
  if (stopRunning) return stopRunning
  const timers: NodeJS.Timeout[] = []
  for (const job of jobs.values()) {
    let running = false
    const tick = () => {
      if (running) return
      running = true
      void runJobOnce(job).finally(() => {
        running = false
      })
    }
    const first = setTimeout(() => {
      tick()
      timers.push(setInterval(tick, job.everyMs).unref())
    }, Math.floor(Math.random() * Math.min(job.everyMs, 30_000)))
    timers.push(first.unref())
  }
  stopRunning = () => {
    for (const timer of timers) clearTimeout(timer)
    stopRunning = null
  }
  return stopRunning
}

// The site's jobs.

/** Attempts and failed sign-ins whose window is over count for nothing; their rows go. */
registerJob('sweep-rate-limit-hits', 10 * 60_000, sweepRateLimitHits)

/** Holds of BUY NOWs that never finished (a process died, an answer was lost) are voided (ADR 018). */
registerJob('settle-stale-payment-attempts', 5 * 60_000, settleStaleAttempts)

/** Claims long past their expiry go. */
registerJob('sweep-expired-claims', 60 * 60_000, sweepExpiredClaims)

/** Ended patient sessions are kept 30 days (who was signed in when), then go. */
registerJob('sweep-ended-sessions', 6 * 60 * 60_000, sweepEndedSessions)

/** A prescription unanswered 12 hours after it was written ships as written (ADR 050). */
registerJob('ship-unanswered-prescriptions', 5 * 60_000, () => shipUnansweredPrescriptions())
