import { getTestPayload } from '@telehealth/cms/testing'
import type { Lead } from '@telehealth/cms/payload-types'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { cmsAs, cmsAsServer, cmsAsVisitor, cmsFor, type SignedInPatient } from './cms.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

let counter = 0
async function newPatient(): Promise<SignedInPatient> {
  counter += 1
  const doc = await payload.create({
    collection: 'patients',
    data: { email: `door-${counter}-${Date.now()}@example.com`, password: 'a-long-test-password', first_name: 'Door', last_name: 'Test', state: 'DC' },
  })
  return { ...doc, collection: 'patients' }
}

async function auditOf(resource: string, documentId: string | number) {
  const found = await payload.find({
    collection: 'audit-log',
    where: { and: [{ resource: { equals: resource } }, { documentId: { equals: String(documentId) } }] },
    sort: 'at',
    limit: 20,
  })
  return found.docs.map((entry) => [entry.actorCollection, entry.actorId, entry.action])
}

describe('the doors to the Local API', () => {
  it('cmsAs: a patient reaches only their own records, whatever options the caller slips in', async () => {
    const [own, other] = [await newPatient(), await newPatient()]
    const cms = await cmsAs(own)
    await expect(cms.findByID({ collection: 'patients', id: own.id, depth: 0 })).resolves.toMatchObject({ id: own.id })
    await expect(cms.findByID({ collection: 'patients', id: other.id, depth: 0 })).rejects.toThrow()
    // The door sets access and user last: a caller cannot switch them off or act as someone else.
    await expect(cms.update({ collection: 'patients', id: other.id, data: { first_name: 'Taken' }, overrideAccess: true, user: other })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'patients', id: other.id })).first_name).toBe('Door')
    // A field only the server may write is not the patient's to set.
    await cms.update({ collection: 'patients', id: own.id, data: { weight: 180, phoneVerifiedAt: new Date().toISOString() } })
    expect(await payload.findByID({ collection: 'patients', id: own.id })).toMatchObject({ weight: 180, phoneVerifiedAt: null })
    expect(await auditOf('patients', own.id)).toContainEqual(['patients', String(own.id), 'update'])
  })

  it('cmsFor: the server decides for a patient (a verified flag), and the audit log names the patient', async () => {
    const patient = await newPatient()
    const at = new Date().toISOString()
    await (await cmsFor({ id: patient.id })).update({ collection: 'patients', id: patient.id, data: { phoneVerifiedAt: at } })
    expect((await payload.findByID({ collection: 'patients', id: patient.id })).phoneVerifiedAt).toBe(at)
    expect(await auditOf('patients', patient.id)).toContainEqual(['patients', String(patient.id), 'update'])
  })

  it('cmsAsVisitor: public content only; patient data is refused', async () => {
    const visitor = await cmsAsVisitor()
    await expect(visitor.find({ collection: 'legal-pages', limit: 1, depth: 0 })).resolves.toBeDefined()
    await expect(visitor.find({ collection: 'patients', limit: 1, depth: 0 })).rejects.toThrow()
  })

  it("cmsAsServer: the server's own rows, validated, and a change of patient data audited with the site as actor", async () => {
    const server = await cmsAsServer()
    const lead = await server.create({
      collection: 'leads',
      depth: 0,
      data: { email: 'door-visitor@example.com', funnel: 'new', outcome: 'disqualified', disqualifyReason: 'underage', state: 'DC' },
    })
    expect(lead.state).toBe('DC')
    expect(await auditOf('leads', lead.id)).toEqual([['site', 'site', 'create']])
    // Validation still runs with access off: a state outside the list is refused with a 400.
    const forced = { email: 'door-zz@example.com', funnel: 'new', outcome: 'disqualified', state: 'ZZ' } as unknown as Omit<
      Lead,
      'id' | 'createdAt' | 'updatedAt'
    >
    await expect(server.create({ collection: 'leads', depth: 0, data: forced })).rejects.toMatchObject({ name: 'ValidationError', status: 400 })
  })
})
