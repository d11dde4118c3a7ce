import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import * as billingTab from '~/routes/portal/home/billing.tsx'
import * as doctorTab from '~/routes/portal/home/doctor.tsx'
import * as dosageTab from '~/routes/portal/home/dosage.tsx'
import * as homeIndex from '~/routes/portal/home/index.tsx'
import * as ordersTab from '~/routes/portal/home/orders.tsx'
import * as profileTab from '~/routes/portal/home/profile.tsx'
import * as progressTab from '~/routes/portal/home/progress.tsx'
import * as homeLayout from '~/routes/portal/home/route.tsx'
import { orderItems } from './orders.server.ts'
import { countLocalApiCalls } from '../../test/count-local-api.ts'
import { runLoader, sessionCookie } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(extra: { health_id?: string } = {}): Promise<SignedInPatient> {
  return signedInPatient(payload, extra)
}

const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')

async function newOrder(patient: SignedInPatient, status: 'order_shipped' | 'waiting_prescription' | 'prescription_received' = 'order_shipped') {
  return payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status,
      medication: 'tirzepatide',
      paymentTerms: '3',
      amountCents: 74700,
      shippingAddress,
      logistics_provider: 'fedex',
      tracking_number: 'T-1',
    },
  })
}

/** Where /home (the index) sends the patient, with these cookies besides the session's. */
async function opens(session: string, query = '', cookies = ''): Promise<string | null> {
  return (await runLoader(homeIndex.loader, `/home${query}`, [session, cookies].filter(Boolean).join('; '))).location
}

async function visibleTabs(session: string): Promise<string[]> {
  return ((await runLoader(homeLayout.loader, '/home/orders', session)).data as { visible: string[] }).visible
}

describe('the order list', () => {
  it("holds the caller's orders only, each with its own prescription lines, in the spec's shape", async () => {
    const [alice, bob] = [await newPatient(), await newPatient()]
    const [aliceOrder, bobOrder] = [await newOrder(alice, 'prescription_received'), await newOrder(bob)]
    await payload.create({
      collection: 'prescriptions',
      data: { status: 'pending', patient: alice.id, order: aliceOrder.id, items: [{ rxId: 'a1', name: 'Tirzepatide 10 mg/mL', directions: 'Weekly' }] },
    })
    await payload.create({
      collection: 'prescriptions',
      data: { status: 'pending', patient: bob.id, order: bobOrder.id, items: [{ rxId: 'b1', name: 'Semaglutide', directions: 'Bob only' }] },
    })
    // A prescription of Bob's that names Alice's order reaches nothing of hers.
    await payload.create({
      collection: 'prescriptions',
      data: { status: 'pending', patient: bob.id, order: aliceOrder.id, items: [{ rxId: 'b2', name: 'Planted', directions: 'Bob only' }] },
    })

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
      expect.arrayContaining([
        'id',
        'product_id',
        'status',
        'created_at',
        'next_billing_date',
        'logistics_provider',
        'tracking_number',
        'prescription_data',
        'external_visit_id',
        'provider',
        'payment_intent_id',
        'submitted',
      ]),
    )
    expect(JSON.stringify(reply)).not.toContain('Bob only')
  })

  it('shows the directions of the prescription that stands, not of a declined one, and names the order a replacement replaces', async () => {
    const alice = await newPatient()
    const delivered = await newOrder(alice, 'order_shipped')
    await payload.create({
      collection: 'prescriptions',
      data: { status: 'approved', patient: alice.id, order: delivered.id, items: [{ rxId: 'a1', name: 'Tirzepatide 10 mg/mL', directions: 'Weekly' }] },
    })
    // The clinician wrote again and the patient declined it: its directions are not the patient's to follow.
    await payload.create({
      collection: 'prescriptions',
      data: { status: 'declined', patient: alice.id, order: delivered.id, items: [{ rxId: 'a2', name: 'Tirzepatide 10 mg/mL', directions: 'Declined' }] },
    })
    const photo = await payload.create({
      collection: 'uploads',
      data: { patient: alice.id, imageType: 'id_image' },
      file: { data: PNG, name: `reship-${Date.now()}.png`, mimetype: 'image/png', size: PNG.length },
    })
    const request = await payload.create({
      collection: 'reship-requests',
      data: {
        patient: alice.id,
        order: delivered.id,
        items: [{ itemId: 'a1', name: 'Tirzepatide', shippedOrder: delivered.id }],
        reason: 'Arrived warm',
        image: photo.id,
        status: 'approved',
      },
    })
    const replacement = await payload.create({
      collection: 'orders',
      data: {
        patient: alice.id,
        status: 'order_placed',
        medication: 'tirzepatide',
        paymentTerms: '3',
        amountCents: 0,
        shippingAddress,
        replacementOf: request.id,
      },
    })

    const byId = new Map((await orderItems(alice)).orders.map((order) => [order.id, order]))
    expect(byId.get(delivered.id)).toMatchObject({ prescription_status: 'declined', replacement_for: null })
    expect(byId.get(delivered.id)?.prescription_data.map((line) => line.directions)).toEqual(['Weekly'])
    expect(byId.get(replacement.id)).toMatchObject({ replacement_for: delivered.id })
  })
})

