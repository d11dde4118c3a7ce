import { createLocalReq, type CollectionBeforeChangeHook, type Payload, type TypedUser } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { reviewEndpoint } from './reviewEndpoint.ts'

/**
 * Approving a replacement request places the replacement orders and records the decision as one
 * unit of work (ADR 079). The decision's write planted to fail (after the orders) leaves nothing
 * behind: on PostgreSQL by the transaction's rollback, on SQLite by the compensations.
 */
const transactional = process.env.TEST_DATABASE_ENGINE === 'postgres'

let payload: Payload
const failing = { decision: false }
const plantedFailure: CollectionBeforeChangeHook = ({ data }) => {
  if (failing.decision && data.status === 'approved') throw new Error('planted: the decision write fails')
  return data
}

beforeAll(async () => {
  payload = await getTestPayload()
  const hooks = payload.collections['reship-requests'].config.hooks
  hooks.beforeChange = [...(hooks.beforeChange ?? []), plantedFailure]
})

afterEach(() => {
  failing.decision = false
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
async function postReview(user: TypedUser | undefined, id: number | string, body: unknown) {
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.routeParams = { id: String(id) }
  req.json = async (): Promise<unknown> => (typeof body === 'string' ? JSON.parse(body) : body)
  const response = await reviewEndpoint.handler(req)
  return { status: response.status, body: (await response.json()) as { message?: string; request?: { status: string; replacementOrders: number[] } } }
}

async function stateOf(actorId: number | string, requestId: number | string) {
  const [request, replacements, audited] = await Promise.all([
    payload.findByID({ collection: 'reship-requests', id: requestId, depth: 0 }),
    payload.count({ collection: 'orders', where: { replacementOf: { equals: requestId } } }),
    payload.find({
      collection: 'audit-log',
      // By actor: a placed replacement's entry names no patient (its create selects only the status).
      where: { and: [{ actorId: { equals: String(actorId) } }, { resource: { equals: 'orders' } }, { action: { in: ['create', 'delete'] } }] },
      pagination: false,
      depth: 0,
    }),
  ])
  return {
    status: request.status,
    replacementOrders: request.replacementOrders ?? [],
    replacements: replacements.totalDocs,
    audited: audited.docs.map((entry) => entry.action).sort(),
  }
}

describe('an approval whose decision fails to be written', () => {
  it('keeps no replacement order and leaves the request to be decided again', async () => {
    const { request } = await receivedRequest()
    const reviewer = await createStaff(payload, 'clinical')
    failing.decision = true
    await expect(postReview(reviewer, request.id, { decision: 'approve' })).rejects.toThrow('planted')
    const after = await stateOf(reviewer.id, request.id)
    expect(after).toMatchObject({ status: 'received', replacementOrders: [], replacements: 0 })
    // The engine's own path: nothing was committed (PostgreSQL), or the order was placed and removed again (SQLite).
    expect(after.audited).toEqual(transactional ? [] : ['create', 'delete'])

    failing.decision = false
    const approved = await postReview(reviewer, request.id, { decision: 'approve' })
    expect(approved.status).toBe(200)
    expect(await stateOf(reviewer.id, request.id)).toMatchObject({ status: 'approved', replacements: 1 })
  })
})
