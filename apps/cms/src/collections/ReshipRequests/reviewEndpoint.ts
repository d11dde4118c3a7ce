import { reshipReviewMessages } from '@telehealth/domain'
import type { Endpoint } from 'payload'
import { isClinicalOrAdmin } from '../../access/isClinicalOrAdmin.ts'
import { reviewInputSchema, reviewReshipRequest } from './review.ts'

const answer = (body: object, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refuse = (message: string, status: number) => answer({ message, errors: [{ message }] }, status)

/**
 * POST /api/reship-requests/:id/review { decision: 'approve' | 'deny', reason? }: admins and
 * clinical staff decide a replacement request once (ADR 044). 200 `{ request }`, or 4xx `{ message }`.
 */
export const reviewEndpoint: Endpoint = {
  path: '/:id/review',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'staff') return refuse(reshipReviewMessages.signIn, 401)
    if (!isClinicalOrAdmin({ req })) return refuse(reshipReviewMessages.notAllowed, 403)
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(id)) return refuse(reshipReviewMessages.notFound, 404)
    const body: unknown = req.json ? await req.json().catch(() => null) : null
    const parsed = reviewInputSchema.safeParse(body)
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? reshipReviewMessages.badDecision, 400)
    const outcome = await reviewReshipRequest(req.payload, { requestId: Number(id), staff: req.user, review: parsed.data })
    if (!outcome.ok) return refuse(outcome.message, outcome.status)
    return answer({ request: { id: outcome.request.id, status: outcome.request.status, replacementOrders: outcome.request.replacementOrders ?? [] } })
  },
}
