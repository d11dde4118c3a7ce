import type { RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../testing/test-payload.ts'
import { newAccountToken, tokenHash } from '../auth/tokens.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

let serial = 0
async function patientWithSessions(count: number) {
  serial += 1
  const patient = await payload.create({
    collection: 'patients',
    data: { email: `sessions-${serial}@example.com`, password: 'a-long-first-password', first_name: 'Pa', last_name: 'Ss' },
  })
  const now = new Date().toISOString()
  for (let index = 0; index < count; index += 1) {
    await payload.create({
      collection: 'patient-sessions',
      overrideAccess: true,
      data: { patient: patient.id, tokenHash: tokenHash(newAccountToken()), startedAt: now, lastSeenAt: now },
    })
  }
  return patient
}

async function endedReasons(patientId: RowId) {
  const rows = await payload.find({ collection: 'patient-sessions', where: { patient: { equals: patientId } }, depth: 0 })
  return rows.docs.map((row) => row.endedReason ?? null)
}

describe('patient sessions', () => {
  it("a password set by any path ends every session of the patient, and no other patient's", async () => {
    const patient = await patientWithSessions(2)
    const bystander = await patientWithSessions(1)
    await payload.update({ collection: 'patients', id: patient.id, data: { password: 'a-brand-new-password' }, overrideAccess: true })
    expect(await endedReasons(patient.id)).toEqual(['password_change', 'password_change'])
    expect(await endedReasons(bystander.id)).toEqual([null])
  })

  it('another change of the account ends no session', async () => {
    const patient = await patientWithSessions(1)
    await payload.update({ collection: 'patients', id: patient.id, data: { first_name: 'Renamed' }, overrideAccess: true })
    expect(await endedReasons(patient.id)).toEqual([null])
  })

  it('keeps the id of the cookie hidden from every read', async () => {
    const patient = await patientWithSessions(1)
    const [row] = (await payload.find({ collection: 'patient-sessions', where: { patient: { equals: patient.id } }, depth: 0 })).docs
    expect(row).toBeDefined()
    expect(row && 'tokenHash' in row ? row.tokenHash : undefined).toBeUndefined()
  })
})

describe('a new email voids the links sent to the old one', () => {
  it('clears the reset and unlock tokens when the email changes, not otherwise', async () => {
    const patient = await patientWithSessions(0)
    const tokens = {
      resetPasswordToken: tokenHash('r'),
      resetPasswordExpiration: new Date(Date.now() + 60_000).toISOString(),
      unlockTokenHash: tokenHash('u'),
      unlockTokenExpiration: new Date(Date.now() + 60_000).toISOString(),
    }
    await payload.update({ collection: 'patients', id: patient.id, data: tokens, overrideAccess: true })
    await payload.update({ collection: 'patients', id: patient.id, data: { phone: '5125550100', email: patient.email.toUpperCase() }, overrideAccess: true })
    const kept = await payload.findByID({ collection: 'patients', id: patient.id, depth: 0, showHiddenFields: true })
    expect(kept.resetPasswordToken).toBe(tokens.resetPasswordToken)
    expect(kept.unlockTokenHash).toBe(tokens.unlockTokenHash)
    await payload.update({ collection: 'patients', id: patient.id, data: { email: `moved-${serial}@example.com` }, overrideAccess: true })
    const voided = await payload.findByID({ collection: 'patients', id: patient.id, depth: 0, showHiddenFields: true })
    expect(voided.resetPasswordToken ?? null).toBeNull()
    expect(voided.resetPasswordExpiration ?? null).toBeNull()
    expect(voided.unlockTokenHash ?? null).toBeNull()
  })
})
