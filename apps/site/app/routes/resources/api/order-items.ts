import type { LoaderFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { orderItems } from '~/portal/orders.server.ts'

/** The spec's `GET /api/order-items`: status, orders, health_id, for the signed-in patient only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  return Response.json(await orderItems(patient), { headers: { 'Cache-Control': 'private, no-store' } })
}
