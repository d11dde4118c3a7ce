import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { tokenHash } from './tokens.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { insertPasswordlessPatient, type PasswordlessPatientData } from './passwordless-patient.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const email = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`

/** The account as stored, hidden auth fields included, read through the Local API. */
async function stored(where: Where): Promise<Record<string, unknown>> {
  const found = await payload.find({ collection: 'patients', where, limit: 1, depth: 0, showHiddenFields: true })
  expect(found.docs).toHaveLength(1)
  return found.docs[0] as unknown as Record<string, unknown>
}

/** Creates the account and reads it back as the collection returns it. */
async function created(data: PasswordlessPatientData) {
  const { id } = await insertPasswordlessPatient(data)
  return payload.findByID({ collection: 'patients', id, depth: 0 })
}

describe('a patient account made without a password', () => {
  it('is stored with the given fields, the defaults and no hash', async () => {
    const address = email('Intake')
    const patient = await created({ email: address, first_name: 'Ana', last_name: 'Lee', state: 'TX', weight: 210 })
    expect(patient).toMatchObject({ email: address.toLowerCase(), first_name: 'Ana', state: 'TX', weight: 210, text_updates: false, agreed_to_email: false })
    expect(patient.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const raw = await stored({ id: { equals: patient.id } })
    expect(raw.hash ?? null).toBeNull()
    expect(raw.salt ?? null).toBeNull()
    // The same read shows the hash of an account that has a password (so the check above can fail).
    const withPassword = await payload.create({
      collection: 'patients',
      data: { email: email('hashed'), password: 'a-long-test-password', first_name: 'Ha', last_name: 'Sh' },
    })
    expect((await stored({ id: { equals: withPassword.id } })).hash).toEqual(expect.any(String))
  })

  it('cannot be signed into until a password is set', async () => {
    const address = email('nopass')
    await insertPasswordlessPatient({ email: address, first_name: 'Bo', last_name: 'Kim' })
    await expect(payload.login({ collection: 'patients', data: { email: address, password: '' } })).rejects.toThrow()
    await expect(payload.login({ collection: 'patients', data: { email: address, password: 'undefined' } })).rejects.toThrow()
  })

  it("stores only the SHA-256 of its set-password token, which Payload's own reset (token equality) does not take", async () => {
    const address = email('reset')
    const { setPasswordToken } = await insertPasswordlessPatient({ email: address, first_name: 'Bo', last_name: 'Kim' })
    expect(setPasswordToken).toMatch(/^[0-9a-f]{64}$/)
    const raw = await stored({ email: { equals: address } })
    expect(raw.resetPasswordToken).toBe(tokenHash(setPasswordToken))
    expect(raw.resetPasswordToken).not.toBe(setPasswordToken)
    // The link's token is redeemed by the site (hashing it first); as stored, it matches nothing.
    await expect(
      payload.resetPassword({ collection: 'patients', data: { token: setPasswordToken, password: 'a brand new passphrase' }, overrideAccess: true }),
    ).rejects.toThrow()
  })

  it('gives a set-password token that expires with the collection’s reset lifetime', async () => {
    const address = email('expiry')
    const before = Date.now()
    await insertPasswordlessPatient({ email: address, first_name: 'Di', last_name: 'Fox' })
    const raw = await stored({ email: { equals: address } })
    const expires = new Date(String(raw.resetPasswordExpiration)).getTime()
    expect(expires - before).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1000)
    expect(expires - before).toBeLessThanOrEqual(60 * 60 * 1000 + 5000)
  })

  it('refuses an email that already has an account, and writes nothing', async () => {
    const address = email('twice')
    await insertPasswordlessPatient({ email: address, first_name: 'Cy', last_name: 'Ng' })
    // The unique index on email refuses it (the adapter answers a ValidationError).
    await expect(insertPasswordlessPatient({ email: address.toUpperCase(), first_name: 'Cy', last_name: 'Ng' })).rejects.toMatchObject({
      name: 'ValidationError',
    })
    const count = await payload.count({ collection: 'patients', where: { email: { equals: address } } })
    expect(count.totalDocs).toBe(1)
  })

  it('stores a DC resident (the intake offers DC)', async () => {
    const patient = await created({ email: email('dc'), first_name: 'Dee', last_name: 'Cee', state: 'DC', gender: 'Female', agreed_to_text: 'Yes' })
    expect(patient).toMatchObject({ state: 'DC', gender: 'Female', agreed_to_text: 'Yes' })
  })

  it('refuses a value outside the collection’s closed lists with a ValidationError naming the field, and writes nothing', async () => {
    const refused: [string, PasswordlessPatientData][] = [
      ['state', { email: email('zz'), first_name: 'Zed', last_name: 'Zee', state: 'ZZ' as PasswordlessPatientData['state'] }],
      ['gender', { email: email('gender'), first_name: 'Ge', last_name: 'Nd', gender: 'Other' as PasswordlessPatientData['gender'] }],
      ['agreed_to_text', { email: email('text'), first_name: 'Te', last_name: 'Xt', agreed_to_text: 'Maybe' as PasswordlessPatientData['agreed_to_text'] }],
      ['first_name', { email: email('long'), first_name: 'x'.repeat(257), last_name: 'Long' }],
      ['last_name', { email: email('blank'), first_name: 'Blank', last_name: ' ' }],
      ['email', { email: 'not-an-email', first_name: 'No', last_name: 'Mail' }],
      // zod takes a domain label ending in '-'; the collection's email field does not.
      ['email', { email: `edge-${Date.now()}@example-.com`, first_name: 'Ed', last_name: 'Ge' }],
    ]
    const before = (await payload.count({ collection: 'patients' })).totalDocs
    for (const [path, data] of refused) {
      await expect(insertPasswordlessPatient(data), path).rejects.toMatchObject({
        name: 'ValidationError',
        status: 400,
        data: { errors: [expect.objectContaining({ path })] },
      })
    }
    // A field the intake never sets (here: a verified flag only the server's code check may set).
    const extra = { email: email('extra'), first_name: 'Ex', last_name: 'Tra', phoneVerifiedAt: new Date().toISOString() } as PasswordlessPatientData
    await expect(insertPasswordlessPatient(extra)).rejects.toMatchObject({ name: 'ValidationError' })
    expect((await payload.count({ collection: 'patients' })).totalDocs).toBe(before)
  })

  it('records the creation in the audit log with the new patient as the actor', async () => {
    const { id } = await insertPasswordlessPatient({ email: email('audited'), first_name: 'Au', last_name: 'Dit' })
    const entries = await payload.find({ collection: 'audit-log', where: { actorId: { equals: String(id) } }, limit: 10 })
    expect(entries.docs.map((entry) => [entry.actorCollection, entry.action, entry.resource, entry.documentId, entry.patient])).toEqual([
      ['patients', 'create', 'patients', String(id), String(id)],
    ])
  })
})
