import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { startLocalS3 } from '@telehealth/cms/testing/local-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// An S3 bucket as the storage backend (s3rver): the CMS reads the settings when it loads, so they are
// in the environment before anything of the CMS or the site is imported.
const s3 = await startLocalS3('patient-uploads')
Object.assign(process.env, s3.env)
const { getTestPayload } = await import('@telehealth/cms/testing')
const { s3Client } = await import('@telehealth/cms/site')
const { loadHost, uploadAcrossHosts, uploadLargeVideoCutAndResumed } = await import('./two-hosts.testing.ts')

let payload: Awaited<ReturnType<typeof getTestPayload>>

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await s3.close()
})

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await s3Client(s3.settings).send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key ?? '')
}

describe('a resumable upload on an S3 bucket', () => {
  it('keeps its parts in the bucket, not on the disk, and is finished by a host with a disk of its own', async () => {
    const firstDataDir = process.env.DATA_DIR ?? ''
    const secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-second-host-'))
    const { ticketId } = await uploadAcrossHosts(
      payload,
      await loadHost(),
      () => loadHost({ DATA_DIR: secondDataDir }),
      async (id) => {
        expect(await keysUnder(`uploads/upload-parts/${id}/`)).toEqual([`uploads/upload-parts/${id}/000000000000`])
        expect(fs.existsSync(path.join(firstDataDir, 'upload-parts'))).toBe(false)
      },
    )
    expect(await keysUnder(`uploads/upload-parts/${ticketId}/`)).toEqual([])
    expect(fs.existsSync(path.join(secondDataDir, 'upload-parts'))).toBe(false)
    fs.rmSync(secondDataDir, { recursive: true, force: true })
  })

  it('keeps a large video in the bucket a part every 8 MiB as it arrives and stores it byte for byte, streamed together', async () => {
    await uploadLargeVideoCutAndResumed(payload, await loadHost(), async (id) =>
      (await keysUnder(`uploads/upload-parts/${id}/`)).map((key) => key.split('/').at(-1) ?? '').sort(),
    )
  }, 60_000)
})
