import crypto from 'node:crypto'
import { ValidationError, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import type { Patient } from '../payload-types.ts'
import { insertRow } from '../server-writes.ts'

export type PasswordlessPatientData = Omit<RequiredDataFromCollectionSlug<'patients'>, 'password'>

/**
 * Creates a patient account that has no password yet: the intake makes the account, and the
 * patient sets a password from the welcome email.
 *
 * Payload's `create` always hashes a password (PBKDF2-SHA256, 600,000 rounds: about 150 ms of a
 * core). Hashing a random throw-away secret at every intake bought nothing and capped intake
 * submits at about 13 a second on two cores (bench, issue #9; ADR 014). This writes the row
 * through the collection's database adapter with no hash and no salt, which Payload's local
 * strategy treats as "no password": no password signs in until a reset sets one.
 *
 * The account comes with a set-password token, stored where Payload's forgot-password would put
 * it (same format and lifetime), so the welcome email needs no second write; `resetPassword`
 * accepts it like any reset token, once.
 *
 * The caller has validated the data (the intake's domain schemas); the email must be new.
 */
export async function createPasswordlessPatient(payload: Payload, data: PasswordlessPatientData): Promise<{ patient: Patient; setPasswordToken: string }> {
  const existing = await payload.count({ collection: 'patients', where: { email: { equals: data.email.trim().toLowerCase() } } })
  if (existing.totalDocs > 0) {
    throw new ValidationError({ collection: 'patients', errors: [{ message: 'A patient with this email already exists.', path: 'email' }] })
  }
  const { id, setPasswordToken } = await insertPasswordlessPatient(payload, data)
  const patient = (await payload.findByID({ collection: 'patients', id, depth: 0 })) as Patient
  return { patient, setPasswordToken }
}

/**
 * The write itself, for a caller that has just looked the email up (the intake): no second lookup
 * and no read-back (`insertRow`). The unique index on email still refuses a patient created in between.
 */
export async function insertPasswordlessPatient(payload: Payload, data: PasswordlessPatientData): Promise<{ id: Patient['id']; setPasswordToken: string }> {
  const email = data.email.trim().toLowerCase()
  const now = new Date()
  const setPasswordToken = crypto.randomBytes(20).toString('hex')
  const id = await insertRow(payload, 'patients', {
    ...data,
    email,
    loginAttempts: 0,
    resetPasswordToken: setPasswordToken,
    resetPasswordExpiration: new Date(now.getTime() + resetLifetimeMs(payload)).toISOString(),
  }, now)
  return { id, setPasswordToken }
}

/** The reset-link lifetime the patients collection configures (Payload's default is one hour). */
function resetLifetimeMs(payload: Payload): number {
  const forgot = payload.collections.patients.config.auth.forgotPassword
  return typeof forgot?.expiration === 'number' ? forgot.expiration : 60 * 60 * 1000
}
