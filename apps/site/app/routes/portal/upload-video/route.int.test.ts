import { getTestPayload } from '@telehealth/cms/testing'
import { orderUploadMessages, type StoredOrderStatus } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import type { SignedInPatient } from '~/cms.server.ts'
import { signedInPatient } from '../../../../test/signed-in-patient.ts'
import { loader } from './route.tsx'

let payload: Payload
const context = { cspNonce: '', clientIp: '203.0.113.42', trackingSessionId: 'upload-video-route-test' }

beforeAll(async () => {
  payload = await getTestPayload()
})

async function orderOf(patient: SignedInPatient, status: StoredOrderStatus, videoState: string | null) {
  return payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status,
      medication: 'tirzepatide',
      amountCents: 74700,
      shippingAddress: { address_line_1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
      ...(videoState ? { videoRequired: true, videoState } : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
}

/** The loader as a signed-in patient opens `/upload-video/{id}`: its data, or the response it threw. */
async function open(patient: SignedInPatient, id: string, query = '') {
  const cookie = (await startPatientSession(new Request('http://localhost/login'), patient.id)).split(';')[0]!
  const request = new Request(`http://localhost/upload-video/${id}${query}`, { headers: { Cookie: cookie } })
  const result = await loader({ request, params: { id }, context }).catch((thrown: unknown) => thrown)
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') }
  if (typeof result === 'object' && result !== null && 'init' in result && 'data' in result)
    return { status: (result.init as { status?: number } | null)?.status ?? 200, body: result.data }
  return { status: 200, body: result }
}

describe('/upload-video/{id}', () => {
  it("opens for the patient's own order waiting for its prescription, naming the state recorded at submit", async () => {
    // The patient moved to Florida since; the order keeps the state it was submitted from.
    const patient = await signedInPatient(payload, { state: 'FL' })
    const order = await orderOf(patient, 'waiting_prescription', 'NJ')
    expect(await open(patient, String(order.id), '?state=TX')).toMatchObject({ status: 200, body: { formId: String(order.id), stateName: 'New Jersey' } })
    // With no state recorded, the patient record's state, as before (ADR 039).
    const unrecorded = await orderOf(patient, 'needs_review', null)
    expect(await open(patient, String(unrecorded.id), '?state=TX')).toMatchObject({ status: 200, body: { stateName: 'Florida' } })
  })

  it("answers another patient's order, an unknown id and another engine's id as not found; an order past the video goes home", async () => {
    const [alice, bob] = [await signedInPatient(payload, { state: 'TX' }), await signedInPatient(payload, { state: 'TX' })]
    const bobs = await orderOf(bob, 'waiting_prescription', 'TX')
    for (const id of [String(bobs.id), '999999999', '3f2a9c1e-aaaa-4bbb-8ccc-123456789012', 'form-1'])
      expect(await open(alice, id)).toEqual({ status: 404, body: { message: orderUploadMessages.orderNotFound } })
    for (const status of ['pending_approval', 'prescription_received', 'order_shipped', 'cancelled'] as const) {
      const order = await orderOf(alice, status, 'TX')
      expect(await open(alice, String(order.id))).toEqual({ status: 302, location: '/home' })
    }
  })
})
