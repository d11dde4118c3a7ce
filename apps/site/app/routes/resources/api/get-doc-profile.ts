import type { LoaderFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { doctorProfileFor } from '~/portal/doctor-profile.server.ts'

/** The spec's `GET /api/get-doc-profile/{encounterId}`: the doctor of the signed-in patient's own encounter (ADR 097). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const reply = await doctorProfileFor(patient, params.encounterId ?? '')
  return Response.json(reply.body, { status: reply.status, headers: { 'Cache-Control': 'private, no-store' } })
}
