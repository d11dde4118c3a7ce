import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminOnlyFieldMessage } from '../access/adminChangesField.ts'
import { createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'settings', data: { companyAddress: '1 Test Way, Austin, TX', tagManagerContainerId: null } })
})

const containerChanges = async () =>
  (await payload.find({ collection: 'audit-log', where: { resource: { equals: 'settings.tagManagerContainerId' } }, sort: 'at', pagination: false, depth: 0 }))
    .docs

describe("the tag manager's container id (ADR 101)", () => {
  it('marketing cannot set it: refused with 403 naming the field, nothing changed, nothing recorded', async () => {
    const marketer = await createStaff(payload, 'marketing')
    const before = (await containerChanges()).length
    const attempt = payload.updateGlobal({ slug: 'settings', overrideAccess: false, user: marketer, data: { tagManagerContainerId: 'GTM-MARKET1' } })
    await expect(attempt).rejects.toMatchObject({ status: 403, message: adminOnlyFieldMessage('The tag manager container id') })
    expect((await payload.findGlobal({ slug: 'settings', depth: 0 })).tagManagerContainerId ?? null).toBeNull()
    expect((await containerChanges()).length).toBe(before)
  })

  it('marketing still saves the rest of Settings with the container id sent back unchanged', async () => {
    const marketer = await createStaff(payload, 'marketing')
    const current = await payload.findGlobal({ slug: 'settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'settings',
      overrideAccess: false,
      user: marketer,
      data: { claims: { ...current.claims, shipping: 'Free two-day shipping' }, tagManagerContainerId: current.tagManagerContainerId },
    })
    expect((await payload.findGlobal({ slug: 'settings', depth: 0 })).claims?.shipping).toBe('Free two-day shipping')
  })

  it('an admin sets and clears it, and each change is in the audit log with the admin who made it', async () => {
    const admin = await createStaff(payload, 'admin')
    const before = (await containerChanges()).length
    await payload.updateGlobal({ slug: 'settings', overrideAccess: false, user: admin, data: { tagManagerContainerId: 'GTM-ADMIN01' } })
    expect((await payload.findGlobal({ slug: 'settings', depth: 0 })).tagManagerContainerId).toBe('GTM-ADMIN01')
    await payload.updateGlobal({ slug: 'settings', overrideAccess: false, user: admin, data: { tagManagerContainerId: null } })
    const changes = (await containerChanges()).slice(before)
    expect(changes.map((entry) => [entry.actorCollection, entry.actorId, entry.action, entry.documentId])).toEqual([
      ['staff', String(admin.id), 'update', 'settings'],
      ['staff', String(admin.id), 'update', 'settings'],
    ])
  })
})
