import type { LoaderFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { shippedItems } from '~/portal/reship.server.ts'

/** The spec's `GET /api/get-shipped-items`: what the signed-in patient may ask to have replaced. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  return Response.json(await shippedItems(patient), { headers: { 'Cache-Control': 'no-store' } })
}
