import type { ActionFunctionArgs } from '@remix-run/node'
import { doctorThreadMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { sendDoctorMessage } from '~/portal/doctor-thread.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/** The spec's `POST /api/send-doc-message` { message, visitId } -> { status }: the Orders tab's Message to the doctor (ADR 097). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
  const patient = await requirePatientForApi(request)
  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) return Response.json({ status: 'error', message: doctorThreadMessages.invalid }, { status: 400, headers })
  const reply = await sendDoctorMessage(patient, body)
  return Response.json(reply.body, {
    status: reply.status,
    headers: { ...headers, ...(reply.retryAfterSeconds ? { 'Retry-After': String(reply.retryAfterSeconds) } : {}) },
  })
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
