import crypto from 'node:crypto'
import { contactChangedNotice, maskEmail, maskPhone, type ContactNotice, type RowId, type VerificationChannel } from '@telehealth/domain'
import { relationValue } from '@telehealth/cms/site'
import { cmsAsServer, cmsFor } from '~/cms.server.ts'
import { refusalOf } from '~/cms-refusal.server.ts'
import { env } from '~/env.server.ts'
import { smsSender } from '~/services/sms/index.server.ts'
import type { Where } from 'payload'

/** A code stays good for ten minutes, and five wrong tries spend it. */
export const CODE_TTL_MS = 10 * 60 * 1000
export const MAX_TRIES_PER_CODE = 5
/** A change of email or phone asked for stays pending (codes resent to the new one) this long. */
export const CHANGE_PENDING_MS = 60 * 60 * 1000

/** What a code proves: the account's own email or phone, or a new one asked for (ADR 022). */
export type CodePurpose = 'verify' | 'change' | 'password'

/**
 * The contact codes (verify, change) never match a set-password code and never spend one, and
 * the other way round (ADR 103): each flow finds only its own rows (an empty purpose is `verify`).
 */
const CONTACT_CODES: Where = { or: [{ purpose: { not_equals: 'password' } }, { purpose: { exists: false } }] }
const PASSWORD_CODES: Where = { purpose: { equals: 'password' } }

/** Codes are stored only as a keyed hash, so a database reader cannot use them. */
function hashCode(patientId: string, channel: VerificationChannel, code: string): string {
  return crypto.createHmac('sha256', env.sessionSecret).update(`${patientId}:${channel}:${code}`).digest('hex')
}

export interface CodeTarget {
  patientId: string
  channel: VerificationChannel
  /** Ten digits for phone, an address for email. */
  destination: string
  /** 'change': `destination` is a new email or phone, written to the account only when the code is entered. */
  purpose?: CodePurpose
}

/** Sends a message to a number (text) or an address (email). */
export async function sendContactMessage(channel: VerificationChannel, to: string, message: ContactNotice, patientId: string): Promise<void> {
  if (channel === 'phone') await smsSender.send({ to, body: message.text, patientId })
  else await (await cmsAsServer()).sendEmail({ to, subject: message.subject, text: message.text })
}

/** Earlier unused codes for the channel stop working (a new one is sent, or a change asked for). */
async function spendOpenCodes(patientId: string, channel: VerificationChannel, now: Date, kind: Where = CONTACT_CODES): Promise<void> {
  const cms = await cmsAsServer()
  await cms.update({
    collection: 'verification-codes',
    where: { and: [{ patient: { equals: patientId } }, { channel: { equals: channel } }, { consumedAt: { exists: false } }, kind] },
    data: { consumedAt: now.toISOString() },
    depth: 0,
    select: { consumedAt: true },
  })
}

async function storeCode(target: CodeTarget, codeHash: string, now: Date): Promise<void> {
  await (
    await cmsAsServer()
  ).create({
    collection: 'verification-codes',
    depth: 0,
    select: { consumedAt: true },
    data: {
      patient: relationValue(target.patientId),
      channel: target.channel,
      purpose: target.purpose ?? 'verify',
      destination: target.destination,
      codeHash,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      failedAttempts: 0,
    },
  })
}

/**
 * Sends a fresh 4-digit code; earlier unused codes for the same channel stop working. The code rows
 * are the server's own (nobody may create or change them through the API): the server's door.
 */
export async function sendVerificationCode(target: CodeTarget, now = new Date()): Promise<void> {
  const { patientId, channel, destination } = target
  const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0')
  await spendOpenCodes(patientId, channel, now)
  await storeCode(target, hashCode(patientId, channel, code), now)
  await sendContactMessage(
    channel,
    destination,
    { subject: 'Your verification code', text: `Your verification code is ${code}. It expires in 10 minutes.` },
    patientId,
  )
}

/**
 * Records a change asked for without sending its code yet (the verify page's machine sends it next,
 * through `send-code`): a `change` row for the new value whose code hash matches no code (a random
 * value nobody has). Earlier unused codes for the channel stop working.
 */
export async function holdPendingChange(target: Omit<CodeTarget, 'purpose'>, now = new Date()): Promise<void> {
  await spendOpenCodes(target.patientId, target.channel, now)
  await storeCode({ ...target, purpose: 'change' }, crypto.randomBytes(32).toString('hex'), now)
}

/**
 * The new email or phone a change asked for in the last hour is waiting for (its code is sent
 * there, not to the account's), or null. A change ends with its code entered, five wrong tries, or
 * a newer code for the account's own address.
 */
