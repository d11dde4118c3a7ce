import { parseRowId, reshipReviewMessages } from '@telehealth/domain'
import type { Endpoint } from 'payload'
import { isClinicalOrAdmin } from '../../access/isClinicalOrAdmin.ts'
import { jsonAnswer, jsonBody, jsonRefusal } from '../../endpoints/json.ts'
import { reviewInputSchema, reviewReshipRequest } from './review.ts'

/**
 * POST /api/reship-requests/:id/review { decision: 'approve' | 'deny', reason? }: admins and
 * clinical staff decide a replacement request once (ADR 044). 200 `{ request }`, or 4xx `{ message }`.
 */
export const reviewEndpoint: Endpoint = {
  path: '/:id/review',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'staff') return jsonRefusal(reshipReviewMessages.signIn, 401)
    if (!isClinicalOrAdmin({ req })) return jsonRefusal(reshipReviewMessages.notAllowed, 403)
    const id = parseRowId(req.routeParams?.id)
    if (id === null) return jsonRefusal(reshipReviewMessages.notFound, 404)
    const body = await jsonBody(req)
    const parsed = reviewInputSchema.safeParse(body)
    if (!parsed.success) return jsonRefusal(parsed.error.issues[0]?.message ?? reshipReviewMessages.badDecision, 400)
    const outcome = await reviewReshipRequest(req.payload, { requestId: id, staff: req.user, review: parsed.data })
    if (!outcome.ok) return jsonRefusal(outcome.message, outcome.status)
    return jsonAnswer({ request: { id: outcome.request.id, status: outcome.request.status, replacementOrders: outcome.request.replacementOrders ?? [] } })
  },
}
