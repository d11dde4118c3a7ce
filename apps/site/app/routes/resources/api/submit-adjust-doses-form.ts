import type { ActionFunctionArgs } from '@remix-run/node'
import { adjustDosesMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { submitAdjustDoses } from '~/portal/adjust-doses.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/**
 * The spec's `POST /api/submit-adjust-doses-form`: JSON `{ selectedDoses, product_id, formType:
 * 'adjustDose', order_id, image }` -> `{ success, message }` (4xx with the reason, nothing written).
 */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatientForApi(request)
  if (request.method !== 'POST') return Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers })
  const body: unknown = await request.json().catch(() => null)
  if (body === null) return Response.json({ success: false, message: adjustDosesMessages.invalidBody }, { status: 400, headers })
  const reply = await submitAdjustDoses(patient, body)
  return Response.json(reply.body, { status: reply.status, headers })
}
