import type { Field, TaskConfig } from 'payload'
import { renewSubscriptions } from '../billing/renew-subscriptions.ts'
import { redeliverUnsentEmails } from '../email/delivery.ts'
import { verifyAuditChain } from '../hooks/auditChain.ts'
import { sendQueuedTexts } from '../sms/texts.ts'
import { scheduleOncePerSlot, runAlone } from './once.ts'
import { settleStaleAttempts } from './settle-attempts.ts'
import { shipUnansweredPrescriptions } from './ship-unanswered-prescriptions.ts'
import { sweepExpiredUploadTickets, sweepStaleQuestionnaireDrafts } from './sweep-expired-uploads.ts'
import { sweepUploadParts } from './sweep-upload-parts.ts'
import { sweepEndedSessions, sweepExpiredClaims, sweepFinishedJobs, sweepRateLimitHits } from './sweeps.ts'

/** The queue every periodic task is scheduled on and `autoRun` works (jobs/config.ts). */
export const PERIODIC_QUEUE = 'periodic'

const MINUTE = 60_000

/** What every periodic run answers: how many records it handled, or that another process had it. */
type Counted<Counts extends string> = { [K in Counts]: number } | { skipped: true }

const counted = (...names: string[]): Field[] => [...names.map((name): Field => ({ name, type: 'number' })), { name: 'skipped', type: 'checkbox' }]

/**
 * A task that runs on a cron schedule (UTC), once across processes and hosts (once.ts): the work
 * runs under the claim `job:<slug>`, held at most `maxRunMs`; a run that finds it held answers
 * `skipped`. A failed run is retried twice, 1 then 2 minutes later, and then stays in the admin
 * as failed; the schedule queues the next one regardless.
 */
function periodicTask<Counts extends string>(task: {
  slug: string
  label: string
  cron: string
  maxRunMs: number
  counts: Counts[]
  work: (on: Parameters<typeof sweepRateLimitHits>[0]) => Promise<{ [K in Counts]: number }>
}): TaskConfig<{ input: Record<string, never>; output: Counted<Counts> }> {
  return {
    slug: task.slug,
    label: task.label,
    outputSchema: counted(...task.counts),
    retries: { attempts: 2, backoff: { type: 'exponential', delay: MINUTE } },
    schedule: [{ cron: task.cron, queue: PERIODIC_QUEUE, hooks: { beforeSchedule: scheduleOncePerSlot } }],
    handler: async ({ req }) => {
      const run = await runAlone(req.payload, task.slug, task.maxRunMs, () => task.work({ payload: req.payload, req }))
      const output: Counted<Counts> = run.status === 'busy' ? { skipped: true } : run.value
      return { output }
    },
  }
}

