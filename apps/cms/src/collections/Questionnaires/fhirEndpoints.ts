import { parseRowId, rowIdText, type RowId } from '@telehealth/domain'
import type { Endpoint, PayloadRequest } from 'payload'
import type { QuestionnaireResponse } from '../../payload-types.ts'
import { toFhirQuestionnaire, toFhirQuestionnaireResponse } from '@telehealth/domain/questionnaire/fhir/index'
import { isClinicalOrAdmin } from '../../access/isClinicalOrAdmin.ts'
import { jsonRefusal } from '../../endpoints/json.ts'
import { answeredVersionExport, fhirDownload, isVersionOf, responseExport, versionExport, type QuestionnaireVersionRow } from './fhir.ts'

export const fhirDownloadMessages = {
  signIn: 'Please sign in to the admin to download FHIR files.',
  notAllowed: 'Only clinical staff and admins can download FHIR files.',
  noQuestionnaire: 'There is no such questionnaire version.',
  noResponse: 'There is no such questionnaire response.',
  versionGone: 'The questionnaire version this response answered is no longer kept, so it cannot be exported.',
} as const

/** Staff who may read questionnaires and responses (the same as the collections' read access), or the refusal. */
function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return jsonRefusal(fhirDownloadMessages.signIn, 401)
  if (!isClinicalOrAdmin({ req })) return jsonRefusal(fhirDownloadMessages.notAllowed, 403)
  return null
}

/** GET <collection>/:id/fhir for clinical staff and admins; a malformed id is the same 404 as an unknown one. */
function staffFhirDownload(unknownId: string, download: (req: PayloadRequest, id: RowId) => Promise<Response>): Endpoint {
  return {
    path: '/:id/fhir',
    method: 'get',
    handler: async (req) => {
      const refused = refusal(req)
      if (refused) return refused
      const id = parseRowId(req.routeParams?.id)
      return id === null ? jsonRefusal(unknownId, 404) : download(req, id)
    },
  }
}

async function versionRow(req: PayloadRequest, versionId: RowId): Promise<QuestionnaireVersionRow | null> {
  const row = await req.payload
    .findVersionByID({ collection: 'questionnaires', id: rowIdText(versionId), depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  return row ?? null
}

/** The version row a response answered, while the version history still keeps it. */
async function keptVersion(req: PayloadRequest, response: QuestionnaireResponse) {
  const questionnaireId = typeof response.questionnaire === 'object' ? response.questionnaire.id : response.questionnaire
  const versionId = parseRowId(response.questionnaireVersion)
  const row = versionId === null ? null : await versionRow(req, versionId)
  return row && isVersionOf(row, questionnaireId) ? versionExport(row) : null
}

/**
 * GET /api/questionnaires/:id/fhir[?version=<version id>]: that version (default: the newest saved,
 * draft or published) as a FHIR R4 Questionnaire, downloaded as a file (ADR 056).
 */
export const questionnaireFhirEndpoint = staffFhirDownload(fhirDownloadMessages.noQuestionnaire, async (req, id) => {
  const asked = req.searchParams.get('version')
  const versionId = asked === null ? null : parseRowId(asked)
  if (asked !== null && versionId === null) return jsonRefusal(fhirDownloadMessages.noQuestionnaire, 404)
  let row: QuestionnaireVersionRow | null
  if (versionId !== null) {
    row = await versionRow(req, versionId)
  } else {
    const newest = await req.payload.findVersions({
      collection: 'questionnaires',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      req,
      overrideAccess: false,
    })
    row = (newest.docs[0] as QuestionnaireVersionRow | undefined) ?? null
  }
  if (!row || !isVersionOf(row, id)) return jsonRefusal(fhirDownloadMessages.noQuestionnaire, 404)
  const version = versionExport(row)
  return fhirDownload(toFhirQuestionnaire(version), `questionnaire-${version.kind ?? id}-version-${version.version}.json`)
})

/**
 * GET /api/questionnaire-responses/:id/fhir: a stored response as a FHIR R4 QuestionnaireResponse
 * of the version it answered: the copy kept on the response (ADR 086), or for a response stored
 * before copies were kept, the version row while it is still kept. Reading it is a staff read of
 * PHI, so it is audited (the collection's read hook runs: access rules on, the staff member as the user).
 */
export const questionnaireResponseFhirEndpoint = staffFhirDownload(fhirDownloadMessages.noResponse, async (req, id) => {
  const response = await req.payload
    .findByID({ collection: 'questionnaire-responses', id, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!response) return jsonRefusal(fhirDownloadMessages.noResponse, 404)
  const version = answeredVersionExport(response.answeredQuestionnaire) ?? (await keptVersion(req, response))
  if (!version) return jsonRefusal(fhirDownloadMessages.versionGone, 404)
  const resource = toFhirQuestionnaireResponse(responseExport(response, version))
  return fhirDownload(resource, `questionnaire-response-${response.id}.json`)
})
