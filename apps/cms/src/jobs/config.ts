import type { CollectionConfig, JobsConfig, PayloadRequest, SanitizedConfig } from 'payload'
import { isStaff, staffRole } from '../access/isStaff.ts'
import { oneRunnerAtATime } from './once.ts'
import { PERIODIC_QUEUE, periodicTasks } from './tasks.ts'

/**
 * Payload's jobs collection, shown to staff in the admin (what ran, when, what it answered, what
 * failed and why): read by staff only, never by a patient; no one writes it through the API (the
 * queue does). Its log holds no message of a failure (once.ts), and no task's input names a patient.
 */
function jobsCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Jobs' },
    access: { ...defaultJobsCollection.access, read: isStaff },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Administration',
      hidden: ({ user }) => user?.collection !== 'staff',
      defaultColumns: ['taskSlug', 'waitUntil', 'processing', 'completedAt', 'hasError', 'totalTried'],
      description:
        'Periodic work (sweeps, unfinished payments, the 12-hour rule, emails that did not go out): queued on its schedule and run once across every process (ADR 070).',
    },
  }
}

const byAdmin = ({ req }: { req: PayloadRequest }): boolean => staffRole(req) === 'admin'

/**
 * Periodic and deferred work (ADR 070). Every process that starts Payload with `cron: true` (the
 * admin's server: instrumentation.ts, jobs/start.ts) ticks each minute: it queues what a schedule makes due (one
 * process per slot), and the one process holding the runner's claim runs what is due (once.ts).
 * Queueing, running and cancelling through the API are for admins.
 */
export const jobs: JobsConfig = {
  tasks: periodicTasks,
  autoRun: [{ cron: '* * * * *', queue: PERIODIC_QUEUE, limit: 10 }],
  shouldAutoRun: oneRunnerAtATime,
  // Finished jobs stay a week, for staff to see what ran and what it answered (sweep-finished-jobs).
  deleteJobOnComplete: false,
  access: { run: byAdmin, queue: byAdmin, cancel: byAdmin },
  jobsCollectionOverrides: jobsCollection,
}

/**
 * Payload adds a global of its own for the schedules' bookkeeping (`payload-jobs-stats`: when each
 * task was last queued) with its default access, which lets any signed-in user, a patient too, read
 * and change it. Staff may read it; nobody changes it through the API (the queue writes it below).
 */
export function lockJobStats(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats) stats.access = { ...stats.access, read: isStaff, update: () => false, readVersions: () => false }
  return config
}
