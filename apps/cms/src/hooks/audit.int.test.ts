import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function auditEntries(actorId: string | number) {
  return payload.find({ collection: 'audit-log', where: { actorId: { equals: String(actorId) } }, limit: 100 })
}

describe('audit log', () => {
  it('records a clinician reading a patient record', async () => {
    const clinician = await createStaff(payload, 'clinical')
    const patient = await createPatient(payload)
    await payload.findByID({ collection: 'patients', id: patient.id, overrideAccess: false, user: clinician })
    const entries = await auditEntries(clinician.id)
    expect(entries.docs).toContainEqual(
      expect.objectContaining({ action: 'read', resource: 'patients', documentId: String(patient.id), patient: String(patient.id) }),
    )
  })

  it("records a patient changing their own record, with the patient's id", async () => {
    const patient = await createPatient(payload)
    await payload.update({ collection: 'patients', id: patient.id, data: { weight: 200 }, overrideAccess: false, user: patient })
    const entries = await auditEntries(patient.id)
    expect(entries.docs.map((entry) => entry.action)).toContain('update')
  })

  it('does not record the server acting on its own', async () => {
    const patient = await createPatient(payload)
    const before = await payload.count({ collection: 'audit-log' })
    await payload.findByID({ collection: 'patients', id: patient.id })
    const after = await payload.count({ collection: 'audit-log' })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('cannot be edited or deleted through the API, even by an admin', async () => {
    const admin = await createStaff(payload, 'admin')
    const patient = await createPatient(payload)
    await payload.findByID({ collection: 'patients', id: patient.id, overrideAccess: false, user: admin })
    const [entry] = (await auditEntries(admin.id)).docs
    expect(entry).toBeDefined()
    await expect(
      payload.update({ collection: 'audit-log', id: entry!.id, data: { action: 'create' }, overrideAccess: false, user: admin }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-log', id: entry!.id, overrideAccess: false, user: admin })).rejects.toThrow()
  })
})
