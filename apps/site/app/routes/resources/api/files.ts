import type { LoaderFunctionArgs } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { attachmentHeaders } from '~/http/attachment.ts'
import { findOwnFile } from '~/uploads/files.server.ts'

/**
 * A stored file, for its patient only (staff read files in the admin): always a download with a
 * policy that allows nothing (issue 16). `/api/files/<id>` or `/api/files/ticket-<id>` (the
 * address a ticket announced before its file arrived). Another patient's id answers 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const found = await findOwnFile(patient, params.id ?? '')
  if (!found) return Response.json({ message: 'File not found.' }, { status: 404 })
  return new Response(createReadableStreamFromReadable(found.stream), { headers: attachmentHeaders(found.filename, found.mimeType) })
}
