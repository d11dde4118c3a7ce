import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertRow } from './server-writes.ts'
import { getTestPayload } from './testing/test-payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('a row the server writes for itself', () => {
  it('is stored with the given fields and both timestamps, and answers its id', async () => {
    const now = new Date('2026-11-23T10:00:00.000Z')
    const id = await insertRow(payload, 'leads', { email: 'row@example.com', state: 'TX', person: { first_name: 'Rae' }, outcome: 'disqualified', funnel: 'old' }, now)
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(lead).toMatchObject({ email: 'row@example.com', state: 'TX', person: { first_name: 'Rae' }, outcome: 'disqualified', funnel: 'old' })
    expect(lead.createdAt).toBe(now.toISOString())
    expect(lead.updatedAt).toBe(now.toISOString())
  })

  it('keeps a value given in place of a default, fills the ones left out, and stores a group', async () => {
    const patient = await insertRow(payload, 'patients', { email: 'row-owner@example.com', first_name: 'Row', last_name: 'Owner' })
    const id = await insertRow(payload, 'orders', {
      patient,
      status: 'pending_approval',
      amountCents: 80999,
      shippingAddress: { address_line_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    })
    const order = await payload.findByID({ collection: 'orders', id, depth: 0 })
    expect(order).toMatchObject({ status: 'pending_approval', discountCents: 0, logistics_provider: 'ups', amountCents: 80999, patient })
    expect(order.shippingAddress).toMatchObject({ address_line_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' })
  })
})
