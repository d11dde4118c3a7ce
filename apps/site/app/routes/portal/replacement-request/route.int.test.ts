import { getTestPayload } from '@telehealth/cms/testing'
import { reshipMessages, reshipServerMessages, sorryMessages, sorryPath } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import type { SignedInPatient } from '~/cms.server.ts'
import { signedInPatient } from '../../../../test/signed-in-patient.ts'
import { action, loader } from './route.tsx'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const context = { cspNonce: '', clientIp: '203.0.113.40', trackingSessionId: 'reship-route-test' }
const PAGE = 'http://localhost/replacement-request'

async function cookieOf(patient: SignedInPatient) {
  return (await startPatientSession(new Request('http://localhost/login'), patient.id)).split(';')[0]!
}

function deliveredOrder(patient: SignedInPatient, daysAgo: number) {
  return payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'order_delivered',
      medication: 'semaglutide',
      paymentTerms: '1',
      amountCents: 19900,
      shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
      receivedAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString(),
    },
  })
}

/** What a route function answered or threw (a redirect, a data() with its status, or plain data). */
async function settle(run: () => Promise<unknown>): Promise<{ status: number; location: string | null; body: unknown }> {
  const result = await run().catch((thrown: unknown) => thrown)
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
  if (typeof result === 'object' && result !== null && 'data' in result && 'init' in result) {
    const init = result.init as { status?: number } | null
    return { status: init?.status ?? 200, location: null, body: result.data }
  }
  return { status: 200, location: null, body: result }
}

describe('/replacement-request: the page reads and posts through its own loader and action', () => {
  it("loads the patient's items within 7 days; nothing to replace goes to /sorry; a visitor signs in first", async () => {
    const patient = await signedInPatient(payload)
    const recent = await deliveredOrder(patient, 2)
    await deliveredOrder(patient, 9)
    const cookie = await cookieOf(patient)
    const page = await settle(() => loader({ request: new Request(PAGE, { headers: { Cookie: cookie } }), params: {}, context }))
    expect(page.status).toBe(200)
    expect((page.body as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([String(recent.id)])

    const nothing = await signedInPatient(payload)
    await deliveredOrder(nothing, 10)
    const empty = await settle(async () => loader({ request: new Request(PAGE, { headers: { Cookie: await cookieOf(nothing) } }), params: {}, context }))
    expect(empty).toMatchObject({ status: 302, location: sorryPath(sorryMessages.noReshipItems) })

    const visitor = await settle(() => loader({ request: new Request(PAGE), params: {}, context }))
    expect(visitor).toMatchObject({ status: 302, location: '/login?page_ref=%2Freplacement-request' })
  })

  it("answers a post as the spec's endpoint does: bad JSON and a bad shape are 400 with the message, nothing written", async () => {
    const patient = await signedInPatient(payload)
    const order = await deliveredOrder(patient, 1)
    const cookie = await cookieOf(patient)
    const post = (body: string) =>
      settle(() =>
        action({ request: new Request(PAGE, { method: 'POST', body, headers: { Cookie: cookie, 'Content-Type': 'application/json' } }), params: {}, context }),
      )
    expect(await post('{not json')).toMatchObject({ status: 400, body: { success: false, message: reshipServerMessages.invalidBody } })
    expect(await post(JSON.stringify({ items: [{ id: String(order.id), name: 'x' }], reason: '  ', image: '/api/files/1' }))).toMatchObject({
      status: 400,
      body: { success: false, message: reshipMessages.reasonRequired },
    })
    const stored = await payload.count({ collection: 'reship-requests', where: { patient: { equals: patient.id } } })
    expect(stored.totalDocs).toBe(0)
    const visitor = await settle(() => action({ request: new Request(PAGE, { method: 'POST', body: '{}' }), params: {}, context }))
    expect(visitor).toMatchObject({ status: 302, location: '/login?page_ref=%2Freplacement-request' })
  })
})
