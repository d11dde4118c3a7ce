import { getTestPayload } from '@telehealth/cms/testing'
import { addressMessages } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { saveShippingAddress, storedAddress } from './verify.server.ts'

let payload: Payload
let patient: SignedInPatient

beforeAll(async () => {
  payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'patients',
    data: { email: 'ships@example.com', password: 'a-long-test-password', first_name: 'S', last_name: 'H', state: 'DC' },
  })
  patient = { ...doc, collection: 'patients' }
})

const address = { address_line_1: '1 Main St', address_line_2: '', city: 'Austin', state: 'TX', zip: '78701' }

describe('the shipping address on the verification screens', () => {
  it('is saved by the patient as their own record, audited with the patient as actor', async () => {
    await expect(saveShippingAddress(patient, address)).resolves.toEqual({ ok: true })
    await expect(storedAddress(patient)).resolves.toMatchObject({ state: 'TX', city: 'Austin' })
    const saved = await payload.find({ collection: 'addresses', where: { patient: { equals: patient.id } }, depth: 0 })
    const entries = await payload.find({
      collection: 'audit-log',
      where: { and: [{ resource: { equals: 'addresses' } }, { documentId: { equals: String(saved.docs[0]!.id) } }] },
    })
    expect(entries.docs.map((entry) => [entry.actorCollection, entry.actorId, entry.action])).toEqual([['patients', String(patient.id), 'create']])
  })

  it('a state addresses do not take (DC: orders ship to the 50 states) is refused with a message, not stored', async () => {
    const before = (await payload.count({ collection: 'addresses' })).totalDocs
    await expect(saveShippingAddress(patient, { ...address, state: 'DC' })).resolves.toEqual({ ok: false, message: addressMessages.checkAndRetry })
    expect((await payload.count({ collection: 'addresses' })).totalDocs).toBe(before)
  })

  it('a value the CMS refuses (a street line over 256 characters) is refused with its message, not a 500', async () => {
    const result = await saveShippingAddress(patient, { ...address, address_line_1: 'x'.repeat(300) })
    expect(result).toMatchObject({ ok: false })
  })
})
