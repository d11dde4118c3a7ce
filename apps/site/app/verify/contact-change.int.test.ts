import { getTestPayload } from '@telehealth/cms/testing/test-payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { updateContact } from './verify.server.ts'

let payload: Payload
let patient: SignedInPatient

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({ collection: 'patients', data: { email: 'taken@example.com', password: 'a-long-test-password', first_name: 'T', last_name: 'K' } })
  const doc = await payload.create({
    collection: 'patients',
    data: { email: 'mover@example.com', password: 'a-long-test-password', first_name: 'M', last_name: 'V', phone: '5125550142', phoneVerifiedAt: '2026-11-01T00:00:00.000Z' },
  })
  patient = { ...doc, collection: 'patients' }
})

async function contactChanges() {
  const found = await payload.find({ collection: 'audit-log', where: { and: [{ patient: { equals: String(patient.id) } }, { action: { equals: 'contact_change' } }] }, sort: 'at', limit: 10 })
  return found.docs.map((entry) => [entry.actorCollection, String(entry.actorId), entry.resource])
}

describe('changing a contact on the verification screens', () => {
  it('saves a new phone unverified and records one contact change by the patient', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ phone_area: '512', phone_prefix: '555', phone_line: '0199' })) form.set(name, value)
    await expect(updateContact(patient, 'phone', form)).resolves.toEqual({ ok: true, destination: '5125550199' })
    expect(await payload.findByID({ collection: 'patients', id: patient.id, depth: 0 })).toMatchObject({ phone: '5125550199', phoneVerifiedAt: null })
    expect(await contactChanges()).toEqual([['patients', String(patient.id), 'patients.phone']])
  })

  it("refuses another account's email with the generic message, changing and recording nothing", async () => {
    const form = new FormData()
    form.set('email', 'Taken@example.com')
    await expect(updateContact(patient, 'email', form)).resolves.toEqual({ ok: false, message: 'Error updating email address. Please try again.' })
    expect((await payload.findByID({ collection: 'patients', id: patient.id, depth: 0 })).email).toBe('mover@example.com')
    expect(await contactChanges()).toHaveLength(1)
  })
})
