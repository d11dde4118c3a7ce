import { allowedNextStatuses, expectedStatuses, isOrderStatus, orderTransitionMessages, parseRowId } from '@telehealth/domain'
import type { Endpoint, PayloadRequest } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { jsonAnswer, jsonBody, jsonRefusal } from '../endpoints/json.ts'
import { transitionFromAdmin } from '../encounters/appointment.ts'
import { lifecycleMessages, placementProblem } from './lifecycle.ts'

/** The :id of the route; the router gives strings, anything else is no id. */
function routeId(req: PayloadRequest): string {
  const id = req.routeParams?.id
  return typeof id === 'string' ? id : ''
}

/** The order staff's role, or a refusal: 401 without a staff session, 403 for marketing and support. */
function orderStaffRole(req: PayloadRequest): 'admin' | 'clinical' | 'fulfilment' | Response {
  const role = staffRole(req)
  if (!role) return jsonRefusal('Sign in to the admin first.', 401)
  if (role === 'marketing' || role === 'support') return jsonRefusal(lifecycleMessages.staffOnly, 403)
  return role
}

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  const body = await jsonBody(req)
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
}

/**
 * The admin's buttons (ADR 046): `POST /api/orders/:id/transition` with
 * `{ from, to, reason?, logistics_provider?, tracking_number?, deliveredAt? }` moves the order through
 * the lifecycle, answering `{ order }` or `{ message }` with 4xx. `from` is the status the panel
 * showed (ADR 085): when the order has moved on since, the answer is 409 and nothing changes, so two
 * staff clicking at once make one move and get one clear refusal; `GET /api/orders/:id/next-statuses`
 * lists what this staff member may do now.
 */
export const orderEndpoints: Endpoint[] = [
  {
    path: '/:id/transition',
    method: 'post',
    handler: async (req) => {
      const role = orderStaffRole(req)
      if (role instanceof Response) return role
      const body = await bodyOf(req)
      if (!body) return jsonRefusal('Send the change as a JSON object: { "from": "<status>", "to": "<status>" }.', 400)
      const from = expectedStatuses(body.from)
      if (!from) return jsonRefusal(orderTransitionMessages.expectedFromRequired, 400)
      // Asking for an appointment (needs_review) also gives the patient their encounter (ADR 097).
      const result = await transitionFromAdmin(req.payload, {
        orderId: routeId(req),
        from,
        to: body.to,
        actor: { kind: 'staff', id: req.user!.id, role },
        reason: body.reason,
        logistics_provider: body.logistics_provider,
        tracking_number: body.tracking_number,
        deliveredAt: body.deliveredAt,
      })
      return result.ok ? jsonAnswer({ order: result.order }) : jsonRefusal(result.message, result.status)
    },
  },
  {
    path: '/:id/next-statuses',
    method: 'get',
    handler: async (req) => {
      const role = orderStaffRole(req)
      if (role instanceof Response) return role
      const id = parseRowId(routeId(req))
      if (id === null) return jsonRefusal(lifecycleMessages.notFound, 404)
      const found = await req.payload.find({
        collection: 'orders',
        where: { id: { equals: id } },
        limit: 1,
        pagination: false,
        depth: 0,
        user: req.user,
        overrideAccess: false,
        select: { status: true },
      })
      const order = found.docs[0]
      if (!order || !isOrderStatus(order.status)) return jsonRefusal(lifecycleMessages.notFound, 404)
      const next = allowedNextStatuses(order.status, role)
      // While the patient may still answer the prescription, placing is not offered; `held` says why (ADR 091).
      const held = next.includes('order_placed') && order.status === 'prescription_received' ? await placementProblem(req.payload, order, new Date()) : null
      return jsonAnswer({ status: order.status, next: held ? next.filter((status) => status !== 'order_placed') : next, ...(held ? { held } : {}) })
    },
  },
]
