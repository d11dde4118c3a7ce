import type { ActionFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { submitVideo } from '~/uploads/files.server.ts'

/** The spec's `POST /api/upload-av-video` (s3FileName, uniqueId): the stored video is sent for review with its form. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ status: 'error', message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
  const patient = await requirePatientForApi(request)
  const body: unknown = await request.json().catch(() => null)
  const reply = await submitVideo(patient, body)
  return Response.json(reply.body, { status: reply.status })
}
