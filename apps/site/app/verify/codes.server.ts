import crypto from 'node:crypto'
import type { VerificationChannel } from '@telehealth/domain'
import { cmsAsServer, cmsFor } from '~/cms.server.ts'
import { env } from '~/env.server.ts'
import { smsSender } from '~/services/sms/index.server.ts'

/** A code stays good for ten minutes, and five wrong tries spend it. */
export const CODE_TTL_MS = 10 * 60 * 1000
export const MAX_TRIES_PER_CODE = 5

/** Codes are stored only as a keyed hash, so a database reader cannot use them. */
function hashCode(patientId: string, channel: VerificationChannel, code: string): string {
  return crypto.createHmac('sha256', env.sessionSecret).update(`${patientId}:${channel}:${code}`).digest('hex')
}

export interface CodeTarget {
  patientId: string
  channel: VerificationChannel
  /** Ten digits for phone, an address for email. */
  destination: string
}

/**
 * Sends a fresh 4-digit code; earlier unused codes for the same channel stop working. The code rows
 * are the server's own (nobody may create or change them through the API): the server's door.
 */
export async function sendVerificationCode({ patientId, channel, destination }: CodeTarget, now = new Date()): Promise<void> {
  const cms = await cmsAsServer()
  const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0')
  await cms.update({
    collection: 'verification-codes',
    where: { and: [{ patient: { equals: patientId } }, { channel: { equals: channel } }, { consumedAt: { exists: false } }] },
    data: { consumedAt: now.toISOString() },
    depth: 0,
    select: { consumedAt: true },
  })
  await cms.create({
    collection: 'verification-codes',
    depth: 0,
    select: { consumedAt: true },
    data: {
      patient: Number(patientId),
      channel,
      destination,
      codeHash: hashCode(patientId, channel, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      failedAttempts: 0,
    },
  })
  const text = `Your verification code is ${code}. It expires in 10 minutes.`
  if (channel === 'phone') await smsSender.send({ to: destination, body: text, patientId })
  else await cms.sendEmail({ to: destination, subject: 'Your verification code', text })
}

/**
 * Checks a code; a right one is spent and marks the phone or email as verified. The code rows are
 * the server's own; the verified flag is the server's decision for the patient (a field nobody may
 * write through the API), so it goes through `cmsFor`: the audit log names the patient.
 */
export async function checkVerificationCode(patientId: string, channel: VerificationChannel, code: string, now = new Date()): Promise<boolean> {
  const cms = await cmsAsServer()
  const found = await cms.find({
    collection: 'verification-codes',
    where: {
      and: [
        { patient: { equals: patientId } },
        { channel: { equals: channel } },
        { consumedAt: { exists: false } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  const current = found.docs[0]
  if (!current) return false
  const expected = Buffer.from(current.codeHash, 'hex')
  const given = Buffer.from(hashCode(patientId, channel, code), 'hex')
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    await cms.update({ collection: 'verification-codes', id: current.id, depth: 0, select: { consumedAt: true }, data: { consumedAt: now.toISOString() } })
    await (await cmsFor({ id: patientId })).update({
      collection: 'patients',
      id: patientId,
      depth: 0,
      data: channel === 'phone' ? { phoneVerifiedAt: now.toISOString() } : { emailVerifiedAt: now.toISOString() },
    })
    return true
  }
  const failedAttempts = (current.failedAttempts ?? 0) + 1
  await cms.update({
    collection: 'verification-codes',
    id: current.id,
    depth: 0,
    select: { failedAttempts: true },
    data: { failedAttempts, ...(failedAttempts >= MAX_TRIES_PER_CODE ? { consumedAt: now.toISOString() } : {}) },
  })
  return false
}
