import { reshipReviewMessages, type RowId } from '@telehealth/domain'
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { postReview, receivedRequest, shippingAddress } from './review.fixture.ts'

let payload: Payload
const staff: Partial<Record<'admin' | 'marketing' | 'clinical', TypedUser>> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  staff.admin = await createStaff(payload, 'admin')
  staff.marketing = await createStaff(payload, 'marketing')
  staff.clinical = await createStaff(payload, 'clinical')
})

const replacementsOf = async (requestId: RowId) =>
  (await payload.find({ collection: 'orders', where: { replacementOf: { equals: requestId } }, depth: 0, limit: 10 })).docs

describe('reviewing a replacement request', () => {
  it('approving places exactly one no-charge replacement order, even when approved several times at once', async () => {
    const { patient, order, request } = await receivedRequest(payload)
    const answers = await Promise.all([1, 2, 3, 4].map(() => postReview(payload, staff.admin, request.id, { decision: 'approve' })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3)

    const replacements = await replacementsOf(request.id)
    expect(replacements).toHaveLength(1)
    expect(replacements[0]).toMatchObject({
      patient: patient.id,
      status: 'order_placed',
      amountCents: 0,
      pharmacyReference: `queue-${replacements[0]!.reference}`,
      medication: 'semaglutide',
      shippingAddress,
    })
    expect(replacements[0]!.id).not.toBe(order.id)
    const stored = await payload.findByID({ collection: 'reship-requests', id: request.id, depth: 0 })
    expect(stored).toMatchObject({ status: 'approved', replacementOrders: [replacements[0]!.id], reviewedBy: staff.admin!.id })
    expect(stored.reviewedAt).toBeTruthy()

    const again = await postReview(payload, staff.clinical, request.id, { decision: 'approve' })
    expect(again).toMatchObject({ status: 409, body: { message: reshipReviewMessages.alreadyReviewed } })
    expect(await replacementsOf(request.id)).toHaveLength(1)
  })

  it('tells the patient through the outbox, with no medication and no reason in the text', async () => {
    const { patient, request } = await receivedRequest(payload)
    expect((await postReview(payload, staff.clinical, request.id, { decision: 'approve' })).status).toBe(200)
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: patient.email } }, depth: 0 })).docs
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe(reshipReviewMessages.approvedEmailSubject)
    expect(`${mail[0]!.subject} ${mail[0]!.body}`).not.toMatch(/semaglutide|tirzepatide|cracked/i)
  })

  it('denying needs a reason, keeps it, places no order and tells the patient without it', async () => {
    const { patient, request } = await receivedRequest(payload)
    expect(await postReview(payload, staff.admin, request.id, { decision: 'deny' })).toMatchObject({
      status: 400,
      body: { message: reshipReviewMessages.denialReasonRequired },
    })
    expect(await postReview(payload, staff.admin, request.id, { decision: 'deny', reason: '   ' })).toMatchObject({
      status: 400,
      body: { message: reshipReviewMessages.denialReasonRequired },
    })
    expect((await payload.findByID({ collection: 'reship-requests', id: request.id, depth: 0 })).status).toBe('received')

    const denied = await postReview(payload, staff.admin, request.id, { decision: 'deny', reason: 'Photo shows an intact package' })
    expect(denied).toMatchObject({ status: 200, body: { request: { status: 'rejected' } } })
    expect(await payload.findByID({ collection: 'reship-requests', id: request.id, depth: 0 })).toMatchObject({
      status: 'rejected',
      denialReason: 'Photo shows an intact package',
    })
    expect(await replacementsOf(request.id)).toHaveLength(0)
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: patient.email } }, depth: 0 })).docs
    expect(mail.map((message) => message.subject)).toEqual([reshipReviewMessages.deniedEmailSubject])
    expect(mail[0]!.body).not.toContain('intact')
    expect(await postReview(payload, staff.admin, request.id, { decision: 'approve' })).toMatchObject({ status: 409 })
  })

  it('is for admins and clinical staff only, and answers bad input with a 4xx', async () => {
    const { patient, request } = await receivedRequest(payload)
    expect((await postReview(payload, undefined, request.id, { decision: 'approve' })).status).toBe(401)
    expect((await postReview(payload, patient, request.id, { decision: 'approve' })).status).toBe(401)
    expect((await postReview(payload, staff.marketing, request.id, { decision: 'approve' })).status).toBe(403)
    expect((await postReview(payload, staff.admin, request.id, { decision: 'ship it' })).status).toBe(400)
    expect((await postReview(payload, staff.admin, request.id, null)).status).toBe(400)
    expect((await postReview(payload, staff.admin, 99_999_999, { decision: 'approve' })).status).toBe(404)
    expect((await postReview(payload, staff.admin, 'abc', { decision: 'approve' })).status).toBe(404)
    expect((await payload.findByID({ collection: 'reship-requests', id: request.id, depth: 0 })).status).toBe('received')
    expect(await replacementsOf(request.id)).toHaveLength(0)
  })
})
