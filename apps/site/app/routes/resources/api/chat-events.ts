import type { LoaderFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { chatEventsFor } from '~/chat/chat-events.server.ts'

/** `GET /api/chat-events?thread=doctor|support`: the signed-in patient's thread, live (server-sent events; ADR 099). */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  return chatEventsFor(patient, request)
}
