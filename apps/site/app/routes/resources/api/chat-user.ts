import type { ActionFunctionArgs } from '@remix-run/node'
import { supportChatTexts } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { createChatUser } from '~/portal/support-chat.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/** The spec's `POST /api/chat-user` { first_name, last_name, email, source_web: 2, user_type: 'chat' } -> { status, message, user } (ADR 100). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
  const patient = await requirePatientForApi(request)
  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) return Response.json({ status: 'error', message: supportChatTexts.invalidUser }, { status: 400, headers })
  const reply = await createChatUser(patient, body)
  return Response.json(reply.body, { status: reply.status, headers })
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
