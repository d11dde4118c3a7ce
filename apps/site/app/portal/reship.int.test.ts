import { getTestPayload } from '@telehealth/cms/testing'
import { reshipMessages, reshipServerMessages } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { loader as shippedItemsLoader } from '~/routes/resources/api/get-shipped-items.ts'
import { action as submitAction } from '~/routes/resources/api/submit-reship-request.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { replaceableOrderIds, shippedItems, submitReshipRequest } from './reship.server.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const DAY = 24 * 60 * 60 * 1000
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

async function newOrder(patient: SignedInPatient, status: 'order_delivered' | 'complete' | 'order_shipped', deliveredDaysAgo: number | null) {
  return payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status,
      medication: 'tirzepatide',
      paymentTerms: '3',
      amountCents: 74700,
      shippingAddress,
      ...(deliveredDaysAgo === null ? {} : { receivedAt: new Date(Date.now() - deliveredDaysAgo * DAY).toISOString() }),
    },
  })
}

/** A replacement photo as the upload stores it: the patient's, for the order its ticket named. */
async function evidence(patient: SignedInPatient, order: { id: number } | null, imageType: 'reship_evidence' | 'id_image' = 'reship_evidence') {
  return payload.create({
    collection: 'uploads',
    data: { patient: patient.id, imageType, order: order?.id ?? null },
    file: { data: PNG, name: `e-${Date.now()}-${Math.random()}.png`, mimetype: 'image/png', size: PNG.length },
  })
}

const requestsOf = async (patient: SignedInPatient) =>
  (await payload.find({ collection: 'reship-requests', where: { patient: { equals: patient.id } }, depth: 0 })).docs

describe('GET /api/get-shipped-items', () => {
  it("lists the patient's own orders delivered within 7 days, in the spec's shape", async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const recent = await newOrder(alice, 'order_delivered', 2)
    const complete = await newOrder(alice, 'complete', 6.9)
    await newOrder(alice, 'order_delivered', 8)
    await newOrder(alice, 'order_shipped', null)
    await newOrder(bob, 'order_delivered', 1)

    const reply = await shippedItems(alice)
    expect(reply.success).toBe(true)
    expect(reply.items).toHaveLength(1)
    const orders = reply.items[0].orders
    expect(orders.map((item) => item.id).sort()).toEqual([String(recent.id), String(complete.id)].sort())
    expect(orders[0]).toMatchObject({
      external_order_number: expect.any(String) as unknown,
      med_name: 'Compounded Tirzepatide',
      name: 'Compounded Tirzepatide',
    })
    expect((await replaceableOrderIds(alice)).sort()).toEqual([recent.id, complete.id].sort())
  })

  it('leaves out an item already under review or approved, and answers 401 without a session', async () => {
    const patient = await signedInPatient(payload)
    const order = await newOrder(patient, 'order_delivered', 1)
    const image = await evidence(patient, order)
    expect((await submitReshipRequest(patient, { items: [{ id: order.id, name: 'x' }], reason: 'Broken', image: `/api/files/${image.id}` })).status).toBe(200)
    expect((await shippedItems(patient)).items[0].orders).toEqual([])

    const answer = await shippedItemsLoader({
      request: new Request('http://localhost/api/get-shipped-items'),
      params: {},
      context: { cspNonce: '', clientIp: '203.0.113.9', trackingSessionId: 'reship-test' },
    }).catch((thrown: unknown) => thrown)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(401)
  })
})

