import type { ActionFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { issueUploadTicket, uploadMessages } from '~/uploads/tickets.server.ts'

/**
 * The spec's `POST /api/get-signed-url`: a single-use upload ticket for the signed-in patient (ADR
 * 041); over the patient's hourly budget or open-ticket cap, a 429 with Retry-After (ADR 102).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
  const patient = await requirePatientForApi(request)
  const body: unknown = await request.json().catch(() => null)
  if (body === null) return Response.json({ message: uploadMessages.invalid }, { status: 400 })
  const reply = await issueUploadTicket(patient, body)
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (!reply.ok && reply.status === 429) headers['Retry-After'] = String(reply.retryAfterSeconds)
  return Response.json(reply.body, { status: reply.ok ? 200 : reply.status, headers })
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
