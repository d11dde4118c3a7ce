import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'

let payload: Payload
const actors: Record<string, TypedUser | undefined> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  actors.admin = await createStaff(payload, 'admin')
  actors.marketing = await createStaff(payload, 'marketing')
  actors.clinical = await createStaff(payload, 'clinical')
  actors.patient = await createPatient(payload)
  actors.visitor = undefined
})

async function canRead(collection: CollectionSlug, actor: string): Promise<boolean> {
  try {
    await payload.find({ collection, overrideAccess: false, user: actors[actor], limit: 1, depth: 0 })
    return true
  } catch {
    return false
  }
}

// Who may list each collection at all (a patient's list is filtered to their own records).
const readMatrix: [CollectionSlug, string[]][] = [
  ['products', ['admin', 'marketing', 'clinical', 'patient', 'visitor']],
  ['coupons', ['admin', 'marketing']],
  ['legal-pages', ['admin', 'marketing', 'clinical', 'patient', 'visitor']],
  ['patients', ['admin', 'clinical', 'patient']],
  ['leads', ['admin', 'clinical', 'patient']],
  ['orders', ['admin', 'clinical', 'patient']],
  ['questionnaire-responses', ['admin', 'clinical', 'patient']],
  ['uploads', ['admin', 'clinical', 'patient']],
  ['transactions', ['admin', 'clinical', 'patient']],
  ['questionnaires', ['admin', 'clinical', 'patient', 'visitor']],
  ['audit-log', ['admin']],
  ['outbox', ['admin']],
  ['verification-codes', ['admin']],
  ['payment-declines', ['admin']],
]

describe.each(readMatrix)('reading %s', (collection, allowed) => {
  it.each(['admin', 'marketing', 'clinical', 'patient', 'visitor'])('as %s', async (actor) => {
    expect(await canRead(collection, actor)).toBe(allowed.includes(actor))
  })
})

describe('editing content', () => {
  const price = { name: 'Test product', slug: '', kind: 'addon' as const, monthlyPriceCents: 1000 }

  it.each([
    ['admin', true],
    ['marketing', true],
    ['clinical', false],
    ['patient', false],
    ['visitor', false],
  ])('creating a product as %s: %s', async (actor, allowed) => {
    const attempt = payload.create({
      collection: 'products',
      data: { ...price, slug: `test-${actor}` },
      overrideAccess: false,
      user: actors[actor],
    })
    if (allowed) await expect(attempt).resolves.toMatchObject({ slug: `test-${actor}` })
    else await expect(attempt).rejects.toThrow()
  })

  it.each([
    ['admin', true],
    ['clinical', true],
    ['marketing', false],
    ['patient', false],
  ])('creating a questionnaire draft as %s: %s', async (actor, allowed) => {
    const attempt = payload.create({
      collection: 'questionnaires',
      data: { title: 'Draft', kind: 'refill', questions: [], _status: 'draft' },
      draft: true,
      overrideAccess: false,
      user: actors[actor],
    })
    if (allowed) {
      const doc = await attempt
      await payload.delete({ collection: 'questionnaires', id: doc.id })
    } else await expect(attempt).rejects.toThrow()
  })
})

describe("a patient and another patient's records", () => {
  it('sees only their own orders and cannot change or read another patient', async () => {
    const alice = await createPatient(payload, { first_name: 'Alice' })
    const bob = await createPatient(payload, { first_name: 'Bob' })
    const shippingAddress = { address_line_1: '1 Main St', city: 'Austin', state: 'TX' as const, zip: '78701' }
    const bobsOrder = await payload.create({
      collection: 'orders',
      data: { patient: bob.id, status: 'pending_approval', amountCents: 80999, shippingAddress },
    })
    await payload.create({
      collection: 'orders',
      data: { patient: alice.id, status: 'pending_approval', amountCents: 24999, shippingAddress },
    })

    const alicesView = await payload.find({ collection: 'orders', overrideAccess: false, user: alice, depth: 0 })
    expect(alicesView.docs.map((order) => order.patient)).toEqual([alice.id])

    await expect(payload.findByID({ collection: 'orders', id: bobsOrder.id, overrideAccess: false, user: alice })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'patients', id: bob.id, overrideAccess: false, user: alice })).rejects.toThrow()
    await expect(payload.update({ collection: 'patients', id: bob.id, data: { first_name: 'Mallory' }, overrideAccess: false, user: alice })).rejects.toThrow()
    const unchanged = await payload.findByID({ collection: 'patients', id: bob.id })
    expect(unchanged.first_name).toBe('Bob')
  })

  it('lets a patient change their own profile', async () => {
    const carol = await createPatient(payload, { first_name: 'Carol' })
    const updated = await payload.update({
      collection: 'patients',
      id: carol.id,
      data: { first_name: 'Caroline' },
      overrideAccess: false,
      user: carol,
    })
    expect(updated.first_name).toBe('Caroline')
  })
})
