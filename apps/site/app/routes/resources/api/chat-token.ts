import type { LoaderFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { chatTokenFor } from '~/chat/chat-realtime.server.ts'

/** `GET /api/chat-token`: an Ably token request for the signed-in patient's own threads (ADR 099). */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const reply = await chatTokenFor(patient, new URL(request.url))
  return Response.json(reply.body, { status: reply.status, headers: { 'Cache-Control': 'private, no-store' } })
}
