import type { LoaderFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { ownResponseAsFhir, responseDownloadMessages } from '~/forms/response-fhir.server.ts'

/**
 * GET /api/questionnaire-responses/{id}/fhir: the signed-in patient's own submitted answers as a
 * FHIR R4 QuestionnaireResponse file (ADR 056). Another patient's, an unknown or a malformed id: 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const download = await ownResponseAsFhir(patient, params.id ?? '')
  if (!download)
    return Response.json({ success: false, message: responseDownloadMessages.notFound }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
  return download
}
