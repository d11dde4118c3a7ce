import type { LoaderFunctionArgs } from '@remix-run/node'
import { prescriptionMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { prescriptionFor } from '~/portal/prescription.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/**
 * The spec's `GET /api/prescription-pending/{id}` (id: the order's): `{ success, prescription: [...] }`,
 * the items without ondansetron, plus where the prescription stands. Another patient's order: 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const view = await prescriptionFor(patient, params.id ?? '')
  if (!view) return Response.json({ success: false, message: prescriptionMessages.notFound }, { status: 404, headers })
  return Response.json({ success: true, prescription: view.items, status: view.status, ...(view.answered ? { message: view.answered } : {}) }, { headers })
}
