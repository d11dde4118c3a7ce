import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPatient } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import type { SmsSender } from './sender.ts'
import { recordText, registerTextSender, sendQueuedTexts } from './texts.ts'

/**
 * ADR 100: a reply-waiting text is kept queued in the outbox, then sent by the job through the text
 * provider when one is configured; a failure stays failed for the next run; the site's own texts
 * (verification codes) are never sent late by it.
 */
let payload: Payload
const sent: { to: string; body: string }[] = []
let failing = false
const sender: SmsSender = {
  name: 'test',
  send: async (message) => {
    if (failing) throw new Error('provider down')
    sent.push({ to: message.to, body: message.body })
  },
}

beforeAll(async () => {
  payload = await getTestPayload()
})

// The worker's other files share this Payload: they get no provider.
afterAll(() => registerTextSender(payload, null))

const statusOf = async (id: number | string) => (await payload.findByID({ collection: 'outbox', id, overrideAccess: true, depth: 0 })).status

describe('send-queued-texts', () => {
  it('does nothing without a provider: the notice stays queued in the outbox', async () => {
    const patient = await createPatient(payload)
    const id = await recordText(payload, { to: '5125550101', body: 'A new message is waiting.', patient: patient.id })
    expect(await sendQueuedTexts({ payload })).toBe(0)
    expect(await statusOf(id)).toBe('queued')
  })

  it('sends queued notices through the provider once, keeps a failure for the next run, and leaves verification codes alone', async () => {
    const patient = await createPatient(payload)
    registerTextSender(payload, sender)
    const code = await payload.create({
      collection: 'outbox',
      data: { channel: 'sms', to: '5125550102', body: 'Your code is 1234', status: 'queued' },
      overrideAccess: true,
    })
    failing = true
    const notice = await recordText(payload, { to: '5125550103', body: 'A new message is waiting.', patient: patient.id })
    expect(await sendQueuedTexts({ payload })).toBe(0)
    expect(await statusOf(notice)).toBe('failed')
    failing = false
    expect(await sendQueuedTexts({ payload })).toBeGreaterThanOrEqual(1)
    expect(await statusOf(notice)).toBe('sent')
    expect(sent.filter((message) => message.to === '5125550103')).toEqual([{ to: '5125550103', body: 'A new message is waiting.' }])
    await sendQueuedTexts({ payload })
    expect(sent.filter((message) => message.to === '5125550103')).toHaveLength(1)
    expect(sent.some((message) => message.to === '5125550102')).toBe(false)
    expect(await statusOf(code.id)).toBe('queued')
  })
})
