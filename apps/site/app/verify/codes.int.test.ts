import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkVerificationCode, MAX_TRIES_PER_CODE, sendVerificationCode } from './codes.server.ts'

let payload: Payload
let patientId = ''

beforeAll(async () => {
  payload = await getTestPayload()
  const patient = await payload.create({
    collection: 'patients',
    data: { email: 'codes@example.com', password: 'a-long-test-password', first_name: 'C', last_name: 'D', phone: '5125550142' },
  })
  patientId = String(patient.id)
})

async function lastText(): Promise<string> {
  const sms = await payload.find({ collection: 'outbox', where: { channel: { equals: 'sms' } }, sort: '-createdAt', limit: 1 })
  return /\b(\d{4})\b/.exec(sms.docs[0]?.body ?? '')?.[1] ?? ''
}

describe('verification codes', () => {
  it('texts a 4-digit code, stores only its hash, and accepts it once', async () => {
    await sendVerificationCode({ patientId, channel: 'phone', destination: '5125550142' })
    const code = await lastText()
    expect(code).toMatch(/^\d{4}$/)
    const stored = await payload.find({ collection: 'verification-codes', where: { patient: { equals: patientId } } })
    expect(JSON.stringify(stored.docs)).not.toContain(`"${code}"`)
    expect(await checkVerificationCode(patientId, 'phone', code)).toBe(true)
    expect(await checkVerificationCode(patientId, 'phone', code)).toBe(false)
    const patient = await payload.findByID({ collection: 'patients', id: patientId })
    expect(patient.phoneVerifiedAt).toBeTruthy()
  })

  it('a newer code replaces the older one', async () => {
    await sendVerificationCode({ patientId, channel: 'phone', destination: '5125550142' })
    const first = await lastText()
    await sendVerificationCode({ patientId, channel: 'phone', destination: '5125550142' })
    const second = await lastText()
    if (first !== second) expect(await checkVerificationCode(patientId, 'phone', first)).toBe(false)
    expect(await checkVerificationCode(patientId, 'phone', second)).toBe(true)
  })

  it('an expired code is refused', async () => {
    const sentAt = new Date('2026-01-01T00:00:00Z')
    await sendVerificationCode({ patientId, channel: 'email', destination: 'codes@example.com' }, sentAt)
    const mail = await payload.find({ collection: 'outbox', where: { subject: { equals: 'Your verification code' } }, sort: '-createdAt', limit: 1 })
    const code = /\b(\d{4})\b/.exec(mail.docs[0]?.body ?? '')?.[1] ?? ''
    expect(await checkVerificationCode(patientId, 'email', code, new Date('2026-01-01T00:11:00Z'))).toBe(false)
  })

  it(`stops accepting a code after ${MAX_TRIES_PER_CODE} wrong tries`, async () => {
    await sendVerificationCode({ patientId, channel: 'phone', destination: '5125550142' })
    const code = await lastText()
    const wrong = code === '0000' ? '1111' : '0000'
    for (let i = 0; i < MAX_TRIES_PER_CODE; i += 1) expect(await checkVerificationCode(patientId, 'phone', wrong)).toBe(false)
    expect(await checkVerificationCode(patientId, 'phone', code)).toBe(false)
  })
})
