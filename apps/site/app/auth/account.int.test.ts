import type { RowId } from '@telehealth/domain'
import { insertPasswordlessPatient, tokenHash } from '@telehealth/cms/site'
import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountLockRemainingMs, LOCK_AFTER_FAILURES, lockAfterFailures } from './account-lock.server.ts'
import { isResetTokenUsable, requestPasswordReset, resetPassword, signIn } from './account.server.ts'
import { readPatientId, startPatientSession } from './patient-session.server.ts'

let payload: Payload
const password = 'a-long-first-password'

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(email: string) {
  return payload.create({ collection: 'patients', data: { email, password, first_name: 'Ana', last_name: 'Lee' } })
}

async function outboxFor(email: string) {
  return (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, sort: '-createdAt' })).docs
}

async function storedToken(patientId: RowId) {
  const raw = (await payload.findByID({ collection: 'patients', id: patientId, depth: 0, showHiddenFields: true })) as { resetPasswordToken?: string | null }
  return raw.resetPasswordToken ?? null
}

function linkToken(body: string | undefined): string {
  return /password-reset\/([A-Za-z0-9_-]+)/.exec(body ?? '')?.[1] ?? ''
}

/** A browser holding the session cookie `setCookie` gave it. */
function browserWith(setCookie: string): Request {
  return new Request('https://care.example.com/home', { headers: { Cookie: setCookie.split(';')[0] ?? '' } })
}

describe('sign in', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const patient = await newPatient('signin@example.com')
    await expect(signIn('signin@example.com', password)).resolves.toEqual({ status: 'ok', patientId: String(patient.id) })
    await expect(signIn('signin@example.com', 'not-the-password')).resolves.toEqual({ status: 'wrong' })
    await expect(signIn('nobody@example.com', password)).resolves.toEqual({ status: 'wrong' })
  })

  it("no longer locks the account after ten failures (Payload's lockout is off: anyone could trigger it)", async () => {
    await newPatient('not-locked@example.com')
    for (let attempt = 0; attempt < 12; attempt += 1) await expect(signIn('not-locked@example.com', 'wrong-password-123')).resolves.toEqual({ status: 'wrong' })
    await expect(signIn('not-locked@example.com', password)).resolves.toMatchObject({ status: 'ok' })
  })
})

