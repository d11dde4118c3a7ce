import type { ActionFunctionArgs } from '@remix-run/node'
import { getPatient } from '~/auth/patient-session.server.ts'
import { logUploadAttempt } from '~/uploads/files.server.ts'

/** The spec's `POST /api/log-upload-attempt`: best effort, always 204 for a well-formed report (ADR 041). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  const patient = await getPatient(request)
  const body: unknown = await request.json().catch(() => null)
  const logged = await logUploadAttempt(patient, body)
  return logged ? new Response(null, { status: 204 }) : Response.json({ message: 'The report is not valid.' }, { status: 400 })
}
