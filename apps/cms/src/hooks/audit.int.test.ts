import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { SITE_ACTOR_ID } from './audit.ts'
import { AUDITS_READS_OF } from './auditRecords.ts'

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

  it('records a change of email or phone as a contact change naming the field, by whoever made it', async () => {
    const admin = await createStaff(payload, 'admin')
    const patient = await createPatient(payload)
    await payload.update({ collection: 'patients', id: patient.id, data: { email: `changed-${patient.id}@example.com` }, overrideAccess: false, user: admin })
    await payload.update({ collection: 'patients', id: patient.id, data: { phone: '5125550100' }, overrideAccess: false, user: patient })
    await payload.update({ collection: 'patients', id: patient.id, data: { weight: 190 }, overrideAccess: false, user: patient })
    const changes = await payload.find({
      collection: 'audit-log',
      where: { and: [{ patient: { equals: String(patient.id) } }, { action: { equals: 'contact_change' } }] },
      limit: 10,
      sort: 'at',
    })
    expect(changes.docs.map((entry) => [entry.actorCollection, String(entry.actorId), entry.resource])).toEqual([
      ['staff', String(admin.id), 'patients.email'],
      ['patients', String(patient.id), 'patients.phone'],
    ])
  })

  it('does not record the server reading on its own', async () => {
    const patient = await createPatient(payload)
    const before = await payload.count({ collection: 'audit-log' })
    await payload.findByID({ collection: 'patients', id: patient.id })
    await payload.find({ collection: 'leads', where: { patient: { equals: patient.id } } })
    const after = await payload.count({ collection: 'audit-log' })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('records a change made with no user (the site, for a visitor) with the site as the actor', async () => {
    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: { email: 'visitor@example.com', funnel: 'new', outcome: 'disqualified', disqualifyReason: 'underage', state: 'DC', person: {} },
    })
    await payload.update({ collection: 'leads', id: lead.id, overrideAccess: true, data: { user_agent: 'test-agent' } })
    const entries = await payload.find({
      collection: 'audit-log',
      where: { and: [{ resource: { equals: 'leads' } }, { documentId: { equals: String(lead.id) } }] },
      sort: 'at',
      limit: 10,
    })
    expect(entries.docs.map((entry) => [entry.actorCollection, entry.actorId, entry.action])).toEqual([
      ['site', SITE_ACTOR_ID, 'create'],
      ['site', SITE_ACTOR_ID, 'update'],
    ])
  })

  it('records a change the server makes for a patient (access off, the patient as user) with the patient as the actor', async () => {
    const patient = await createPatient(payload)
    await payload.update({ collection: 'patients', id: patient.id, overrideAccess: true, user: patient, data: { phoneVerifiedAt: new Date().toISOString() } })
    const entries = await auditEntries(patient.id)
    expect(entries.docs).toContainEqual(
      expect.objectContaining({ actorCollection: 'patients', action: 'update', resource: 'patients', documentId: String(patient.id) }),
    )
  })

  it('cannot be edited or deleted through the API, even by an admin', async () => {
    const admin = await createStaff(payload, 'admin')
    const patient = await createPatient(payload)
    await payload.findByID({ collection: 'patients', id: patient.id, overrideAccess: false, user: admin })
    const [entry] = (await auditEntries(admin.id)).docs
    expect(entry).toBeDefined()
    await expect(payload.update({ collection: 'audit-log', id: entry!.id, data: { action: 'create' }, overrideAccess: false, user: admin })).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-log', id: entry!.id, overrideAccess: false, user: admin })).rejects.toThrow()
  })
})

describe('audit coverage', () => {
  it('every collection a clinician may read patient records from accounts for each read', async () => {
    const clinician = await createStaff(payload, 'clinical')
    const readable = Object.values(payload.collections)
      .map((collection) => collection.config)
      .filter((config) => !config.slug.startsWith('payload-') && config.slug !== 'staff')
    const patientData: string[] = []
    for (const config of readable) {
      const access = config.access.read
      const grant = access ? await access({ req: await createLocalReq({ user: clinician }, payload) }) : false
      const publicContent = access ? await access({ req: await createLocalReq({}, payload) }) : false
      // Clinical staff read it, and it is not public content: it is patient data.
      if (grant === true && publicContent === false) patientData.push(config.slug)
    }
    expect(patientData).toEqual(expect.arrayContaining(['patients', 'leads', 'orders', 'uploads', 'questionnaire-responses', 'carts']))
    for (const slug of patientData) {
      const hooks = payload.collections[slug as keyof typeof payload.collections].config.hooks.afterRead ?? []
      expect(
        hooks.some((hook) => (hook as unknown as Record<symbol, unknown>)[AUDITS_READS_OF] === slug),
        `${slug} audits reads`,
      ).toBe(true)
    }
  })

  it('records a clinician listing carts and leads, and not a patient reading their own', async () => {
    const clinician = await createStaff(payload, 'clinical')
    const patient = await createPatient(payload)
    await payload.create({ collection: 'carts', data: { patient: patient.id, status: 'open', medication: 'semaglutide', paymentTerms: '6', items: [] } })
    await payload.create({ collection: 'leads', data: { email: 'lead@example.com', funnel: 'new', outcome: 'qualified', patient: patient.id, person: {} } })
    await payload.find({ collection: 'carts', where: { patient: { equals: patient.id } }, overrideAccess: false, user: clinician })
    await payload.find({ collection: 'leads', where: { patient: { equals: patient.id } }, overrideAccess: false, user: clinician })
    const resources = (await auditEntries(clinician.id)).docs.map((entry) => `${entry.action} ${entry.resource}`)
    expect(resources).toEqual(expect.arrayContaining(['read carts', 'read leads']))

    const before = await payload.count({ collection: 'audit-log', where: { actorId: { equals: String(patient.id) } } })
    await payload.find({ collection: 'carts', overrideAccess: false, user: patient })
    const after = await payload.count({ collection: 'audit-log', where: { actorId: { equals: String(patient.id) } } })
    expect(after.totalDocs).toBe(before.totalDocs)
  })
})
