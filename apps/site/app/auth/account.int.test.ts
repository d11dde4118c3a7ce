import { getTestPayload } from '@telehealth/cms/testing/test-payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { isResetTokenUsable, requestPasswordReset, resetPassword, signIn } from './account.server.ts'

let payload: Payload
const password = 'a-long-first-password'

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(email: string) {
  return payload.create({ collection: 'patients', data: { email, password, first_name: 'Ana', last_name: 'Lee' } })
}

async function outboxFor(email: string) {
  return (await payload.find({ collection: 'outbox', where: { to: { equals: email } } })).docs
}

describe('sign in', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const patient = await newPatient('signin@example.com')
    await expect(signIn('signin@example.com', password)).resolves.toEqual({ status: 'ok', patientId: String(patient.id) })
    await expect(signIn('signin@example.com', 'not-the-password')).resolves.toEqual({ status: 'wrong' })
    await expect(signIn('nobody@example.com', password)).resolves.toEqual({ status: 'wrong' })
  })

  it('locks the account after ten failures, even for the right password', async () => {
    await newPatient('locked@example.com')
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn('locked@example.com', 'wrong-password-123')
    await expect(signIn('locked@example.com', password)).resolves.toEqual({ status: 'locked' })
  })
})

describe('password reset', () => {
  it('emails a link only to an existing account', async () => {
    await newPatient('reset@example.com')
    await requestPasswordReset('reset@example.com', 'https://care.example.com')
    await requestPasswordReset('ghost@example.com', 'https://care.example.com')
    const [email] = await outboxFor('reset@example.com')
    expect(email?.body).toMatch(/https:\/\/care\.example\.com\/password-reset\/[A-Za-z0-9]+/)
    expect(await outboxFor('ghost@example.com')).toHaveLength(0)
  })

  it('changes the password once; the link cannot be used twice', async () => {
    await newPatient('once@example.com')
    await requestPasswordReset('once@example.com', 'https://care.example.com')
    const [email] = await outboxFor('once@example.com')
    const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(email?.body ?? '')?.[1] ?? ''
    expect(await isResetTokenUsable(token)).toBe(true)
    expect(await resetPassword(token, 'a-brand-new-password')).toBe(true)
    expect(await isResetTokenUsable(token)).toBe(false)
    expect(await resetPassword(token, 'another-new-password')).toBe(false)
    await expect(signIn('once@example.com', 'a-brand-new-password')).resolves.toMatchObject({ status: 'ok' })
  })

  it('refuses a made-up token', async () => {
    expect(await isResetTokenUsable('made-up-token-value')).toBe(false)
    expect(await isResetTokenUsable('../../etc')).toBe(false)
  })
})

describe('account events in the audit log', () => {
  async function actions(patientId: number | string) {
    const found = await payload.find({ collection: 'audit-log', where: { actorId: { equals: String(patientId) } }, sort: 'at', limit: 100 })
    return found.docs.map((entry) => entry.action)
  }

  it('records a sign-in, failed sign-ins, the lockout once, and a password change', async () => {
    const patient = await newPatient('audited@example.com')
    await signIn('audited@example.com', password)
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn('audited@example.com', 'wrong-password-123')
    const events = await actions(patient.id)
    expect(events[0]).toBe('login')
    expect(events.filter((action) => action === 'login_failed')).toHaveLength(9)
    expect(events.filter((action) => action === 'lockout')).toHaveLength(1)
    // Attempts while locked (right password or not) are refused and recorded as failed, not as new lockouts.
    await expect(signIn('audited@example.com', 'wrong-password-123')).resolves.toEqual({ status: 'locked' })
    await expect(signIn('audited@example.com', password)).resolves.toEqual({ status: 'locked' })
    const afterLock = await actions(patient.id)
    expect(afterLock.filter((action) => action === 'lockout')).toHaveLength(1)
    expect(afterLock.filter((action) => action === 'login_failed')).toHaveLength(11)

    const token = await payload.forgotPassword({ collection: 'patients', data: { email: 'audited@example.com' }, disableEmail: true })
    await expect(resetPassword(token, 'a-brand-new-passphrase')).resolves.toBe(true)
    expect(await actions(patient.id)).toContain('password_change')
  })

  it('records nothing for an email with no account', async () => {
    const before = await payload.count({ collection: 'audit-log' })
    await signIn('no-account@example.com', password)
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(before.totalDocs)
  })
})
