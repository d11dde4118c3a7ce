import { answeredVersionExport, fhirDownload, responseExport } from '@telehealth/cms/questionnaires'
import { relationId } from '@telehealth/cms/site'
import { parseRowId, rowIdText, type RowId } from '@telehealth/domain'
import { toFhirQuestionnaireResponse } from '@telehealth/domain/questionnaire/fhir/index'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { questionnaireAtVersion } from './questionnaires.server.ts'

export const responseDownloadMessages = {
  notFound: 'We could not find those answers.',
} as const

/**
 * The signed-in patient's own stored response as a FHIR R4 QuestionnaireResponse download, or null
 * when the id is not one of theirs (another patient's reads as unknown: the access rule filters by
 * owner). It is exported on the copy of the version answered kept with it (ADR 086); a response
 * stored before copies were kept, on its version while the version history still has it.
 */
export async function ownResponseAsFhir(patient: SignedInPatient, id: string): Promise<Response | null> {
  const responseId = parseRowId(id)
  if (responseId === null) return null
  const cms = await cmsAs(patient)
  const response = await cms.findByID({ collection: 'questionnaire-responses', id: responseId, depth: 0, disableErrors: true })
  if (!response) return null
  const kept = answeredVersionExport(response.answeredQuestionnaire)
  const version = kept ?? (await questionnaireAtVersion(rowIdText(relationId(response.questionnaire)), response.questionnaireVersion))
  if (!version) return null
  const resource = toFhirQuestionnaireResponse(responseExport(response, { ...version, status: 'active' }))
  return fhirDownload(resource, `my-answers-${response.id}.json`)
}

/** The newest stored response of each of the patient's orders: order id (as text: ADR 077) -> response id. */
export async function ownResponsesByOrder(patient: SignedInPatient): Promise<Record<string, RowId>> {
  const cms = await cmsAs(patient)
  const found = await cms.find({
    collection: 'questionnaire-responses',
    where: { order: { exists: true } },
    sort: '-createdAt',
    depth: 0,
    limit: 100,
    // No page count is read: one statement instead of two.
    pagination: false,
    select: { order: true },
  })
  const byOrder: Record<string, RowId> = {}
  for (const response of found.docs) {
    const order = relationId(response.order)
    if (order !== null && !(rowIdText(order) in byOrder)) byOrder[rowIdText(order)] = response.id
  }
  return byOrder
}
