import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { loadHome } from './home.server.ts'
import { orderItems } from './orders.server.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(extra: { health_id?: string } = {}): Promise<SignedInPatient> {
  return signedInPatient(payload, extra)
}

const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

async function newOrder(patient: SignedInPatient, status: 'order_shipped' | 'waiting_prescription' | 'prescription_received' = 'order_shipped') {
  return payload.create({
    collection: 'orders',
    data: { patient: patient.id, status, medication: 'tirzepatide', paymentTerms: '3', amountCents: 74700, shippingAddress, logistics_provider: 'fedex', tracking_number: 'T-1' },
  })
}

function homeRequest(query = '', cookie?: string): Request {
  return new Request(`http://localhost/home${query}`, cookie ? { headers: { Cookie: cookie } } : undefined)
}

describe('the order list', () => {
  it("holds the caller's orders only, each with its own prescription lines, in the spec's shape", async () => {
    const [alice, bob] = [await newPatient(), await newPatient()]
    const [aliceOrder, bobOrder] = [await newOrder(alice, 'prescription_received'), await newOrder(bob)]
    await payload.create({ collection: 'prescriptions', data: { status: 'pending', patient: alice.id, order: aliceOrder.id, items: [{ rxId: 'a1', name: 'Tirzepatide 10 mg/mL', directions: 'Weekly' }] } })
    await payload.create({ collection: 'prescriptions', data: { status: 'pending', patient: bob.id, order: bobOrder.id, items: [{ rxId: 'b1', name: 'Semaglutide', directions: 'Bob only' }] } })
    // A prescription of Bob's that names Alice's order reaches nothing of hers.
    await payload.create({ collection: 'prescriptions', data: { status: 'pending', patient: bob.id, order: aliceOrder.id, items: [{ rxId: 'b2', name: 'Planted', directions: 'Bob only' }] } })

    const reply = await orderItems(alice)
    expect(reply.status).toBe('success')
    expect(reply.orders).toHaveLength(1)
    expect(reply.orders[0]).toMatchObject({
      id: aliceOrder.id,
      status: 'prescription_received',
      logistics_provider: 'fedex',
      tracking_number: 'T-1',
      prescription_data: [{ rxId: 'a1', name: 'Tirzepatide 10 mg/mL', directions: 'Weekly' }],
    })
    expect(Object.keys(reply.orders[0]!)).toEqual(
      expect.arrayContaining(['id', 'product_id', 'status', 'created_at', 'next_billing_date', 'logistics_provider', 'tracking_number', 'prescription_data', 'external_visit_id', 'provider', 'payment_intent_id', 'submitted']),
    )
    expect(JSON.stringify(reply)).not.toContain('Bob only')
  })
})

describe('the home tabs', () => {
  it('shows dosage only with a prescription, the doctor tab only with a health id, and falls back to orders', async () => {
    const plain = await newPatient()
    expect((await loadHome(homeRequest('?tab=dosage'), plain)).tab).toBe('orders')
    expect((await loadHome(homeRequest(), plain)).visible).toEqual(['myNewSelf', 'orders', 'profile', 'billing'])

    const treated = await newPatient({ health_id: 'H-1' })
    const order = await newOrder(treated, 'prescription_received')
    const prescription = await payload.create({ collection: 'prescriptions', data: { status: 'pending', patient: treated.id, order: order.id, items: [{ name: 'Tirzepatide', directions: 'Weekly' }] } })
    const home = await loadHome(homeRequest('?tab=dosage'), treated)
    expect(home.visible).toEqual(['myNewSelf', 'orders', 'dosage', 'profile', 'doctorOnDemand', 'billing'])
    expect(home.tab).toBe('dosage')
    expect(home.setCookie).toMatch(/^home_tab=dosage; Path=\/home/)

    await payload.delete({ collection: 'prescriptions', id: prescription.id })
    const after = await loadHome(homeRequest('', 'home_tab=dosage'), treated)
    expect(after.tab).toBe('orders')
    expect(after.visible).not.toContain('dosage')
  })

  it('opens the last tab chosen, and orders for an unknown one', async () => {
    const patient = await newPatient()
    expect((await loadHome(homeRequest('', 'other=1; home_tab=billing'), patient)).tab).toBe('billing')
    expect((await loadHome(homeRequest('?tab=<script>', 'home_tab=nonsense'), patient)).tab).toBe('orders')
  })

  it('reads the tracker claims from Settings', async () => {
    const patient = await newPatient()
    await payload.updateGlobal({ slug: 'settings', data: { companyAddress: '1 Main St', portalClaims: { doctorReview: 'Doctor review takes 24 to 48 hours', pharmacy: 'Pharmacy: 2 to 3 days' } } })
    const home = await loadHome(homeRequest(), patient)
    expect(home.claims.pharmacy).toBe('Pharmacy: 2 to 3 days')
  })
})
