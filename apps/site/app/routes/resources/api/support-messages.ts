import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { doctorThreadMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { postSupportMessage, supportMessagesFor } from '~/portal/support-chat.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/** `GET /api/support-messages` (`?page=2` for older): the signed-in patient's support thread, newest last (ADR 100). */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const reply = await supportMessagesFor(patient, new URL(request.url))
  return Response.json(reply.body, { status: reply.status, headers })
}

/** `POST /api/support-messages` { message, attachments? } into the support thread: the doctor thread's limits and rate limit. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'GET, POST' } })
  const patient = await requirePatientForApi(request)
  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) return Response.json({ success: false, message: doctorThreadMessages.invalid }, { status: 400, headers })
  const reply = await postSupportMessage(patient, body)
  const retryAfter = 'retryAfterSeconds' in reply ? reply.retryAfterSeconds : undefined
  return Response.json(reply.body, { status: reply.status, headers: retryAfter ? { ...headers, 'Retry-After': String(retryAfter) } : headers })
}
