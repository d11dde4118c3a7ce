import { reshipReviewMessages, type RowId } from '@telehealth/domain'
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { reviewEndpoint } from './reviewEndpoint.ts'

let payload: Payload
const staff: Partial<Record<'admin' | 'marketing' | 'clinical', TypedUser>> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  staff.admin = await createStaff(payload, 'admin')
  staff.marketing = await createStaff(payload, 'marketing')
  staff.clinical = await createStaff(payload, 'clinical')
})

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

/** A patient with a delivered order and a received replacement request for it. */
async function receivedRequest() {
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
async function postReview(user: TypedUser | undefined, id: RowId, body: unknown) {
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.routeParams = { id: String(id) }
  req.json = async (): Promise<unknown> => (typeof body === 'string' ? JSON.parse(body) : body)
  const response = await reviewEndpoint.handler(req)
  return { status: response.status, body: (await response.json()) as { message?: string; request?: { status: string; replacementOrders: RowId[] } } }
}

const replacementsOf = async (requestId: RowId) =>
  (await payload.find({ collection: 'orders', where: { replacementOf: { equals: requestId } }, depth: 0, limit: 10 })).docs

describe('reviewing a replacement request', () => {
  it('approving places exactly one no-charge replacement order, even when approved several times at once', async () => {
    const { patient, order, request } = await receivedRequest()
    const answers = await Promise.all([1, 2, 3, 4].map(() => postReview(staff.admin, request.id, { decision: 'approve' })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3)

    const replacements = await replacementsOf(request.id)
    expect(replacements).toHaveLength(1)
    expect(replacements[0]).toMatchObject({
      patient: patient.id,
      status: 'order_placed',
      amountCents: 0,
      pharmacyReference: `queue-${replacements[0]!.id}`,
      medication: 'semaglutide',
      shippingAddress,
    })
    expect(replacements[0]!.id).not.toBe(order.id)
    const stored = await payload.findByID({ collection: 'reship-requests', id: request.id, depth: 0 })
    expect(stored).toMatchObject({ status: 'approved', replacementOrders: [replacements[0]!.id], reviewedBy: staff.admin!.id })
    expect(stored.reviewedAt).toBeTruthy()

    const again = await postReview(staff.clinical, request.id, { decision: 'approve' })
    expect(again).toMatchObject({ status: 409, body: { message: reshipReviewMessages.alreadyReviewed } })
    expect(await replacementsOf(request.id)).toHaveLength(1)
  })

  it('tells the patient through the outbox, with no medication and no reason in the text', async () => {
    const { patient, request } = await receivedRequest()
    expect((await postReview(staff.clinical, request.id, { decision: 'approve' })).status).toBe(200)
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: patient.email } }, depth: 0 })).docs
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe(reshipReviewMessages.approvedEmailSubject)
    expect(`${mail[0]!.subject} ${mail[0]!.body}`).not.toMatch(/semaglutide|tirzepatide|cracked/i)
  })

  it('denying needs a reason, keeps it, places no order and tells the patient without it', async () => {
    const { patient, request } = await receivedRequest()
    expect(await postReview(staff.admin, request.id, { decision: 'deny' })).toMatchObject({
      status: 400,
      body: { message: reshipReviewMessages.denialReasonRequired },
    })
    expect(await postReview(staff.admin, request.id, { decision: 'deny', reason: '   ' })).toMatchObject({
      status: 400,
      body: { message: reshipReviewMessages.denialReasonRequired },
    })
    expect((await payload.findByID({ collection: 'reship-requests', id: request.id, depth: 0 })).status).toBe('received')

    const denied = await postReview(staff.admin, request.id, { decision: 'deny', reason: 'Photo shows an intact package' })
    expect(denied).toMatchObject({ status: 200, body: { request: { status: 'rejected' } } })
    expect(await payload.findByID({ collection: 'reship-requests', id: request.id, depth: 0 })).toMatchObject({
      status: 'rejected',
      denialReason: 'Photo shows an intact package',
    })
    expect(await replacementsOf(request.id)).toHaveLength(0)
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: patient.email } }, depth: 0 })).docs
    expect(mail.map((message) => message.subject)).toEqual([reshipReviewMessages.deniedEmailSubject])
    expect(mail[0]!.body).not.toContain('intact')
    expect(await postReview(staff.admin, request.id, { decision: 'approve' })).toMatchObject({ status: 409 })
  })

  it('is for admins and clinical staff only, and answers bad input with a 4xx', async () => {
    const { patient, request } = await receivedRequest()
    expect((await postReview(undefined, request.id, { decision: 'approve' })).status).toBe(401)
    expect((await postReview(patient, request.id, { decision: 'approve' })).status).toBe(401)
    expect((await postReview(staff.marketing, request.id, { decision: 'approve' })).status).toBe(403)
    expect((await postReview(staff.admin, request.id, { decision: 'ship it' })).status).toBe(400)
    expect((await postReview(staff.admin, request.id, null)).status).toBe(400)
    expect((await postReview(staff.admin, 99_999_999, { decision: 'approve' })).status).toBe(404)
    expect((await postReview(staff.admin, 'abc', { decision: 'approve' })).status).toBe(404)
    expect((await payload.findByID({ collection: 'reship-requests', id: request.id, depth: 0 })).status).toBe('received')
    expect(await replacementsOf(request.id)).toHaveLength(0)
  })
})
