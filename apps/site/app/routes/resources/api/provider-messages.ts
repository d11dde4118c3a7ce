import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { doctorThreadMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { postProviderMessage, providerMessagesFor } from '~/portal/doctor-thread.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/** The spec's `GET /api/provider-messages`: the signed-in patient's doctor thread (ADR 097). */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const reply = await providerMessagesFor(patient, new URL(request.url))
  return Response.json(reply.body, { status: reply.status, headers })
}

/** The spec's `POST /api/provider-messages`: { message, latestEncounterId, attachments? } into the doctor thread. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'GET, POST' } })
  const patient = await requirePatientForApi(request)
  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) return Response.json({ success: false, message: doctorThreadMessages.invalid }, { status: 400, headers })
  const reply = await postProviderMessage(patient, body)
  const retryAfter = 'retryAfterSeconds' in reply ? reply.retryAfterSeconds : undefined
  return Response.json(reply.body, { status: reply.status, headers: retryAfter ? { ...headers, 'Retry-After': String(retryAfter) } : headers })
}