describe('the home tabs', () => {
  it('shows dosage only with a prescription, the doctor tab only with a health id, and falls back to orders', async () => {
    const plain = await newPatient()
    const plainSession = await sessionCookie(plain)
    expect(await opens(plainSession, '?tab=dosage')).toBe('/home/dosage')
    expect((await runLoader(dosageTab.loader, '/home/dosage', plainSession)).location).toBe('/home/orders')
    expect((await runLoader(doctorTab.loader, '/home/doctor', plainSession)).location).toBe('/home/orders')
    expect(await visibleTabs(plainSession)).toEqual(['myNewSelf', 'orders', 'profile', 'billing'])

    const treated = await newPatient({ health_id: 'H-1' })
    const session = await sessionCookie(treated)
    const order = await newOrder(treated, 'prescription_received')
    const prescription = await payload.create({
      collection: 'prescriptions',
      data: { status: 'pending', patient: treated.id, order: order.id, items: [{ name: 'Tirzepatide', directions: 'Weekly' }] },
    })
    expect(await visibleTabs(session)).toEqual(['myNewSelf', 'orders', 'dosage', 'profile', 'doctorOnDemand', 'billing'])
    expect(await opens(session, '?tab=dosage')).toBe('/home/dosage')
    const dosage = await runLoader(dosageTab.loader, '/home/dosage', session)
    expect(dosage.status).toBe(200)
    expect(dosage.setCookie).toMatch(/^home_tab=dosage; Path=\/home/)
    expect((await runLoader(doctorTab.loader, '/home/doctor', session)).status).toBe(200)

    await payload.delete({ collection: 'prescriptions', id: prescription.id })
    expect(await opens(session, '', 'home_tab=dosage')).toBe('/home/dosage')
    expect((await runLoader(dosageTab.loader, '/home/dosage', session)).location).toBe('/home/orders')
    expect(await visibleTabs(session)).not.toContain('dosage')
  })

  it('opens the last tab chosen, and orders for an unknown one', async () => {
    const session = await sessionCookie(await newPatient())
    expect(await opens(session, '', 'other=1; home_tab=billing')).toBe('/home/billing')
    expect(await opens(session, '?tab=<script>', 'home_tab=nonsense')).toBe('/home/orders')
    expect(await opens(session, '?tab=myNewSelf', 'home_tab=billing')).toBe('/home/progress')
    expect(await opens(session, '?tab=doctorOnDemand')).toBe('/home/doctor')
  })

  it('reads the tracker claims from Settings', async () => {
    const session = await sessionCookie(await newPatient())
    await payload.updateGlobal({
      slug: 'settings',
      data: { companyAddress: '1 Main St', portalClaims: { doctorReview: 'Doctor review takes 24 to 48 hours', pharmacy: 'Pharmacy: 2 to 3 days' } },
    })
    const orders = await runLoader(ordersTab.loader, '/home/orders', session)
    expect((orders.data as { claims: { pharmacy: string } }).claims.pharmacy).toBe('Pharmacy: 2 to 3 days')
  })

  it('asks a visitor without a session to sign in, and comes back to /home', async () => {
    const layout = await runLoader(homeLayout.loader, '/home', '')
    expect(layout.location).toBe('/login?page_ref=%2Fhome')
    // The index's own redirect (to the remembered tab) must not win over signing in.
    expect((await runLoader(homeIndex.loader, '/home', 'home_tab=billing')).location).toBe('/login?page_ref=%2Fhome')
  })
})

