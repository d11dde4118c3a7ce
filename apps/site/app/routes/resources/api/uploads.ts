import type { ActionFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { receiveUpload } from '~/uploads/tickets.server.ts'

/**
 * Where a ticket's file is PUT: whole, or in resumable chunks (Content-Range), answered 201 when
 * stored, 200 with the held Range and `{ complete: false, received }` while incomplete, or a 4xx with its message (ADR 041).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return Response.json({ message: 'Use PUT.' }, { status: 405, headers: { Allow: 'PUT' } })
  const patient = await requirePatientForApi(request)
  const reply = await receiveUpload(patient, params.ticket ?? '', request)
  if (reply.status === 200)
    return Response.json(
      { complete: false, received: reply.received },
      { headers: { 'Cache-Control': 'no-store', ...(reply.range ? { Range: reply.range } : {}) } },
    )
  return Response.json(reply.body, { status: reply.status, headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return Response.json({ message: 'Use PUT.' }, { status: 405, headers: { Allow: 'PUT' } })
}
