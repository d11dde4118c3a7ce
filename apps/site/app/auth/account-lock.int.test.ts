import type { RowId } from '@telehealth/domain'
import { tokenHash } from '@telehealth/cms/site'
import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountLockRemainingMs, isUnlockTokenUsable, LOCK_AFTER_FAILURES, LOCK_MS, lockAfterFailures, unlockWithToken } from './account-lock.server.ts'
import { recordLoginFailure } from './rate-limit.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(email: string) {
  return payload.create({ collection: 'patients', data: { email, password: 'a-long-test-password', first_name: 'Lo', last_name: 'Ck' } })
}

async function outboxFor(email: string) {
  return (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, sort: '-createdAt' })).docs
}

async function lockouts(patientId: RowId) {
  return (await payload.count({ collection: 'audit-log', where: { and: [{ actorId: { equals: String(patientId) } }, { action: { equals: 'lockout' } }] } }))
    .totalDocs
}

const unlockTokenIn = (body: string | undefined) => /\/login\?unlock=([0-9a-f]{64})/.exec(body ?? '')?.[1] ?? ''

describe('the account lock after many failures across addresses', () => {
  it('locks on the hundredth failure of the hour from any mix of addresses, once: one email with an unlock link, one lockout', async () => {
    const patient = await newPatient('spread-lock@example.com')
    const start = new Date()
    let locked = 0
    for (let attempt = 1; attempt <= LOCK_AFTER_FAILURES + 2; attempt += 1) {
      const count = await recordLoginFailure('spread-lock@example.com', `198.51.${Math.floor(attempt / 250)}.${attempt % 250}`, start)
      if (await lockAfterFailures('spread-lock@example.com', count, start)) locked += 1
      if (attempt === LOCK_AFTER_FAILURES - 1) expect(await accountLockRemainingMs('spread-lock@example.com', start)).toBe(0)
    }
    expect(locked).toBe(1)
    expect(await accountLockRemainingMs('spread-lock@example.com', start)).toBe(LOCK_MS)
    expect(await lockouts(patient.id)).toBe(1)
    const emails = await outboxFor('spread-lock@example.com')
    expect(emails).toHaveLength(1)
    expect(emails[0]?.subject).toBe('Sign-in to your account is paused')
    const token = unlockTokenIn(emails[0]?.body)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    const raw = (await payload.findByID({ collection: 'patients', id: patient.id, depth: 0, showHiddenFields: true })) as { unlockTokenHash?: string | null }
    expect(raw.unlockTokenHash).toBe(tokenHash(token))

    // The link lifts the lock, once; the failures are forgotten (the next one does not lock again).
    expect(await isUnlockTokenUsable(token)).toBe(true)
    expect(await unlockWithToken(token)).toBe(true)
    expect(await accountLockRemainingMs('spread-lock@example.com')).toBe(0)
    expect(await unlockWithToken(token)).toBe(false)
    expect(await lockAfterFailures('spread-lock@example.com', await recordLoginFailure('spread-lock@example.com', '198.51.100.1'))).toBe(false)
  })

  it('ends by itself after the lock time', async () => {
    await newPatient('timed-lock@example.com')
    const start = new Date()
    expect(await lockAfterFailures('timed-lock@example.com', LOCK_AFTER_FAILURES, start)).toBe(true)
    expect(await accountLockRemainingMs('timed-lock@example.com', new Date(start.getTime() + LOCK_MS - 1000))).toBe(1000)
    expect(await accountLockRemainingMs('timed-lock@example.com', new Date(start.getTime() + LOCK_MS))).toBe(0)
  })

  it('locks an email that has no account the same way (the answer tells nothing), emailing nobody', async () => {
    expect(await lockAfterFailures('nobody-here@example.com', LOCK_AFTER_FAILURES)).toBe(true)
    expect(await accountLockRemainingMs('Nobody-Here@example.com')).toBeGreaterThan(0)
    expect(await outboxFor('nobody-here@example.com')).toHaveLength(0)
  })

  it('refuses a made-up or malformed unlock token', async () => {
    expect(await unlockWithToken('0'.repeat(64))).toBe(false)
    expect(await unlockWithToken('../../etc')).toBe(false)
  })
})
