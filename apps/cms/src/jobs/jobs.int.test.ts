import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { tryClaimIn } from '../claims.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { ABANDONED_AFTER_MS, describeFailure, JobFailure, oneRunnerAtATime, runAlone } from './once.ts'
import { PERIODIC_QUEUE, periodicTasks } from './tasks.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

// Each test starts with an empty queue and no slot taken.
afterEach(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({ collection: 'claims', where: { or: [{ key: { like: 'job-schedule:' } }, { key: { equals: 'jobs-runner' } }] }, overrideAccess: true })
})

/** One minute's tick of autoRun in one process, as Payload's cron makes it (after the schedules). */
async function tick(): Promise<boolean> {
  if (!(await oneRunnerAtATime(payload))) return false
  await payload.jobs.run({ queue: PERIODIC_QUEUE, limit: 10 })
  return true
}

const jobsOf = (taskSlug: string) =>
  payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: taskSlug } }, pagination: false, depth: 0, overrideAccess: true })

describe('a run holds its task for itself', () => {
  it('runs the work under its claim, and skips it while another process holds it', async () => {
    let runs = 0
    const work = async () => (runs += 1)
    expect(await runAlone(payload, 'count-runs', 60_000, work)).toEqual({ status: 'done', value: 1 })

    const elsewhere = await tryClaimIn(payload, 'job:count-runs', 60_000)
    expect(elsewhere).not.toBeNull()
    expect(await runAlone(payload, 'count-runs', 60_000, work)).toEqual({ status: 'busy' })
    expect(runs).toBe(1)
    await elsewhere?.release()
    expect(await runAlone(payload, 'count-runs', 60_000, work)).toEqual({ status: 'done', value: 2 })
  })

  it('tells a failed run by its kind and place, never its message, and releases the claim', async () => {
    const failing = runAlone(payload, 'fails', 60_000, async () => {
      throw new TypeError('patient jane@example.com has no order')
    })
    const failure = await failing.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(JobFailure)
    const told = `${(failure as JobFailure).message}\n${(failure as JobFailure).stack}`
    expect(told).toMatch(/^TypeError\n\s+at /)
    expect(told).not.toMatch(/jane|example\.com|no order/)
    expect(describeFailure('a string with data')).toBe('string')
    // The claim went with the failed run: the next one is not refused as busy.
    expect(await runAlone(payload, 'fails', 60_000, async () => 'ok')).toEqual({ status: 'done', value: 'ok' })
  })
})

describe('the schedules', () => {
  it('name every periodic task, each on a cron and the periodic queue, retried on failure', () => {
    expect(periodicTasks.map((task) => task.slug).sort()).toEqual([
      'redeliver-unsent-emails',
      'renew-subscriptions',
      'send-queued-texts',
      'settle-stale-payment-attempts',
      'ship-unanswered-prescriptions',
      'sweep-ended-sessions',
      'sweep-expired-claims',
      'sweep-expired-uploads-and-drafts',
      'sweep-finished-jobs',
      'sweep-rate-limit-hits',
      'sweep-upload-parts',
      'verify-audit-chain',
    ])
    for (const task of periodicTasks) {
      expect(task.schedule?.map((schedule) => schedule.queue)).toEqual([PERIODIC_QUEUE])
      expect(task.retries).toMatchObject({ attempts: 2 })
    }
    expect(payload.config.jobs.autoRun).toEqual([expect.objectContaining({ queue: PERIODIC_QUEUE, cron: '* * * * *' })])
  })

  it('queue one job per task for the next slot, however many processes handle the schedules at once', async () => {
    await Promise.all([1, 2, 3].map(() => payload.jobs.handleSchedules({ queue: PERIODIC_QUEUE })))
    await payload.jobs.handleSchedules({ queue: PERIODIC_QUEUE })
    for (const task of periodicTasks) {
      const queued = await jobsOf(task.slug)
      expect(queued.docs, task.slug).toHaveLength(1)
      expect(new Date(String(queued.docs[0]?.waitUntil)).getTime(), task.slug).toBeGreaterThan(Date.now())
    }
  })

  it('close a job left running by a process that died, and queue the next', async () => {
    const stuck = await payload.jobs.queue({ task: 'sweep-expired-claims', queue: PERIODIC_QUEUE, input: {}, meta: { scheduled: true } })
    const longAgo = new Date(Date.now() - ABANDONED_AFTER_MS - 60_000).toISOString()
    // Marked running by a process whose clock then stopped: Payload stamps updatedAt with the time of
    // the write, so the write happens at that time (only Date is faked; timers and I/O run as usual).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(longAgo) })
    try {
      await payload.update({ collection: 'payload-jobs', id: stuck.id, data: { processing: true }, depth: 0, overrideAccess: true })
    } finally {
      vi.useRealTimers()
    }
    await payload.jobs.handleSchedules({ queue: PERIODIC_QUEUE })
    const jobs = await jobsOf('sweep-expired-claims')
    expect(jobs.docs.find((job) => job.id === stuck.id)).toMatchObject({ processing: false, hasError: true, error: { name: 'Abandoned' } })
    expect(jobs.docs.filter((job) => job.id !== stuck.id && !job.hasError)).toHaveLength(1)
  })
})

