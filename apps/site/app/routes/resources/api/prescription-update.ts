import type { ActionFunctionArgs } from '@remix-run/node'
import { prescriptionMessages, prescriptionUpdateSchema, sameRowId } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { answerPrescription } from '~/portal/prescription.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/**
 * The spec's `POST /api/prescription-update/{id}` with JSON `{ order_id, accept }` -> `{ success }`
 * (and where to go next, or the message why not, with 4xx). `order_id` must be the order in the address.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requirePatientForApi(request)
  if (request.method !== 'POST') return Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers })
  const body: unknown = await request.json().catch(() => null)
  const parsed = prescriptionUpdateSchema.safeParse(body)
  const orderId = params.id ?? ''
  if (!parsed.success || !sameRowId(parsed.data.order_id, orderId))
    return Response.json({ success: false, message: prescriptionMessages.badUpdate }, { status: 400, headers })
  const answer = await answerPrescription(patient, orderId, parsed.data.accept)
  if (!answer.ok) return Response.json({ success: false, message: answer.message }, { status: answer.status, headers })
  return Response.json({ success: true, redirectTo: answer.redirectTo }, { headers })
}