describe('POST /api/submit-reship-request', () => {
  it('stores a received request with the upload and the server-side item names', async () => {
    const patient = await signedInPatient(payload)
    const order = await newOrder(patient, 'order_delivered', 3)
    const image = await evidence(patient, order)
    const reply = await submitReshipRequest(patient, {
      items: [{ id: String(order.id), name: 'Anything the browser says' }],
      reason: '  The box was crushed  ',
      image: `https://care.example.com/api/files/${image.id}`,
    })
    expect(reply).toEqual({ status: 200, body: { success: true, message: reshipServerMessages.received } })
    const [stored] = await requestsOf(patient)
    expect(stored).toMatchObject({
      status: 'received',
      reason: 'The box was crushed',
      image: image.id,
      order: order.id,
      items: [expect.objectContaining({ itemId: String(order.id), name: 'Compounded Tirzepatide', shippedOrder: order.id })],
    })
  })

  it("takes the ticket's address the upload announced, for the ticket's own patient only", async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const order = await newOrder(alice, 'order_delivered', 1)
    const image = await evidence(alice, order)
    const ticket = await payload.create({
      collection: 'upload-tickets',
      data: {
        patient: alice.id,
        tokenHash: `hash-${image.id}`,
        purpose: 'reship',
        contentType: 'image/png',
        declaredBytes: PNG.length,
        receivedBytes: PNG.length,
        expiresAt: new Date(Date.now() + DAY).toISOString(),
        completedAt: new Date().toISOString(),
        upload: image.id,
      },
    })
    const bobsOrder = await newOrder(bob, 'order_delivered', 1)
    expect(
      await submitReshipRequest(bob, { items: [{ id: bobsOrder.id, name: 'x' }], reason: 'Broken', image: `/api/files/ticket-${ticket.id}` }),
    ).toMatchObject({ status: 400, body: { message: reshipServerMessages.imageNotYours } })
    expect((await submitReshipRequest(alice, { items: [{ id: order.id, name: 'x' }], reason: 'Broken', image: `/api/files/ticket-${ticket.id}` })).status).toBe(
      200,
    )
    expect((await requestsOf(alice))[0]?.image).toBe(image.id)
  })

  it('refuses an order delivered more than 7 days ago, and one already replaced, writing nothing', async () => {
    const patient = await signedInPatient(payload)
    const old = await newOrder(patient, 'order_delivered', 7.5)
    const image = await evidence(patient, old)
    expect(await submitReshipRequest(patient, { items: [{ id: old.id, name: 'x' }], reason: 'Late', image: `/api/files/${image.id}` })).toEqual({
      status: 409,
      body: { success: false, message: reshipServerMessages.outsideWindow },
    })
    expect(await requestsOf(patient)).toHaveLength(0)

    const replaced = await newOrder(patient, 'order_delivered', 1)
    const first = await payload.create({
      collection: 'reship-requests',
      data: {
        patient: patient.id,
        items: [{ itemId: String(replaced.id), name: 'x', shippedOrder: replaced.id }],
        reason: 'First',
        image: image.id,
        status: 'approved',
      },
    })
    const again = await submitReshipRequest(patient, { items: [{ id: replaced.id, name: 'x' }], reason: 'Again', image: `/api/files/${image.id}` })
    expect(again).toEqual({ status: 409, body: { success: false, message: reshipServerMessages.alreadyRequested } })
    expect((await requestsOf(patient)).map((request) => request.id)).toEqual([first.id])
  })

  it("refuses someone else's item and someone else's image (or any other address)", async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const bobsOrder = await newOrder(bob, 'order_delivered', 1)
    const alicesOrder = await newOrder(alice, 'order_delivered', 1)
    const [alicesImage, bobsImage, alicesId] = [
      await evidence(alice, alicesOrder),
      await evidence(bob, bobsOrder),
      await evidence(alice, alicesOrder, 'id_image'),
    ]
    expect(
      await submitReshipRequest(alice, { items: [{ id: bobsOrder.id, name: 'x' }], reason: 'Mine?', image: `/api/files/${alicesImage.id}` }),
    ).toMatchObject({ status: 400, body: { message: reshipServerMessages.notYourItem } })
    expect(
      await submitReshipRequest(alice, { items: [{ id: alicesOrder.id, name: 'x' }], reason: 'Broken', image: `/api/files/${bobsImage.id}` }),
    ).toMatchObject({ status: 400, body: { message: reshipServerMessages.imageNotYours } })
    expect(
      await submitReshipRequest(alice, { items: [{ id: alicesOrder.id, name: 'x' }], reason: 'Broken', image: `/api/files/${alicesId.id}` }),
    ).toMatchObject({ status: 400, body: { message: reshipServerMessages.imageNotYours } })
    expect(
      await submitReshipRequest(alice, { items: [{ id: alicesOrder.id, name: 'x' }], reason: 'Broken', image: 'https://evil.example/cat.jpg' }),
    ).toMatchObject({ status: 400, body: { message: reshipMessages.imageRequired } })
    expect(await requestsOf(alice)).toHaveLength(0)
    expect(await requestsOf(bob)).toHaveLength(0)
  })

  it('refuses a photo the patient uploaded for another of their orders, writing nothing', async () => {
    const patient = await signedInPatient(payload)
    const [first, second] = [await newOrder(patient, 'order_delivered', 1), await newOrder(patient, 'order_delivered', 2)]
    const forFirst = await evidence(patient, first)
    const unbound = await evidence(patient, null)
    expect(await submitReshipRequest(patient, { items: [{ id: second.id, name: 'x' }], reason: 'Broken', image: `/api/files/${forFirst.id}` })).toMatchObject({
      status: 400,
      body: { message: reshipServerMessages.imageNotYours },
    })
    expect(await submitReshipRequest(patient, { items: [{ id: second.id, name: 'x' }], reason: 'Broken', image: `/api/files/${unbound.id}` })).toMatchObject({
      status: 400,
      body: { message: reshipServerMessages.imageNotYours },
    })
    expect(await requestsOf(patient)).toHaveLength(0)
    // Asked for both orders, the photo of the first covers the request.
    const both = [
      { id: first.id, name: 'x' },
      { id: second.id, name: 'y' },
    ]
    expect((await submitReshipRequest(patient, { items: both, reason: 'Broken', image: `/api/files/${forFirst.id}` })).status).toBe(200)
  })

  it("answers the spec's messages for a missing item, reason or image", async () => {
    const patient = await signedInPatient(payload)
    const order = await newOrder(patient, 'order_delivered', 1)
    const image = `/api/files/${(await evidence(patient, order)).id}`
    expect((await submitReshipRequest(patient, { items: [], reason: 'x', image })).body.message).toBe(reshipMessages.noItemSelected)
    expect((await submitReshipRequest(patient, { items: [{ id: order.id, name: 'x' }], reason: '   ', image })).body.message).toBe(
      reshipMessages.reasonRequired,
    )
    expect((await submitReshipRequest(patient, { items: [{ id: order.id, name: 'x' }], reason: 'a'.repeat(1001), image })).status).toBe(400)
    expect((await submitReshipRequest(patient, { items: [{ id: order.id, name: 'x' }], reason: 'x' })).body.message).toBe(reshipMessages.imageRequired)
    expect(await requestsOf(patient)).toHaveLength(0)
  })

  it('answers bad JSON and a visitor with a 4xx, never a 500', async () => {
    const patient = await signedInPatient(payload)
    const cookie = (await startPatientSession(new Request('http://localhost/login'), patient.id)).split(';')[0]!
    const post = (body: string, headers: Record<string, string> = {}) =>
      submitAction({
        request: new Request('http://localhost/api/submit-reship-request', { method: 'POST', body, headers }),
        params: {},
        context: { cspNonce: '', clientIp: '203.0.113.9', trackingSessionId: 'reship-test' },
      }).catch((thrown: unknown) => thrown as Response)
    const bad = await post('{not json', { Cookie: cookie, 'Content-Type': 'application/json' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ success: false, message: reshipServerMessages.invalidBody })
    const wrongShape = await post(JSON.stringify({ items: 'all of them' }), { Cookie: cookie, 'Content-Type': 'application/json' })
    expect(wrongShape.status).toBe(400)
    expect((await post('{}')).status).toBe(401)
    expect(await requestsOf(patient)).toHaveLength(0)
  })
})