describe('the queue', () => {
  it('is run by one process at a time: of several ticking at once, one runs it', async () => {
    expect((await Promise.all([oneRunnerAtATime(payload), oneRunnerAtATime(payload), oneRunnerAtATime(payload)])).filter(Boolean)).toHaveLength(1)
    expect(payload.config.jobs.shouldAutoRun).toBe(oneRunnerAtATime)
  })

  it('runs a due job once, however many processes tick at once, and keeps what it answered', async () => {
    const dayAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString()
    await payload.create({ collection: 'claims', data: { key: `long-gone-${Date.now()}`, expiresAt: dayAgo }, overrideAccess: true })
    const job = await payload.jobs.queue({ task: 'sweep-expired-claims', queue: PERIODIC_QUEUE, input: {} })
    expect((await Promise.all([tick(), tick()])).filter(Boolean)).toHaveLength(1)
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(done.completedAt).toBeTruthy()
    expect(done.hasError).toBeFalsy()
    expect(done.log).toHaveLength(1)
    expect(done.log?.[0]).toMatchObject({ taskSlug: 'sweep-expired-claims', state: 'succeeded' })
    expect((done.log?.[0]?.output as { removed?: number }).removed).toBeGreaterThanOrEqual(1)
    expect(
      await payload.count({
        collection: 'claims',
        where: { expiresAt: { less_than: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString() } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })

  it('is read by staff in the admin, never by patients or visitors; only admins run or queue jobs through the API', async () => {
    await payload.jobs.queue({ task: 'sweep-expired-claims', queue: PERIODIC_QUEUE, input: {} })
    const clinical = await createStaff(payload, 'clinical')
    const admin = await createStaff(payload, 'admin')
    const patient = await createPatient(payload)
    const read = (user?: typeof admin) => payload.find({ collection: 'payload-jobs', overrideAccess: false, user, depth: 0 })
    await expect(read(clinical)).resolves.toMatchObject({ totalDocs: 1 })
    await expect(read(patient)).rejects.toThrow()
    await expect(read()).rejects.toThrow()
    await expect(payload.update({ collection: 'payload-jobs', where: {}, data: { processing: true }, overrideAccess: false, user: admin })).rejects.toThrow()

    const asPatient = await createLocalReq({ user: patient }, payload)
    const asClinical = await createLocalReq({ user: clinical }, payload)
    await expect(payload.jobs.run({ queue: PERIODIC_QUEUE, overrideAccess: false, req: asPatient })).rejects.toThrow()
    await expect(payload.jobs.run({ queue: PERIODIC_QUEUE, overrideAccess: false, req: asClinical })).rejects.toThrow()
    await expect(payload.jobs.queue({ task: 'sweep-expired-claims', input: {}, overrideAccess: false, req: asPatient })).rejects.toThrow()
    const asAdmin = await createLocalReq({ user: admin }, payload)
    await expect(payload.jobs.run({ queue: PERIODIC_QUEUE, overrideAccess: false, req: asAdmin })).resolves.toBeDefined()
  })
})
