import { getTestPayload } from '@telehealth/cms/testing'
import { sampleIntakeForm } from '@telehealth/domain/intake/sample-intake-form.fixture'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { submitIntake } from './submit-intake.server.ts'

const failures = vi.hoisted(() => ({ email: false }))

// The server's door as it is, except that its email can be made to fail (after the account and the
// lead are written).
vi.mock('~/cms.server.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('~/cms.server.ts')>()
  return {
    ...real,
    cmsAsServer: async () => {
      const api = await real.cmsAsServer()
      return {
        ...api,
        sendEmail: (message: Parameters<typeof api.sendEmail>[0]) => (failures.email ? Promise.reject(new Error('mail server down')) : api.sendEmail(message)),
      }
    },
  }
})

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function counts() {
  return Promise.all((['patients', 'leads', 'outbox'] as const).map(async (collection) => (await payload.count({ collection })).totalDocs))
}

describe('a qualified intake whose last write fails', () => {
  it('keeps neither the new account nor its lead, and passes the failure on', async () => {
    const before = await counts()
    failures.email = true
    const attempt = submitIntake({
      values: sampleIntakeForm({ email: 'undone@example.com', state: 'DC' }),
      funnel: 'new',
      offers: null,
      request: new Request('https://care.example.com/', { method: 'POST' }),
      clientIp: '203.0.113.8',
      trackingSessionId: 'undo-session',
    })
    await expect(attempt).rejects.toThrow('mail server down')
    failures.email = false
    expect(await counts()).toEqual(before)
    expect((await payload.find({ collection: 'patients', where: { email: { equals: 'undone@example.com' } } })).totalDocs).toBe(0)
  })

  it('a returning email: its lead is removed again, the account kept as it was', async () => {
    const account = await payload.create({
      collection: 'patients',
      data: { email: 'returning-undo@example.com', password: 'a-long-test-password', first_name: 'Re', last_name: 'Turn' },
    })
    const before = await counts()
    failures.email = true
    const attempt = submitIntake({
      values: sampleIntakeForm({ email: 'returning-undo@example.com' }),
      funnel: 'new',
      offers: null,
      request: new Request('https://care.example.com/', { method: 'POST' }),
      clientIp: '203.0.113.8',
      trackingSessionId: 'undo-session',
    })
    await expect(attempt).rejects.toThrow('mail server down')
    failures.email = false
    expect(await counts()).toEqual(before)
    expect(await payload.findByID({ collection: 'patients', id: account.id, depth: 0 })).toMatchObject({ first_name: 'Re' })
  })
})