describe('password reset', () => {
  it('emails a link only to an existing account, and stores only the SHA-256 of its token', async () => {
    const patient = await newPatient('reset@example.com')
    await requestPasswordReset('reset@example.com')
    await requestPasswordReset('ghost@example.com')
    const [email] = await outboxFor('reset@example.com')
    expect(email?.body).toMatch(/https:\/\/care\.example\.com\/password-reset\/[0-9a-f]{64}/)
    const token = linkToken(email?.body)
    expect(await storedToken(patient.id)).toBe(tokenHash(token))
    expect(await storedToken(patient.id)).not.toContain(token)
    expect(await outboxFor('ghost@example.com')).toHaveLength(0)
    // Payload's own reset matches the stored value by equality: the emailed token is not it.
    await expect(payload.resetPassword({ collection: 'patients', data: { token, password: 'a-brand-new-password' }, overrideAccess: true })).rejects.toThrow()
  })

  it('changes the password once; the link cannot be used twice; the email counts as verified', async () => {
    const patient = await newPatient('once@example.com')
    await requestPasswordReset('once@example.com')
    const token = linkToken((await outboxFor('once@example.com'))[0]?.body)
    expect(await isResetTokenUsable(token)).toBe(true)
    expect(await resetPassword(token, 'a-brand-new-password')).toBe(true)
    expect(await isResetTokenUsable(token)).toBe(false)
    expect(await resetPassword(token, 'another-new-password')).toBe(false)
    await expect(signIn('once@example.com', 'a-brand-new-password')).resolves.toMatchObject({ status: 'ok' })
    await expect(signIn('once@example.com', password)).resolves.toEqual({ status: 'wrong' })
    const after = await payload.findByID({ collection: 'patients', id: patient.id, depth: 0 })
    expect(after.emailVerifiedAt).toBeTruthy()
    expect(await storedToken(patient.id)).toBeNull()
  })

  it('refuses a made-up token, an expired one, and the stored hash itself', async () => {
    const patient = await newPatient('expired@example.com')
    await requestPasswordReset('expired@example.com')
    const token = linkToken((await outboxFor('expired@example.com'))[0]?.body)
    expect(await isResetTokenUsable(tokenHash(token))).toBe(false)
    await payload.update({ collection: 'patients', id: patient.id, data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() } })
    expect(await isResetTokenUsable(token)).toBe(false)
    expect(await resetPassword(token, 'a-brand-new-password')).toBe(false)
    expect(await isResetTokenUsable('made-up-token-value')).toBe(false)
    expect(await isResetTokenUsable('../../etc')).toBe(false)
  })

  it('ends every session of the patient, in every browser', async () => {
    const patient = await newPatient('sessions@example.com')
    const phone = browserWith(await startPatientSession(new Request('https://care.example.com/login'), patient.id))
    const laptop = browserWith(await startPatientSession(new Request('https://care.example.com/login'), patient.id))
    expect(await readPatientId(phone)).toBe(String(patient.id))
    expect(await readPatientId(laptop)).toBe(String(patient.id))
    await requestPasswordReset('sessions@example.com')
    expect(await resetPassword(linkToken((await outboxFor('sessions@example.com'))[0]?.body), 'a-brand-new-password')).toBe(true)
    expect(await readPatientId(phone)).toBeNull()
    expect(await readPatientId(laptop)).toBeNull()
    const rows = await payload.find({ collection: 'patient-sessions', where: { patient: { equals: patient.id } }, depth: 0 })
    expect(rows.docs.map((row) => row.endedReason)).toEqual(['password_change', 'password_change'])
  })

  it("sets the password of an intake's passwordless account from its welcome link, confirming the email and signing out whoever registered it", async () => {
    const { id, setPasswordToken } = await insertPasswordlessPatient({ email: 'welcome@example.com', first_name: 'We', last_name: 'Lcome' })
    // Whoever submitted the intake with this address was signed in by it.
    const registrant = browserWith(await startPatientSession(new Request('https://care.example.com/'), id))
    expect(await readPatientId(registrant)).toBe(String(id))
    expect(await resetPassword(setPasswordToken, 'the owners own passphrase')).toBe(true)
    expect(await readPatientId(registrant)).toBeNull()
    expect((await payload.findByID({ collection: 'patients', id, depth: 0 })).emailVerifiedAt).toBeTruthy()
    await expect(signIn('welcome@example.com', 'the owners own passphrase')).resolves.toEqual({ status: 'ok', patientId: String(id) })
  })

  it('lifts the account lock', async () => {
    await newPatient('locked-reset@example.com')
    await lockAfterFailures('locked-reset@example.com', LOCK_AFTER_FAILURES)
    expect(await accountLockRemainingMs('locked-reset@example.com')).toBeGreaterThan(0)
    await requestPasswordReset('locked-reset@example.com')
    const reset = (await outboxFor('locked-reset@example.com')).find((message) => message.subject === 'Reset your password')
    expect(await resetPassword(linkToken(reset?.body), 'a-brand-new-password')).toBe(true)
    expect(await accountLockRemainingMs('locked-reset@example.com')).toBe(0)
  })
})

describe('account events in the audit log', () => {
  async function actions(patientId: RowId) {
    const found = await payload.find({ collection: 'audit-log', where: { actorId: { equals: String(patientId) } }, sort: 'at', limit: 100 })
    return found.docs.map((entry) => entry.action)
  }

  it('records a sign-in, failed sign-ins and a password change', async () => {
    const patient = await newPatient('audited@example.com')
    await signIn('audited@example.com', password)
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn('audited@example.com', 'wrong-password-123')
    const events = await actions(patient.id)
    expect(events[0]).toBe('login')
    expect(events.filter((action) => action === 'login_failed')).toHaveLength(3)

    await requestPasswordReset('audited@example.com')
    await expect(resetPassword(linkToken((await outboxFor('audited@example.com'))[0]?.body), 'a-brand-new-passphrase')).resolves.toBe(true)
    expect(await actions(patient.id)).toContain('password_change')
  })

  it('records nothing for an email with no account', async () => {
    const before = await payload.count({ collection: 'audit-log' })
    await signIn('no-account@example.com', password)
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(before.totalDocs)
  })
})
