import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepUploadParts } from './jobs/sweep-upload-parts.ts'
import { s3Client } from './storage.ts'
import { createPatient } from './testing/actors.ts'
import { startLocalS3 } from './testing/local-s3.ts'
import { getTestPayload } from './testing/test-payload.ts'
import { uploadParts, type UploadParts } from './upload-parts.ts'

/**
 * The parts of a resumable upload in the storage backend (ADR 078): the same contract on the local
 * folder and on an S3 bucket (s3rver, a local S3 stand-in), and the sweep of abandoned ones.
 */
const s3 = await startLocalS3('patient-parts')
const bucket = s3.settings

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await s3.close()
})

const bytes = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, index) => (index * 31 + seed) % 256))

const localDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-parts-'))
afterAll(() => fs.rmSync(localDataDir, { recursive: true, force: true }))

/** Two stores on one backend, as two hosts would each make their own (no state shared in memory). */
const backends: [string, () => UploadParts][] = [
  ['the local folder', () => uploadParts(null, localDataDir)],
  ['an S3 bucket', () => uploadParts(bucket)],
]

/** The file assembled by a store (written to a new file, read back here), or null when a part is missing. */
async function assembled(parts: UploadParts, ticket: string, total: number): Promise<Buffer | null> {
  const file = path.join(localDataDir, `assembled-${crypto.randomUUID()}`)
  if (!(await parts.assembleTo(ticket, total, file))) {
    expect(fs.existsSync(file)).toBe(false)
    return null
  }
  const bytes = fs.readFileSync(file)
  fs.rmSync(file)
  return bytes
}

let ticketCounter = 0
const nextTicketName = () => `9${Date.now() % 1_000_000}${++ticketCounter}`

describe.each(backends)('upload parts in %s', (_, store) => {
  it('are assembled in order by another store than the one that kept them', async () => {
    const ticket = nextTicketName()
    const file = bytes(25_000, 7)
    const first = store()
    await first.put(ticket, 0, file.subarray(0, 10_000))
    // A chunk cut off by a lost connection: kept as far as it came, the next one starts there.
    await first.put(ticket, 10_000, file.subarray(10_000, 12_345))
    const second = store()
    await second.put(ticket, 12_345, file.subarray(12_345))
    expect(await assembled(second, ticket, file.length)).toEqual(file)
    expect(await first.tickets()).toContain(ticket)
  })

  it('take a chunk sent again at the same offset in place of the first, and ignore parts off the chain', async () => {
    const ticket = nextTicketName()
    const file = bytes(3000, 3)
    const parts = store()
    await parts.put(ticket, 0, bytes(1000, 99))
    await parts.put(ticket, 0, file.subarray(0, 1000))
    // A part left at an offset no chunk starts at any more (the upload went back to 1000).
    await parts.put(ticket, 1500, bytes(1500, 42))
    await parts.put(ticket, 1000, file.subarray(1000))
    expect(await assembled(parts, ticket, file.length)).toEqual(file)
  })

  it('stream a large file together a part at a time, byte for byte', async () => {
    const ticket = nextTicketName()
    const file = Buffer.concat([bytes(3 * 1024 * 1024 + 17, 5), bytes(2 * 1024 * 1024, 11)])
    const parts = store()
    for (let offset = 0; offset < file.length; offset += 1024 * 1024) await parts.put(ticket, offset, file.subarray(offset, offset + 1024 * 1024))
    expect((await assembled(parts, ticket, file.length))?.equals(file)).toBe(true)
    await parts.remove(ticket)
  })

  it('answer null for a file with a part missing, and nothing once removed', async () => {
    const ticket = nextTicketName()
    const parts = store()
    await parts.put(ticket, 0, bytes(100, 1))
    await parts.put(ticket, 200, bytes(100, 2))
    expect(await assembled(parts, ticket, 300)).toBeNull()
    await parts.remove(ticket)
    expect(await assembled(parts, ticket, 100)).toBeNull()
    expect(await parts.tickets()).not.toContain(ticket)
  })

  it('refuse a ticket name that is not a stored id', async () => {
    await expect(store().put('../escape', 0, bytes(1, 1))).rejects.toThrow(/not a stored row id/)
    await expect(store().put(nextTicketName(), -1, bytes(1, 1))).rejects.toThrow(RangeError)
  })

  it('of abandoned uploads are swept: expired over an hour ago, used, or with no ticket; a live upload keeps its parts', async () => {
    const patient = await createPatient(payload)
    const now = new Date()
    const ticket = (expiresAt: Date, completed = false) =>
      payload.create({
        collection: 'upload-tickets',
        depth: 0,
        data: {
          patient: patient.id,
          tokenHash: `${nextTicketName()}${'0'.repeat(40)}`.slice(0, 64),
          purpose: 'video',
          contentType: 'video/webm',
          declaredBytes: 10,
          expiresAt: expiresAt.toISOString(),
          receivedBytes: 5,
          ...(completed ? { completedAt: now.toISOString() } : {}),
        },
      })
    const live = await ticket(new Date(now.getTime() + 60_000))
    const justExpired = await ticket(new Date(now.getTime() - 5 * 60_000))
    const abandoned = await ticket(new Date(now.getTime() - 2 * 60 * 60_000))
    const used = await ticket(new Date(now.getTime() + 60_000), true)
    // A ticket that is gone (its id as the engine gives ids out).
    const orphan = (await ticket(now)).id
    await payload.delete({ collection: 'upload-tickets', id: orphan })
    const parts = store()
    for (const id of [live.id, justExpired.id, abandoned.id, used.id, orphan]) await parts.put(id, 0, bytes(5, 5))

    const removed = await sweepUploadParts({ payload }, { now, parts })
    expect(removed).toBeGreaterThanOrEqual(3)
    const left = await parts.tickets()
    expect(left).toEqual(expect.arrayContaining([String(live.id), String(justExpired.id)]))
    for (const gone of [abandoned.id, used.id, orphan]) expect(left).not.toContain(String(gone))
  })
})

it('keeps the bucket\u2019s parts under the prefix, privately, and nothing on the local disk', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-no-parts-'))
  const ticket = nextTicketName()
  await uploadParts(bucket, dataDir).put(ticket, 0, bytes(10, 1))
  const listed = await s3Client(bucket).send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: `uploads/upload-parts/${ticket}/` }))
  expect(listed.Contents?.map((object) => object.Key)).toEqual([`uploads/upload-parts/${ticket}/000000000000`])
  expect(fs.readdirSync(dataDir)).toEqual([])
  fs.rmSync(dataDir, { recursive: true, force: true })
})
