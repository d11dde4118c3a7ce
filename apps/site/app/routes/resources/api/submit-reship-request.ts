import { retryAfterHeader } from '~/auth/rate-limit.server.ts'
import type { ActionFunctionArgs } from '@remix-run/node'
import { reshipServerMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { submitReshipRequest } from '~/portal/reship.server.ts'

/** The spec's `POST /api/submit-reship-request` { reason, image, items } -> { success, message }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
  const patient = await requirePatientForApi(request)
  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) return Response.json({ success: false, message: reshipServerMessages.invalidBody }, { status: 400 })
  const reply = await submitReshipRequest(patient, body)
  const retryAfter = retryAfterHeader(reply.retryAfterSeconds)
  return Response.json(reply.body, { status: reply.status, headers: { 'Cache-Control': 'no-store', ...retryAfter } })
}

export function loader() {
  return Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
