import type { LoaderFunctionArgs } from '@remix-run/node'
import { adjustDosesMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { ownOrder } from '~/portal/adjust-doses.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/**
 * The spec's `GET /api/prescription-getorder/{id}` (id: the order's) -> `{ product_id }` for the
 * signed-in patient's own order; another patient's or an unknown order: 404 (ADR 051).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const order = await ownOrder(patient, params.id ?? '')
  if (!order) return Response.json({ success: false, message: adjustDosesMessages.notFound }, { status: 404, headers })
  return Response.json({ product_id: order.productId }, { headers })
}