export const periodicTasks = [
  /** Attempts and failed sign-ins whose window is over count for nothing; their rows go. */
  periodicTask({
    slug: 'sweep-rate-limit-hits',
    label: 'Sweep used-up rate limits',
    cron: '*/10 * * * *',
    maxRunMs: 10 * MINUTE,
    counts: ['removed'],
    work: async (on) => ({ removed: await sweepRateLimitHits(on) }),
  }),
  /** Holds of BUY NOWs that never finished (a process died, an answer was lost) are voided (ADR 018). */
  periodicTask({
    slug: 'settle-stale-payment-attempts',
    label: 'Settle unfinished payments (release their holds)',
    cron: '*/5 * * * *',
    maxRunMs: 5 * MINUTE,
    counts: ['voided', 'completed', 'closed'],
    work: async (on) => ({ ...(await settleStaleAttempts(on)) }),
  }),
  /** Claims long past their expiry go. */
  periodicTask({
    slug: 'sweep-expired-claims',
    label: 'Sweep expired claims',
    cron: '7 * * * *',
    maxRunMs: 30 * MINUTE,
    counts: ['removed'],
    work: async (on) => ({ removed: await sweepExpiredClaims(on) }),
  }),
  /** Ended patient sessions are kept 30 days (who was signed in when), then go. */
  periodicTask({
    slug: 'sweep-ended-sessions',
    label: 'Sweep ended patient sessions',
    cron: '17 */6 * * *',
    maxRunMs: 30 * MINUTE,
    counts: ['removed'],
    work: async (on) => ({ removed: await sweepEndedSessions(on) }),
  }),
  /** Parts of resumable uploads that will never finish leave the storage backend (ADR 078). */
  periodicTask({
    slug: 'sweep-upload-parts',
    label: 'Sweep parts of abandoned uploads',
    cron: '37 * * * *',
    maxRunMs: 30 * MINUTE,
    counts: ['removed'],
    work: async (on) => ({ removed: await sweepUploadParts(on) }),
  }),
  /**
   * Upload tickets never used, an hour past their expiry, go with their parts; questionnaire drafts
   * saved over 168 hours ago go (ADR 102).
   */
  periodicTask({
    slug: 'sweep-expired-uploads-and-drafts',
    label: 'Sweep expired upload tickets and old questionnaire drafts',
    cron: '47 * * * *',
    maxRunMs: 30 * MINUTE,
    counts: ['tickets', 'drafts'],
    work: async (on) => ({ tickets: await sweepExpiredUploadTickets(on), drafts: await sweepStaleQuestionnaireDrafts(on) }),
  }),
  /** A prescription unanswered 12 hours after it was written ships as written (ADR 050). */
  periodicTask({
    slug: 'ship-unanswered-prescriptions',
    label: 'Ship prescriptions unanswered for 12 hours',
    cron: '*/5 * * * *',
    maxRunMs: 5 * MINUTE,
    counts: ['placed'],
    work: async (on) => ({ placed: await shipUnansweredPrescriptions(on) }),
  }),
  /** Emails whose send failed, or whose process ended mid-send, go out again from the outbox (SMTP only; ADR 084). */
  periodicTask({
    slug: 'redeliver-unsent-emails',
    label: 'Send again emails that did not go out',
    cron: '*/5 * * * *',
    maxRunMs: 5 * MINUTE,
    counts: ['sent'],
    work: async (on) => ({ sent: await redeliverUnsentEmails(on) }),
  }),
  /** Texts that a reply waits go out through the text provider, when one is configured (ADR 100). */
  periodicTask({
    slug: 'send-queued-texts',
    label: 'Send texts that a reply waits',
    cron: '* * * * *',
    maxRunMs: MINUTE,
    counts: ['sent'],
    work: async (on) => ({ sent: await sendQueuedTexts(on) }),
  }),
  /**
   * Subscriptions due are charged with the card on file, once per period; a failure makes the plan
   * Past Due, emails the patient and is retried 3, 5 and 7 days after the due date, then the plan
   * ends (ADR 094). Hourly, so a plan is charged within the hour it falls due.
   */
  periodicTask({
    slug: 'renew-subscriptions',
    label: 'Renew subscriptions (charge the card on file)',
    cron: '41 * * * *',
    maxRunMs: 30 * MINUTE,
    counts: ['dated', 'paid', 'pastDue', 'ended', 'unanswered', 'unfinished'],
    work: async (on) => ({ ...(await renewSubscriptions(on)) }),
  }),
  /**
   * The audit log's hash chain walked from its first entry (ADR 106): the run answers how many hold and
   * the place of the first broken link (0: none), and a broken chain is logged as an error (its place
   * and row id only) for whoever watches the logs. The admin's list checks it on demand too.
   */
  periodicTask({
    slug: 'verify-audit-chain',
    label: "Check the audit log's hash chain",
    cron: '23 * * * *',
    maxRunMs: 30 * MINUTE,
    counts: ['checked', 'unchained', 'brokenAt'],
    work: async ({ payload }) => {
      const report = await verifyAuditChain(payload)
      if (report.firstBroken) {
        payload.logger.error({
          msg: 'The audit log chain is broken',
          sequence: report.firstBroken.sequence,
          id: report.firstBroken.id,
          reason: report.firstBroken.reason,
        })
      }
      return { checked: report.checked, unchained: report.unchained, brokenAt: report.firstBroken?.sequence ?? 0 }
    },
  }),
  /** Finished jobs stay in the admin a week, then go. */
  periodicTask({
    slug: 'sweep-finished-jobs',
    label: 'Sweep finished jobs',
    cron: '27 3 * * *',
    maxRunMs: 30 * MINUTE,
    counts: ['removed'],
    work: async (on) => ({ removed: await sweepFinishedJobs(on) }),
  }),
]
