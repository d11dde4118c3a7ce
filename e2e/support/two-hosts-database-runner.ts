import readline from 'node:readline'
import config from '@telehealth/cms/config'
import { getPayload, type Payload } from 'payload'
import { ANSWER_MARK } from './two-hosts/lines.ts'

/**
 * A process of its own on the two-hosts test's database (two-hosts.spec.ts), with Payload's Local
 * API acting as the server: the test sets up a patient and reads what the hosts did through it, and
 * it is one of the deployment's job runners. Questions come as JSON lines on stdin
 * ({ id, operation, args }), answers go out as lines starting with ANSWER_MARK (two-hosts/lines.ts).
 */
const DAY = 24 * 60 * 60 * 1000

async function answer(payload: Payload, operation: string, args: Record<string, unknown>): Promise<unknown> {
  switch (operation) {
    case 'createPatient': {
      const { email, password } = args as { email: string; password: string }
      const patient = await payload.create({
        collection: 'patients',
        data: { email, password, first_name: 'Host', last_name: 'Walker', state: 'TX' },
        depth: 0,
        overrideAccess: true,
      })
      return { id: patient.id }
    }
    case 'purchases': {
      // What 20 BUY NOWs left: orders, and the sandbox gateway's ledger of holds for the patient's attempts.
      const { patientId } = args as { patientId: string | number }
      const mine = { patient: { equals: patientId } }
      const [orders, attempts] = await Promise.all([
        payload.find({ collection: 'orders', where: mine, pagination: false, depth: 0, overrideAccess: true }),
        payload.find({ collection: 'payment-attempts', where: mine, pagination: false, depth: 0, overrideAccess: true }),
      ])
      const keys = attempts.docs.map((attempt) => attempt.idempotencyKey)
      const ledger = await payload.find({
        collection: 'sandbox-payments',
        where: { idempotencyKey: { in: keys } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return {
        orders: orders.docs.length,
        attempts: attempts.docs.map((attempt) => attempt.status),
        holds: ledger.docs.map((row) => row.status),
      }
    }
    case 'queueSweepOfExpiredClaims': {
      // Claims long past their expiry, and one job, due now, of the task that removes them.
      const { count, label } = args as { count: number; label: string }
      const expiredAt = new Date(Date.now() - 2 * DAY).toISOString()
      for (let index = 0; index < count; index += 1) {
        await payload.create({ collection: 'claims', data: { key: `${label}-${index}`, expiresAt: expiredAt }, depth: 0, overrideAccess: true })
      }
      const job = await payload.jobs.queue({ task: 'sweep-expired-claims', queue: 'periodic', input: {} })
      return { jobId: job.id }
    }
    case 'sweepJob': {
      const { jobId, label } = args as { jobId: string | number; label: string }
      const job = await payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true })
      const left = await payload.count({ collection: 'claims', where: { key: { like: label } }, overrideAccess: true })
      return {
        completed: Boolean(job.completedAt),
        hasError: Boolean(job.hasError),
        totalTried: job.totalTried ?? 0,
        runs: (job.log ?? []).map((entry) => ({ state: entry.state, output: entry.output })),
        claimsLeft: left.totalDocs,
      }
    }
    case 'staffReply': {
      // A clinician answers the patient's doctor thread, as the admin's process writes it (Local API, access rules on, the clinician as the user).
      const { patientId, body } = args as { patientId: string | number; body: string }
      const clinician = await payload.create({
        collection: 'staff',
        data: {
          email: `clinician-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'two-hosts-clinician-pw',
          name: 'Dr. Two Hosts',
          role: 'clinical',
        },
        depth: 0,
        overrideAccess: true,
      })
      const thread = await payload.find({
        collection: 'chat-threads',
        where: { patient: { equals: patientId }, kind: { equals: 'doctor' } },
        depth: 0,
        overrideAccess: true,
      })
      const reply = await payload.create({
        collection: 'chat-messages',
        data: { thread: thread.docs[0]!.id, body },
        depth: 0,
        overrideAccess: false,
        user: { ...clinician, collection: 'staff' },
      })
      return { id: reply.id }
    }
    case 'tick':
      return tick(payload)
    default:
      throw new Error(`Unknown operation: ${operation}`)
  }
}

/**
 * One minute's tick of a job runner, exactly as Payload's cron ticks in the admin's server
 * (`jobs.autoRun`, started by apps/cms/src/instrumentation.ts): for each autoRun entry, queue what
 * the schedules make due, ask `jobs.shouldAutoRun` whether this process may run the queue, and if
 * so run it. Two of these at the same moment are two hosts ticking at the same minute.
 */
async function tick(payload: Payload) {
  const { autoRun, shouldAutoRun } = payload.config.jobs
  const entries = typeof autoRun === 'function' ? await autoRun(payload) : (autoRun ?? [])
  const ticks: { queue: string | undefined; ran: boolean; result?: unknown }[] = []
  for (const cron of entries) {
    if (!cron.disableScheduling) await payload.jobs.handleSchedules({ allQueues: cron.allQueues, queue: cron.queue })
    if (shouldAutoRun && !(await shouldAutoRun(payload))) {
      ticks.push({ queue: cron.queue, ran: false })
      continue
    }
    const result = await payload.jobs.run({ allQueues: cron.allQueues, limit: cron.limit ?? 10, queue: cron.queue, silent: cron.silent })
    ticks.push({ queue: cron.queue, ran: true, result })
  }
  return { ticks }
}

const payload = await getPayload({ config })
process.stdout.write(`${ANSWER_MARK}${JSON.stringify({ id: 0, ok: true, value: 'ready' })}\n`)
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (!line.trim()) continue
  const { id, operation, args } = JSON.parse(line) as { id: number; operation: string; args: Record<string, unknown> }
  try {
    const value = await answer(payload, operation, args)
    process.stdout.write(`${ANSWER_MARK}${JSON.stringify({ id, ok: true, value })}\n`)
  } catch (error) {
    process.stdout.write(
      `${ANSWER_MARK}${JSON.stringify({ id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })}\n`,
    )
  }
}
process.exit(0)
