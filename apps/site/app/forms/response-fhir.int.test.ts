import type { RowId } from '@telehealth/domain'
import { relationValue } from '@telehealth/cms/site'
import { documentToRows } from '@telehealth/cms/questionnaires'
import { initialQuestionnaires } from '@telehealth/cms/seed'
import { getTestPayload } from '@telehealth/cms/testing'
import { checkFhirResource } from '@telehealth/domain/questionnaire/fhir/schema.testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { loader } from '~/routes/resources/api/questionnaire-responses-fhir.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { ownResponsesByOrder, responseDownloadMessages } from './response-fhir.server.ts'

let payload: Payload
let questionnaireId: RowId
let versionId: string
let productId: RowId
const context = { cspNonce: '', clientIp: '127.0.0.1', trackingSessionId: 'test-tracking-id' }

beforeAll(async () => {
  // Compiling the R4 schema takes seconds (longer on a busy machine): once, before the tests.
  checkFhirResource({ resourceType: 'Questionnaire' })
  checkFhirResource({ resourceType: 'QuestionnaireResponse' })
  payload = await getTestPayload()
  const refill = initialQuestionnaires.find((questionnaire) => questionnaire.kind === 'refill')
  if (!refill) throw new Error('no seeded refill questionnaire')
  const existing = await payload.find({ collection: 'questionnaires', where: { kind: { equals: 'refill' } }, limit: 1, depth: 0 })
  const questionnaire =
    existing.docs[0] ??
    (await payload.create({
      collection: 'questionnaires',
      data: { title: refill.title, kind: 'refill', ...documentToRows(refill.document), _status: 'published' },
    }))
  questionnaireId = questionnaire.id
  const versions = await payload.findVersions({
    collection: 'questionnaires',
    where: { parent: { equals: questionnaire.id } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
  })
  versionId = String(versions.docs[0]?.id)
  const product = await payload.create({
    collection: 'products',
    data: { name: 'Semaglutide', slug: `sema-fhir-${Date.now()}`, kind: 'medication', medication: 'semaglutide' },
    overrideAccess: true,
    depth: 0,
  })
  productId = product.id
}, 120_000)

async function responseOf(patient: SignedInPatient, answers: Record<string, unknown>) {
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'needs_review',
      medication: 'semaglutide',
      product: relationValue(productId),
      paymentTerms: '3',
      amountCents: 74700,
      shippingAddress: { address_line_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    },
    overrideAccess: true,
    depth: 0,
  })
  const response = await payload.create({
    collection: 'questionnaire-responses',
    data: { patient: patient.id, order: order.id, questionnaire: relationValue(questionnaireId), questionnaireVersion: versionId, formType: 'refill', answers },
    overrideAccess: true,
    depth: 0,
  })
  return { order, response }
}

async function download(patient: SignedInPatient | null, id: string) {
  const cookie = patient ? ((await startPatientSession(new Request('https://care.example.com/login'), patient.id)).split(';')[0] ?? '') : ''
  const request = new Request(`https://care.example.com/api/questionnaire-responses/${id}/fhir`, { headers: cookie ? { Cookie: cookie } : {} })
  try {
    const response = await loader({ request, params: { id }, context })
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers, body: (await thrown.json()) as Record<string, unknown> }
    throw thrown
  }
}

describe('a patient downloads their own answers as FHIR', () => {
  it('their own response: a schema-valid QuestionnaireResponse file of the version they answered', async () => {
    const patient = await signedInPatient(payload)
    const { response } = await responseOf(patient, { 1: 'Yes', 2: 'Mild nausea', 3: 182, 4: 'none' })
    const { status, headers, body } = await download(patient, String(response.id))
    expect(status).toBe(200)
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="my-answers-${response.id}.json"`)
    expect(body).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      questionnaire: `https://evergreen.health/fhir/Questionnaire/refill|${versionId}`,
    })
    expect((body.item as { linkId: string; answer: unknown[] }[]).find((item) => item.linkId === '3')?.answer).toEqual([{ valueInteger: 182 }])
    const check = checkFhirResource(body as { resourceType: string })
    expect(check.valid ? [] : check.errors).toEqual([])
  })

  it("another patient's response is a 404, as are unknown and malformed ids", async () => {
    const owner = await signedInPatient(payload)
    const other = await signedInPatient(payload)
    const { response } = await responseOf(owner, { 0: 'No' })
    for (const id of [String(response.id), '999999', 'abc', '1;drop', '']) {
      const { status, body } = await download(other, id)
      expect(status).toBe(404)
      expect(body.message).toBe(responseDownloadMessages.notFound)
    }
  })

  it('needs a session', async () => {
    const owner = await signedInPatient(payload)
    const { response } = await responseOf(owner, { 0: 'No' })
    expect((await download(null, String(response.id))).status).toBe(401)
  })

  it("the home page finds each order's newest response, only the patient's own", async () => {
    const patient = await signedInPatient(payload)
    const other = await signedInPatient(payload)
    const { order, response } = await responseOf(patient, { 0: 'No' })
    await responseOf(other, { 0: 'No' })
    expect(await ownResponsesByOrder(patient)).toEqual({ [order.id]: response.id })
  })
})
