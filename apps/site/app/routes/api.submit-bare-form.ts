import type { ActionFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { submitMedicalForm } from '~/forms/medical-form.server.ts'

/**
 * The spec's `POST /api/submit-bare-form` (ADR 061): JSON `{ order_id, questionnaireId, version,
 * answers, doseSchedule }` -> `{ success, message, redirect }`; a refusal is 4xx with its reason and
 * nothing written.
 */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatientForApi(request)
  if (request.method !== 'POST') return Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers: { 'Cache-Control': 'no-store' } })
  const reply = await submitMedicalForm(patient, 'bare', await request.text())
  return Response.json(reply.body, { status: reply.status, headers: { 'Cache-Control': 'no-store' } })
}
