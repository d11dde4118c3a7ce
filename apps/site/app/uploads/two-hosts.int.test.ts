import fs from 'node:fs'
import path from 'node:path'
import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadHost, uploadAcrossHosts, uploadLargeVideoCutAndResumed } from './two-hosts.testing.ts'

// The storage backend's embedded default: the local folder under DATA_DIR (ADR 078).
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('a resumable upload on the local folder', () => {
  it('is finished by another process from the parts the first one kept, which then go', async () => {
    const partsDir = path.join(process.env.DATA_DIR ?? '', 'upload-parts')
    const { ticketId } = await uploadAcrossHosts(
      payload,
      await loadHost(),
      () => loadHost(),
      async (id) => {
        expect(fs.readdirSync(path.join(partsDir, id))).toEqual(['000000000000'])
      },
    )
    expect(fs.existsSync(path.join(partsDir, ticketId))).toBe(false)
  })

  it('keeps a large video a part every 8 MiB as it arrives and stores it byte for byte, streamed together', async () => {
    const partsDir = path.join(process.env.DATA_DIR ?? '', 'upload-parts')
    await uploadLargeVideoCutAndResumed(payload, await loadHost(), async (id) =>
      fs.existsSync(path.join(partsDir, id)) ? fs.readdirSync(path.join(partsDir, id)).sort() : [],
    )
    // Nothing is left of the file put together for its inspection.
    expect(fs.readdirSync(path.join(process.env.DATA_DIR ?? '', 'upload-assembly'))).toEqual([])
  }, 60_000)
})
