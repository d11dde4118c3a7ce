import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { attachmentHeaders } from '~/http/attachment.ts'
import { doctorPhotoFor } from '~/portal/doctor-profile.server.ts'

/**
 * The doctor's photo on the Doctor on Demand card, for the encounter's own patient (ADR 097): a
 * stored file like the patient's own, so the same headers (a policy that allows nothing, no type
 * guessed); an image element shows it all the same.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const found = await doctorPhotoFor(patient, params.encounterId ?? '')
  if (!found) return Response.json({ message: 'File not found.' }, { status: 404 })
  return new Response(createReadableStreamFromReadable(found.stream), {
    headers: { ...attachmentHeaders(found.filename, found.mimeType), 'Cache-Control': 'private, max-age=300' },
  })
}
