import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { initialFunnelCopy } from '../seed/content.ts'
import { getTestPayload } from '../testing/test-payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'funnel-copy', data: initialFunnelCopy })
})

async function staffUser(role: 'admin' | 'marketing' | 'clinical') {
  const user = await payload.create({
    collection: 'staff',
    data: { email: `${role}-${Date.now()}@example.com`, password: 'a-long-local-password', name: role, role },
  })
  return { ...user, collection: 'staff' as const }
}

describe('funnel copy access', () => {
  it('is readable by visitors', async () => {
    await expect(payload.findGlobal({ slug: 'funnel-copy', overrideAccess: false })).resolves.toBeDefined()
  })

  it('refuses an edit from a visitor', async () => {
    await expect(payload.updateGlobal({ slug: 'funnel-copy', data: { brandName: 'Nope' }, overrideAccess: false })).rejects.toThrow()
  })

  it('lets marketing edit it and keeps clinical staff out', async () => {
    const marketing = await staffUser('marketing')
    const clinical = await staffUser('clinical')
    const updated = await payload.updateGlobal({
      slug: 'funnel-copy',
      data: { brandName: 'Marketing brand' },
      overrideAccess: false,
      user: marketing,
    })
    expect(updated.brandName).toBe('Marketing brand')
    await expect(payload.updateGlobal({ slug: 'funnel-copy', data: { brandName: 'Clinical' }, overrideAccess: false, user: clinical })).rejects.toThrow()
  })
})

describe('staff roles', () => {
  it('stops a non-admin from promoting themselves', async () => {
    const marketing = await staffUser('marketing')
    const updated = await payload.update({
      collection: 'staff',
      id: marketing.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: marketing,
    })
    expect(updated.role).toBe('marketing')
  })
})
