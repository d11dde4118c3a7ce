import { relationValue } from '@telehealth/cms/site'
import { getTestPayload } from '@telehealth/cms/testing'
import { adjustDosesMessages, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import type { SignedInPatient } from '~/cms.server.ts'
import { signedInPatient } from '../../../../test/signed-in-patient.ts'
import { action, loader } from './route.tsx'

let payload: Payload
let productId: RowId

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const context = { cspNonce: '', clientIp: '203.0.113.41', trackingSessionId: 'adjust-route-test' }

beforeAll(async () => {
  payload = await getTestPayload()
  const product = await payload.create({
    collection: 'products',
    data: { name: 'Tirzepatide', slug: `tirz-adjust-route-${Date.now()}`, kind: 'medication', medication: 'tirzepatide' },
    overrideAccess: true,
    depth: 0,
  })
  productId = product.id
})

async function cookieOf(patient: SignedInPatient) {
  return (await startPatientSession(new Request('http://localhost/login'), patient.id)).split(';')[0]!
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

describe('/adjust-doses/{id}: the page posts through its own action', () => {
  it("answers as the spec's endpoint does: bad JSON is 400, an accepted request 200, and the page then says it is open", async () => {
    const patient = await signedInPatient(payload)
    const order = await payload.create({
      collection: 'orders',
      data: {
        patient: patient.id,
        status: 'needs_review',
        medication: 'tirzepatide',
        product: relationValue(productId),
        paymentTerms: '3',
        amountCents: 74700,
        shippingAddress: { address_line_1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
      },
      overrideAccess: true,
      depth: 0,
    })
    const upload = await payload.create({
      collection: 'uploads',
      data: { patient: patient.id, imageType: 'prescription_image' },
      file: { data: PNG, name: `rx-route-${Date.now()}.png`, mimetype: 'image/png', size: PNG.length },
      overrideAccess: true,
    })
    const cookie = await cookieOf(patient)
    const page = `http://localhost/adjust-doses/${order.id}`
    const params = { id: String(order.id) }
    const post = (body: string) =>
      settle(() =>
        action({ request: new Request(page, { method: 'POST', body, headers: { Cookie: cookie, 'Content-Type': 'application/json' } }), params, context }),
      )

    expect(await post('{not json')).toMatchObject({ status: 400, body: { success: false, message: adjustDosesMessages.invalidBody } })
    const request = { selectedDoses: [5, 7.5, 12.5], product_id: productId, formType: 'adjustDose', order_id: order.id, image: `/api/files/${upload.id}` }
    expect(await post(JSON.stringify({ ...request, selectedDoses: [5, 2.5, 2.5] }))).toMatchObject({
      status: 400,
      body: { success: false, message: adjustDosesMessages.badDoses },
    })
    expect(await post(JSON.stringify(request))).toMatchObject({ status: 200, body: { success: true, message: adjustDosesMessages.received } })
    expect(await settle(() => loader({ request: new Request(page, { headers: { Cookie: cookie } }), params, context }))).toMatchObject({
      status: 409,
      body: { unavailable: adjustDosesMessages.alreadyOpen },
    })
    const visitor = await settle(() => action({ request: new Request(page, { method: 'POST', body: '{}' }), params, context }))
    expect(visitor).toMatchObject({ status: 302, location: `/login?page_ref=${encodeURIComponent(`/adjust-doses/${order.id}`)}` })
  })
})
