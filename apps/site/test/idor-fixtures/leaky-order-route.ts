import type { LoaderFunctionArgs } from '@remix-run/node'
import { parseRowId } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { cmsFor } from '~/cms.server.ts'

/**
 * A PLANTED FAULT, for the IDOR suite only (never routed): `GET /api/prescription-getorder/{id}`
 * with its owner filter removed. It reads the order with access off (as the server functions do before their own owner check), whoever owns it, so another
 * patient's order answers 200 with its data where an unknown one answers 404. The suite runs it
 * through the same harness as the real routes and must report it as a leak (issue 32: the harness
 * is proven able to fail).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const id = parseRowId(params.id)
  const order = id === null ? null : await (await cmsFor(patient)).findByID({ collection: 'orders', id, depth: 0, disableErrors: true })
  if (!order) return Response.json({ success: false, message: 'Order not found.' }, { status: 404 })
  return Response.json({ product_id: order.product ?? null, shipping: order.shippingAddress })
}
