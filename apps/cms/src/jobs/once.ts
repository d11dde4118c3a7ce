import type { Payload, TaskConfig } from 'payload'
import { tryClaimIn } from '../claims.ts'

/**
 * Payload's queue alone does not promise "once" across processes: two runners may both schedule
 * the same slot (handleSchedules counts the queued jobs, then queues, with nothing in between), and
 * two runners picking at the same moment may both take the same job (it reads the due jobs, then
 * marks them processing; the test shows it on SQLite). Database claims close the gaps (ADR 070):
 * one per schedule slot, so the slot is queued by one process; one for the runner, so one process
 * picks at a time; and one per task while it runs, so its work never runs twice at once.
 */

/** Payload's `beforeSchedule` hook type (not exported by name). */
type BeforeScheduleFn = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

/** A job still marked running this long after its last write belongs to a process that died. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000

/** A failed run, told by its kind and where it failed: never its message, which could carry a patient's data. */
export class JobFailure extends Error {
  override name = 'JobFailure'
  constructor(cause: unknown) {
    const told = describeFailure(cause)
    super(told)
    this.stack = told
  }
}

/** What a failed run leaves in the log and the admin: no message, no data; where it failed. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
  return [error.constructor.name, ...frames].join('\n')
}

/**
 * Runs `work` holding the claim `job:<name>` for at most `holdMs` (a holder that died is taken
 * over after that); answers `busy` without running it while another process holds it. A failure
 * releases the claim and is passed on as a `JobFailure`.
 */
export async function runAlone<T>(
  payload: Payload,
  name: string,
  holdMs: number,
  work: () => Promise<T>,
): Promise<{ status: 'done'; value: T } | { status: 'busy' }> {
  const claim = await tryClaimIn(payload, `job:${name}`, holdMs)
  if (!claim) return { status: 'busy' }
  try {
    return { status: 'done', value: await work() }
  } catch (error) {
    throw new JobFailure(error)
  } finally {
    await claim.release()
  }
}

/**
 * A job left `processing` by a process that died would count as queued for ever, and its schedule
 * would never queue another: it is closed as failed (kept in the admin, with why).
 */
async function closeAbandonedJobs(payload: Payload, taskSlug: string, now: Date): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: taskSlug } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString() } },
      ],
    },
    data: { processing: false, hasError: true, error: { name: 'Abandoned', message: 'The process running this job stopped before it finished.' } },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * The schedules' `beforeSchedule`: Payload's own check (no job of this task already queued or
 * running), then the slot's claim, `job-schedule:<queue>:<task>:<time>`, which exactly one process
 * can take. The claim is never released: it lapses an hour after its slot and the claims sweep
 * removes it.
 */
export const scheduleOncePerSlot: BeforeScheduleFn = async (args) => {
  const { queueable, req } = args
  const taskSlug = queueable.taskConfig?.slug
  const now = new Date()
  if (taskSlug) await closeAbandonedJobs(req.payload, taskSlug, now)
  const decision = await args.defaultBeforeSchedule(args)
  const slot = decision.waitUntil ?? queueable.waitUntil
  if (!decision.shouldSchedule || !slot || !taskSlug) return decision
  const key = `job-schedule:${queueable.scheduleConfig.queue}:${taskSlug}:${slot.toISOString()}`
  const holdMs = Math.max(slot.getTime() - now.getTime(), 0) + 60 * 60 * 1000
  const claim = await tryClaimIn(req.payload, key, holdMs, now)
  return { ...decision, shouldSchedule: claim !== null }
}

/** How long the runner's claim holds: under a minute, so the next tick (one a minute) finds it free. */
export const RUNNER_HOLD_MS = 50_000

/**
 * `jobs.shouldAutoRun`: this tick runs the queue only if it takes the runner's claim. The claim is
 * not released: it lapses before the next tick, when whichever process ticks first takes it over,
 * so one process picks at a time and a dead one is replaced within a minute. Jobs a run picked are
 * marked processing, so a later runner never picks them again.
 */
export async function oneRunnerAtATime(payload: Payload): Promise<boolean> {
  return (await tryClaimIn(payload, 'jobs-runner', RUNNER_HOLD_MS)) !== null
}
