import type { RowId } from '@telehealth/domain'
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { createPatient } from '../../testing/actors.ts'
import { reviewEndpoint } from './reviewEndpoint.ts'

/** Test support for the replacement-request review (review.int.test.ts, review-unit.int.test.ts). */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
export const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

/** A patient with a delivered order and a received replacement request for it. */
export async function receivedRequest(payload: Payload) {
  const patient = await createPatient(payload)
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'order_delivered',
      medication: 'semaglutide',
      paymentTerms: '3',
      amountCents: 74700,
      shippingAddress,
      receivedAt: new Date().toISOString(),
    },
  })
  const image = await payload.create({
    collection: 'uploads',
    data: { patient: patient.id, imageType: 'reship_evidence' },
    file: { data: PNG, name: `r-${order.id}.png`, mimetype: 'image/png', size: PNG.length },
  })
  const request = await payload.create({
    collection: 'reship-requests',
    data: {
      patient: patient.id,
      order: order.id,
      items: [{ itemId: String(order.id), name: 'Compounded Semaglutide', shippedOrder: order.id }],
      reason: 'The vial arrived cracked',
      image: image.id,
      status: 'received',
    },
  })
  return { patient, order, request }
}

/** POST /api/reship-requests/:id/review as this user (or nobody), with this body. */
export async function postReview(payload: Payload, user: TypedUser | undefined, id: RowId, body: unknown) {
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.routeParams = { id: String(id) }
  req.json = async (): Promise<unknown> => (typeof body === 'string' ? JSON.parse(body) : body)
  const response = await reviewEndpoint.handler(req)
  return { status: response.status, body: (await response.json()) as { message?: string; request?: { status: string; replacementOrders: RowId[] } } }
}
