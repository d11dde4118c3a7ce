import fs from 'node:fs'
import path from 'node:path'
import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadHost, uploadAcrossHosts } from './two-hosts.testing.ts'

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
})
