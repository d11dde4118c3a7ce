import type { ActionFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { logUploadAttempt } from '~/uploads/files.server.ts'

/**
 * The spec's `POST /api/log-upload-attempt`: best effort, 204 for a well-formed report (ADR 041).
 * A signed-in patient's only (401 otherwise), within their hourly budget (429 with Retry-After,
 * ADR 102); a refused report is not logged.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  const patient = await requirePatientForApi(request)
  const body: unknown = await request.json().catch(() => null)
  const logged = await logUploadAttempt(patient, body)
  if (logged.status === 429) return Response.json({ message: logged.message }, { status: 429, headers: { 'Retry-After': String(logged.retryAfterSeconds) } })
  return logged.status === 204 ? new Response(null, { status: 204 }) : Response.json({ message: 'The report is not valid.' }, { status: 400 })
}
