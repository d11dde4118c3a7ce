import { fhirDownload, responseExport } from '@telehealth/cms/questionnaires'
import { toFhirQuestionnaireResponse } from '@telehealth/domain/questionnaire/fhir/index'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { questionnaireAtVersion } from './questionnaires.server.ts'

export const responseDownloadMessages = {
  notFound: 'We could not find those answers.',
} as const

const isRowId = (value: string) => /^\d{1,15}$/.test(value)

/**
 * The signed-in patient's own stored response as a FHIR R4 QuestionnaireResponse download, or null
 * when the id is not one of theirs (another patient's reads as unknown: the access rule filters by
 * owner) or the version it answered is no longer kept.
 */
export async function ownResponseAsFhir(patient: SignedInPatient, id: string): Promise<Response | null> {
  if (!isRowId(id)) return null
  const cms = await cmsAs(patient)
  const response = await cms.findByID({ collection: 'questionnaire-responses', id: Number(id), depth: 0, disableErrors: true })
  if (!response) return null
  const questionnaireId = typeof response.questionnaire === 'object' ? response.questionnaire.id : response.questionnaire
  const version = await questionnaireAtVersion(String(questionnaireId), response.questionnaireVersion)
  if (!version) return null
  const resource = toFhirQuestionnaireResponse(responseExport(response, { ...version, status: 'active' }))
  return fhirDownload(resource, `my-answers-${response.id}.json`)
}

/** The newest stored response of each of the patient's orders: order id -> response id. */
export async function ownResponsesByOrder(patient: SignedInPatient): Promise<Record<number, number>> {
  const cms = await cmsAs(patient)
  const found = await cms.find({
    collection: 'questionnaire-responses',
    where: { order: { exists: true } },
    sort: '-createdAt',
    depth: 0,
    limit: 100,
    select: { order: true },
  })
  const byOrder: Record<number, number> = {}
  for (const response of found.docs) {
    const order = typeof response.order === 'object' && response.order !== null ? response.order.id : response.order
    if (typeof order === 'number' && !(order in byOrder)) byOrder[order] = response.id
  }
  return byOrder
}
