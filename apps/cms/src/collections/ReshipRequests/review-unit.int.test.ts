import type { CollectionBeforeChangeHook, Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { postReview, receivedRequest } from './review.fixture.ts'

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
    const { request } = await receivedRequest(payload)
    const reviewer = await createStaff(payload, 'clinical')
    failing.decision = true
    await expect(postReview(payload, reviewer, request.id, { decision: 'approve' })).rejects.toThrow('planted')
    const after = await stateOf(reviewer.id, request.id)
    expect(after).toMatchObject({ status: 'received', replacementOrders: [], replacements: 0 })
    // The engine's own path: nothing was committed (PostgreSQL), or the order was placed and removed again (SQLite).
    expect(after.audited).toEqual(transactional ? [] : ['create', 'delete'])

    failing.decision = false
    const approved = await postReview(payload, reviewer, request.id, { decision: 'approve' })
    expect(approved.status).toBe(200)
    expect(await stateOf(reviewer.id, request.id)).toMatchObject({ status: 'approved', replacements: 1 })
  })
})
