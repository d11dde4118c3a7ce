import type { RowId } from '@telehealth/domain'
import { answerRecords } from '@telehealth/domain/questionnaire/answer-records'
import { checkFhirResource } from '@telehealth/domain/questionnaire/fhir/schema.testing'
import { createLocalReq, type Endpoint, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Questionnaire, QuestionnaireResponse } from '../../payload-types.ts'
import { initialQuestionnaires } from '../../seed/questionnaires.ts'
import { createPatient, createStaff } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { documentToRows } from './document.ts'
import { fhirDownloadMessages, questionnaireFhirEndpoint, questionnaireResponseFhirEndpoint } from './fhirEndpoints.ts'

let payload: Payload
let patient: TypedUser
const staff: Partial<Record<'admin' | 'marketing' | 'clinical' | 'fulfilment', TypedUser>> = {}
const questionnaires: Questionnaire[] = []

async function newestVersionId(id: RowId): Promise<string> {
  const versions = await payload.findVersions({ collection: 'questionnaires', where: { parent: { equals: id } }, sort: '-updatedAt', limit: 1, depth: 0 })
  return String(versions.docs[0]?.id)
}

beforeAll(async () => {
  // Compiling the R4 schema takes seconds (longer on a busy machine): once, before the tests.
  checkFhirResource({ resourceType: 'Questionnaire' })
  checkFhirResource({ resourceType: 'QuestionnaireResponse' })
  payload = await getTestPayload()
  patient = await createPatient(payload)
  for (const role of ['admin', 'marketing', 'clinical', 'fulfilment'] as const) staff[role] = await createStaff(payload, role)
  for (const seeded of initialQuestionnaires) {
    const existing = await payload.find({ collection: 'questionnaires', where: { kind: { equals: seeded.kind } }, limit: 1, depth: 0 })
    questionnaires.push(
      existing.docs[0] ??
        (await payload.create({
          collection: 'questionnaires',
          data: { title: seeded.title, kind: seeded.kind, ...documentToRows(seeded.document), _status: 'published' },
        })),
    )
  }
}, 120_000)

async function call(endpoint: Endpoint, user: TypedUser | undefined, id: string | number, search = '') {
  const req = await createLocalReq({ ...(user ? { user } : {}), urlSuffix: `/api/x/${id}/fhir${search ? `?${search}` : ''}` }, payload)
  req.routeParams = { id: String(id) }
  const response = await endpoint.handler(req)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> }
}

async function storedResponse(questionnaire: Questionnaire, answers: unknown, submission: unknown = null): Promise<QuestionnaireResponse> {
  return payload.create({
    collection: 'questionnaire-responses',
    data: {
      patient: patient.id,
      questionnaire: questionnaire.id,
      questionnaireVersion: await newestVersionId(questionnaire.id),
      formType: questionnaire.kind,
      answers: answers as QuestionnaireResponse['answers'],
      submission: submission as QuestionnaireResponse['submission'],
    },
  })
}

describe('questionnaire versions as FHIR Questionnaires', () => {
  it('every seeded questionnaire downloads as a schema-valid R4 Questionnaire of its newest version', async () => {
    for (const questionnaire of questionnaires) {
      const { status, headers, body } = await call(questionnaireFhirEndpoint, staff.clinical, questionnaire.id)
      expect(status).toBe(200)
      expect(headers.get('Content-Type')).toContain('application/fhir+json')
      const version = await newestVersionId(questionnaire.id)
      expect(headers.get('Content-Disposition')).toBe(`attachment; filename="questionnaire-${questionnaire.kind}-version-${version}.json"`)
      expect(body).toMatchObject({ resourceType: 'Questionnaire', version, status: 'active', title: questionnaire.title })
      const check = checkFhirResource(body as { resourceType: string })
      expect(check.valid ? [] : check.errors).toEqual([])
    }
  })

  it('an earlier version by its id, and a draft as a draft', async () => {
    const [medical] = questionnaires as [Questionnaire]
    const published = await newestVersionId(medical.id)
    await payload.update({ collection: 'questionnaires', id: medical.id, data: { title: 'Medical questionnaire (draft edit)' }, draft: true })
    const draft = await call(questionnaireFhirEndpoint, staff.admin, medical.id)
    expect(draft.body).toMatchObject({ status: 'draft', title: 'Medical questionnaire (draft edit)' })
    const earlier = await call(questionnaireFhirEndpoint, staff.admin, medical.id, `version=${published}`)
    expect(earlier.body).toMatchObject({ status: 'active', version: published, title: 'Medical questionnaire' })
  })

  it('refuses anyone but clinical staff and admins', async () => {
    const id = questionnaires[0]!.id
    expect((await call(questionnaireFhirEndpoint, undefined, id)).status).toBe(401)
    expect((await call(questionnaireFhirEndpoint, patient, id)).status).toBe(403)
    expect((await call(questionnaireFhirEndpoint, staff.marketing, id)).body.message).toBe(fhirDownloadMessages.notAllowed)
    expect((await call(questionnaireFhirEndpoint, staff.fulfilment, id)).status).toBe(403)
  })

  it('answers 404, never 500, for a bad or unknown id or a version of another questionnaire', async () => {
    const [first, second] = questionnaires as [Questionnaire, Questionnaire]
    for (const [id, search] of [
      ['abc', ''],
      ['999999', ''],
      [String(first.id), 'version=abc'],
      [String(first.id), 'version=999999'],
      [String(first.id), `version=${await newestVersionId(second.id)}`],
    ] as const) {
      const { status, body } = await call(questionnaireFhirEndpoint, staff.clinical, id, search)
      expect(status).toBe(404)
      expect(body.message).toBe(fhirDownloadMessages.noQuestionnaire)
    }
  })
})

