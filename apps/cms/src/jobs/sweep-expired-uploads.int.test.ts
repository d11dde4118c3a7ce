import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsEnv } from '../env.ts'
import { createPatient } from '../testing/actors.ts'
import { startLocalS3 } from '../testing/local-s3.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { uploadParts, type UploadParts } from '../upload-parts.ts'
import { oneRunnerAtATime } from './once.ts'
import { sweepExpiredUploadTickets } from './sweep-expired-uploads.ts'
import { PERIODIC_QUEUE } from './tasks.ts'

/**
 * The sweep of expired uploads and old drafts (ADR 102): upload tickets never used, an hour past
 * their expiry, go with their parts (on the local folder and on an S3 bucket alike); live, just
 * expired and used tickets stay; questionnaire drafts saved over 168 hours ago go, newer ones stay.
 */
const s3 = await startLocalS3('swept-parts')
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await s3.close()
})

const localDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-swept-'))
afterAll(() => fs.rmSync(localDataDir, { recursive: true, force: true }))

const HOUR = 60 * 60 * 1000
let counter = 0

/** A patient's tickets in each state, each with a part kept in `parts`. */
async function ticketsWithParts(parts: UploadParts, now: Date) {
  const patient = await createPatient(payload)
  const ticket = async (expiresInMs: number, completed = false) => {
    const row = await payload.create({
      collection: 'upload-tickets',
      depth: 0,
      data: {
        patient: patient.id,
        tokenHash: `swept-${Date.now()}-${++counter}`.padEnd(64, '0'),
        purpose: 'video',
        contentType: 'video/webm',
        declaredBytes: 10,
        expiresAt: new Date(now.getTime() + expiresInMs).toISOString(),
        receivedBytes: 5,
        ...(completed ? { completedAt: now.toISOString() } : {}),
      },
    })
    await parts.put(row.id, 0, Buffer.from('abcde'))
    return row.id
  }
  return {
    live: await ticket(10 * 60_000),
    justExpired: await ticket(-10 * 60_000),
    abandoned: await ticket(-2 * HOUR),
    longAbandoned: await ticket(-30 * 24 * HOUR),
    used: await ticket(-2 * HOUR, true),
  }
}

const ticketExists = async (id: string | number) =>
  (await payload.findByID({ collection: 'upload-tickets', id, depth: 0, disableErrors: true, overrideAccess: true })) !== null

describe.each([
  ['the local folder', () => uploadParts(null, localDataDir)],
  ['an S3 bucket', () => uploadParts(s3.settings)],
])('expired upload tickets on %s', (_, store) => {
  it('go with their parts an hour past expiry; live, just expired and used ones stay', async () => {
    const now = new Date()
    const parts = store()
    const tickets = await ticketsWithParts(parts, now)
    expect(await sweepExpiredUploadTickets({ payload }, { now, parts, batch: 1 })).toBeGreaterThanOrEqual(2)
    const left = await parts.tickets()
    for (const kept of [tickets.live, tickets.justExpired, tickets.used]) {
      expect(await ticketExists(kept)).toBe(true)
      expect(left).toContain(String(kept))
    }
    for (const gone of [tickets.abandoned, tickets.longAbandoned]) {
      expect(await ticketExists(gone)).toBe(false)
      expect(left).not.toContain(String(gone))
    }
  })
})

describe('the periodic job', () => {
  it('sweeps expired tickets with their parts and drafts past 168 hours, once, through the queue', async () => {
    const now = new Date()
    // The job's store: the configured backend (the local folder under DATA_DIR here).
    const parts = uploadParts(null, cmsEnv.dataDir)
    const tickets = await ticketsWithParts(parts, now)

    const patient = await createPatient(payload)
    const questionnaire = await payload.create({
      collection: 'questionnaires',
      data: { title: 'Swept', kind: 'refill', questions: [], _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const draftSavedAgo = async (ms: number) => {
      const order = await payload.create({
        collection: 'orders',
        data: {
          patient: patient.id,
          status: 'pending_approval',
          medication: 'semaglutide',
          paymentTerms: '1',
          amountCents: 19900,
          shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
        },
        depth: 0,
      })
      const draft = await payload.create({
        collection: 'questionnaire-drafts',
        data: {
          patient: patient.id,
          order: order.id,
          questionnaire: questionnaire.id,
          version: '1',
          progress: { answers: {} },
          savedAt: new Date(now.getTime() - ms).toISOString(),
        },
        depth: 0,
        overrideAccess: true,
      })
      return draft.id
    }
    const oldDraft = await draftSavedAgo(169 * HOUR)
    const recentDraft = await draftSavedAgo(167 * HOUR)

    const job = await payload.jobs.queue({ task: 'sweep-expired-uploads-and-drafts', queue: PERIODIC_QUEUE, input: {} })
    expect(await oneRunnerAtATime(payload)).toBe(true)
    await payload.jobs.run({ queue: PERIODIC_QUEUE, limit: 10 })
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(done.hasError).toBeFalsy()
    expect(done.log?.[0]).toMatchObject({ taskSlug: 'sweep-expired-uploads-and-drafts', state: 'succeeded' })
    const output = done.log?.[0]?.output as { tickets?: number; drafts?: number }
    expect(output.tickets).toBeGreaterThanOrEqual(2)
    expect(output.drafts).toBeGreaterThanOrEqual(1)

    const left = await parts.tickets()
    for (const gone of [tickets.abandoned, tickets.longAbandoned]) {
      expect(await ticketExists(gone)).toBe(false)
      expect(left).not.toContain(String(gone))
    }
    for (const kept of [tickets.live, tickets.justExpired, tickets.used]) expect(left).toContain(String(kept))
    const draftExists = async (id: string | number) =>
      (await payload.findByID({ collection: 'questionnaire-drafts', id, depth: 0, disableErrors: true, overrideAccess: true })) !== null
    expect(await draftExists(oldDraft)).toBe(false)
    expect(await draftExists(recentDraft)).toBe(true)
  })
})