/**
 * What each loader may touch (ADR 073). Reading the session and the patient is every page's first
 * step; the content reads (funnel copy, settings, the catalogue) are cached for 2 s in production
 * and read every time in these tests (CONTENT_CACHE_MS=0), so the numbers below are the most a
 * visit costs. Before /home was split, every visit to any tab made 22 calls. A tab that read another tab's records (the orders tab reading the weight log, the
 * layout reading billing) fails here.
 */
const SIGNED_IN = ['patient-sessions', 'patients']
const EXPECTED = {
  // The promotion running now decides whether the promotional tab shows (ADR 096).
  // The support chat's profile and the unread replies of its thread, for the chat bubble on every tab (ADR 100).
  layout: { collections: [...SIGNED_IN, 'funnel-copy', 'orders', 'prescriptions', 'promotions', 'chat-profiles', 'chat-threads'], calls: 8 },
  index: { collections: SIGNED_IN, calls: 2 },
  // Each order's visit (its encounter) offers the Message to the doctor (ADR 098).
  orders: { collections: [...SIGNED_IN, 'orders', 'prescriptions', 'settings', 'questionnaire-responses', 'reship-requests', 'encounters'], calls: 9 },
  progress: { collections: [...SIGNED_IN, 'weight-entries', 'leads', 'orders', 'subscriptions', 'prescriptions', 'medication-catalogue'], calls: 8 },
  dosage: { collections: [...SIGNED_IN, 'orders', 'prescriptions', 'medication-catalogue'], calls: 6 },
  // Whether the patient has a password (ADR 103): the patient read again in the CMS with its hidden hash, answering yes or no.
  profile: { collections: [...SIGNED_IN, 'addresses', 'verification-codes'], calls: 6 },
  billing: { collections: [...SIGNED_IN, 'subscriptions', 'transactions'], calls: 4 },
  // The latest encounter (none here: no card, no provider page) and the doctor thread (none yet).
  doctor: { collections: [...SIGNED_IN, 'encounters', 'chat-threads'], calls: 4 },
} as const

const LOADERS = {
  layout: [homeLayout.loader, '/home/orders'],
  index: [homeIndex.loader, '/home?tab=billing'],
  orders: [ordersTab.loader, '/home/orders'],
  progress: [progressTab.loader, '/home/progress'],
  dosage: [dosageTab.loader, '/home/dosage'],
  profile: [profileTab.loader, '/home/profile'],
  billing: [billingTab.loader, '/home/billing'],
  doctor: [doctorTab.loader, '/home/doctor'],
} as const

const collectionOf = (call: string) => call.slice(call.indexOf(':') + 1)

describe('each tab loads only its own data', () => {
  it('counts the Local API calls of the layout and of each tab', async () => {
    const patient = await newPatient({ health_id: 'H-7' })
    const order = await newOrder(patient, 'prescription_received')
    await payload.create({
      collection: 'prescriptions',
      data: { status: 'pending', patient: patient.id, order: order.id, items: [{ name: 'Tirzepatide', directions: 'Weekly' }] },
    })
    const session = await sessionCookie(patient)
    const seen: Record<string, number> = {}
    for (const [name, [loader, path]] of Object.entries(LOADERS)) {
      const { value, calls } = await countLocalApiCalls(payload, () => runLoader(loader, path, session))
      expect(value.status, name).toBe(name === 'index' ? 302 : 200)
      seen[name] = calls.length
      const expected = EXPECTED[name as keyof typeof EXPECTED]
      expect([...new Set(calls.map(collectionOf))].sort(), name).toEqual([...expected.collections].sort())
      expect(calls.length, name).toBe(expected.calls)
    }
    console.log('Local API calls per loader', JSON.stringify(seen))
  })
})