describe('stored responses as FHIR QuestionnaireResponses', () => {
  it('a response downloads as a schema-valid R4 QuestionnaireResponse of the version answered, and the read is audited', async () => {
    const medical = questionnaires.find((questionnaire) => questionnaire.kind === 'medical') as Questionnaire
    // As the submit endpoints store it: the answer records of spec 001.
    const { document } = initialQuestionnaires.find((seeded) => seeded.kind === 'medical') as (typeof initialQuestionnaires)[number]
    const records = answerRecords(document, {
      answers: { 0: 'No', 3: ['Type 2 diabetes'], '3a': 'Metformin', 4: 'No', 6: 'none', 7: 'none' },
      gender: 'Female',
      userState: 'TX',
      formType: 'medical',
    })
    const response = await storedResponse(medical, records)
    const { status, headers, body } = await call(questionnaireResponseFhirEndpoint, staff.clinical, response.id)
    expect(status).toBe(200)
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="questionnaire-response-${response.id}.json"`)
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(body).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      questionnaire: `https://evergreen.health/fhir/Questionnaire/medical|${response.questionnaireVersion}`,
      authored: response.createdAt,
    })
    const check = checkFhirResource(body as { resourceType: string })
    expect(check.valid ? [] : check.errors).toEqual([])
    const conditions = (body.item as { linkId: string; answer: { valueCoding: { code: string }; item?: { linkId: string; answer: unknown[] }[] }[] }[]).find(
      (item) => item.linkId === '3',
    )
    expect(conditions?.answer[0]?.valueCoding.code).toBe('Type 2 diabetes')
    expect(conditions?.answer[0]?.item).toEqual([expect.objectContaining({ linkId: '3a', answer: [{ valueString: 'Metformin' }] })])
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ resource: { equals: 'questionnaire-responses' } }, { documentId: { equals: String(response.id) } }, { action: { equals: 'read' } }] },
      depth: 0,
    })
    expect(audit.docs.map((entry) => entry.actorId)).toContain(String(staff.clinical?.id))
  })

  it('exports the dose plan of the pre-checkout questionnaire', async () => {
    const precheckout = questionnaires.find((questionnaire) => questionnaire.kind === 'precheckout') as Questionnaire
    const response = await storedResponse(precheckout, { 1: 'Yes', 2: 'Semaglutide compound', 4: 'Semaglutide' }, { patientPreference: [0.25, 0.5, 1] })
    const { body } = await call(questionnaireResponseFhirEndpoint, staff.admin, response.id)
    const check = checkFhirResource(body as { resourceType: string })
    expect(check.valid ? [] : check.errors).toEqual([])
    const dose = (body.item as { linkId: string; item?: { answer: unknown }[] }[]).find((item) => item.linkId === '3')
    expect(dose?.item?.map((month) => month.answer)).toEqual([[{ valueDecimal: 0.25 }], [{ valueDecimal: 0.5 }], [{ valueDecimal: 1 }]])
  })

  it('refuses anyone but clinical staff and admins, and answers 404 for bad ids', async () => {
    const response = await storedResponse(questionnaires[0] as Questionnaire, { 4: 'No' })
    expect((await call(questionnaireResponseFhirEndpoint, undefined, response.id)).status).toBe(401)
    expect((await call(questionnaireResponseFhirEndpoint, patient, response.id)).status).toBe(403)
    expect((await call(questionnaireResponseFhirEndpoint, staff.marketing, response.id)).status).toBe(403)
    for (const id of ['abc', '999999', '1e3', '']) {
      const { status, body } = await call(questionnaireResponseFhirEndpoint, staff.clinical, id)
      expect(status).toBe(404)
      expect(body.message).toBe(fhirDownloadMessages.noResponse)
    }
  })

  it('a response whose version is unknown is a 404 that says so', async () => {
    const response = await storedResponse(questionnaires[0] as Questionnaire, { 4: 'No' })
    await payload.update({ collection: 'questionnaire-responses', id: response.id, data: { questionnaireVersion: '999999' } })
    const { status, body } = await call(questionnaireResponseFhirEndpoint, staff.clinical, response.id)
    expect(status).toBe(404)
    expect(body.message).toBe(fhirDownloadMessages.versionGone)
  })
})