export async function pendingChangeDestination(patientId: string, channel: VerificationChannel, now = new Date()): Promise<string | null> {
  const cms = await cmsAsServer()
  const found = await cms.find({
    collection: 'verification-codes',
    where: { and: [{ patient: { equals: patientId } }, { channel: { equals: channel } }, { consumedAt: { exists: false } }, CONTACT_CODES] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { purpose: true, destination: true, createdAt: true },
  })
  const newest = found.docs[0]
  if (!newest || newest.purpose !== 'change') return null
  return now.getTime() - Date.parse(newest.createdAt) < CHANGE_PENDING_MS ? newest.destination : null
}

/**
 * A right code for a change: the new email or phone is written to the account, verified (the code
 * reached it), as the patient's change made by the server for them (`cmsFor`: the audit log records
 * the contact change with the patient as actor; the patients collection voids links sent to an old
 * email). The old address or number is told, with the new one masked. False when the account can
 * no longer take the value (an email another account took meanwhile).
 */
async function applyContactChange(patientId: string, channel: VerificationChannel, destination: string, now: Date): Promise<boolean> {
  // Access off: the right code, not a session, is what this acts on; the change and its notices are the server's.
  const forPatient = await cmsFor({ id: patientId })
  const patient = await forPatient.findByID({
    collection: 'patients',
    id: patientId,
    depth: 0,
    disableErrors: true,
    select: { email: true, phone: true, first_name: true },
  })
  if (!patient) return false
  const old = channel === 'phone' ? patient.phone : patient.email
  try {
    await forPatient.update({
      collection: 'patients',
      id: patientId,
      depth: 0,
      data: channel === 'phone' ? { phone: destination, phoneVerifiedAt: now.toISOString() } : { email: destination, emailVerifiedAt: now.toISOString() },
    })
  } catch (error) {
    if (refusalOf(error)) return false
    throw error
  }
  if (old && old !== destination) {
    const masked = channel === 'phone' ? maskPhone(destination) : maskEmail(destination)
    await sendContactMessage(channel, old, contactChangedNotice(channel, masked, patient.first_name), patientId)
  }
  return true
}

/** A wrong code counts against its row; the last allowed wrong one spends the code. Answers false (the check failed). */
async function spendWrongTry(current: { id: RowId | string; failedAttempts?: number | null }, now: Date): Promise<false> {
  const failedAttempts = (current.failedAttempts ?? 0) + 1
  await (
    await cmsAsServer()
  ).update({
    collection: 'verification-codes',
    id: current.id,
    depth: 0,
    select: { failedAttempts: true },
    data: { failedAttempts, ...(failedAttempts >= MAX_TRIES_PER_CODE ? { consumedAt: now.toISOString() } : {}) },
  })
  return false
}

/**
 * Checks a code; a right one is spent and marks the phone or email as verified, or, for a change,
 * makes the new one the account's (applyContactChange). The code rows are the server's own; the
 * verified flag is the server's decision for the patient (a field nobody may write through the
 * API), so it goes through `cmsFor`: the audit log names the patient.
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
        CONTACT_CODES,
      ],
    },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const current = found.docs[0]
  if (!current) return false
  const expected = Buffer.from(current.codeHash, 'hex')
  const given = Buffer.from(hashCode(patientId, channel, code), 'hex')
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    await cms.update({ collection: 'verification-codes', id: current.id, depth: 0, select: { consumedAt: true }, data: { consumedAt: now.toISOString() } })
    if (current.purpose === 'change') return applyContactChange(patientId, channel, current.destination, now)
    // Access off: a verified flag is the server's to set, once the right code came back.
    await (
      await cmsFor({ id: patientId })
    ).update({
      collection: 'patients',
      id: patientId,
      depth: 0,
      data: channel === 'phone' ? { phoneVerifiedAt: now.toISOString() } : { emailVerifiedAt: now.toISOString() },
    })
    return true
  }
  return spendWrongTry(current, now)
}

/** A set-password code's keyed hash: its own input, so no contact code's hash can match it. */
function hashPasswordCode(patientId: string, code: string): string {
  return crypto.createHmac('sha256', env.sessionSecret).update(`${patientId}:password:${code}`).digest('hex')
}

/**
 * Sends a fresh 6-digit set-password code to the account's email (ADR 103), for a patient who never
 * set a password; earlier unused set-password codes stop working. Same lifetime and tries as the
 * contact codes (ten minutes, five wrong tries); the code rows are the server's own.
 */
export async function sendPasswordCode(patientId: string, email: string, now = new Date()): Promise<void> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  await spendOpenCodes(patientId, 'email', now, PASSWORD_CODES)
  await storeCode({ patientId, channel: 'email', destination: email, purpose: 'password' }, hashPasswordCode(patientId, code), now)
  await sendContactMessage(
    'email',
    email,
    {
      subject: 'Your code to set a password',
      text: `Your code to set a password is ${code}. It expires in 10 minutes. If you did not ask for it, you can ignore this email: nothing changes without the code.`,
    },
    patientId,
  )
}

async function openPasswordCode(patientId: string, now: Date) {
  const found = await (
    await cmsAsServer()
  ).find({
    collection: 'verification-codes',
    where: {
      and: [
        { patient: { equals: patientId } },
        { channel: { equals: 'email' } },
        { consumedAt: { exists: false } },
        { expiresAt: { greater_than: now.toISOString() } },
        PASSWORD_CODES,
      ],
    },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return found.docs[0] ?? null
}

/** Whether a set-password code is waiting to be entered (the profile then shows the code step). */
export async function hasOpenPasswordCode(patientId: string, now = new Date()): Promise<boolean> {
  return (await openPasswordCode(patientId, now)) !== null
}

/**
 * Checks a set-password code: a right one is spent (true); a wrong one counts a try, and the fifth
 * spends the code. Proves only that the patient reads the account's email now: the caller sets the password.
 */
export async function checkPasswordCode(patientId: string, code: string, now = new Date()): Promise<boolean> {
  const current = await openPasswordCode(patientId, now)
  if (!current) return false
  const cms = await cmsAsServer()
  const expected = Buffer.from(current.codeHash, 'hex')
  const given = Buffer.from(hashPasswordCode(patientId, code), 'hex')
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    await cms.update({ collection: 'verification-codes', id: current.id, depth: 0, select: { consumedAt: true }, data: { consumedAt: now.toISOString() } })
    return true
  }
  return spendWrongTry(current, now)
}
