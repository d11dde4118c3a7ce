import { documentToRows } from '@telehealth/cms/questionnaires'
import { relationValue } from '@telehealth/cms/site'
import { getTestPayload, trimVersion } from '@telehealth/cms/testing'
import { medicalFormMessages, VERSION_REPLACED, type QuestionnaireDocument, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { loader as fhirLoader } from '~/routes/resources/api/questionnaire-responses-fhir.ts'
import { action as draftAction } from '~/routes/resources/api/questionnaire-draft.ts'
import { action as submitBare } from '~/routes/resources/api/submit-bare-form.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { medicalFormPage } from './medical-form/page.server.ts'
import { publishedQuestionnaire, type QuestionnaireVersion } from './questionnaires.server.ts'
import { routeContext, tirzepatideProduct } from '../../test/medical-form.ts'

// Issue #33 (ADR 086): a form is answered on the current version, or on the version its draft is
// pinned on while that is not withdrawn; anything else is refused (409) and writes nothing.

let payload: Payload
let productId: RowId
let questionnaireId: RowId
const context = routeContext
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

const yesNo = [{ title: 'Yes' }, { title: 'No' }]
const firstDocument: QuestionnaireDocument = {
  questions: [
    { id: 1, question: 'fatigue', label: 'Do you often feel tired?', question_type: 'single_option', options: yesNo },
    { id: 2, question: 'notes', label: 'Anything else?', question_type: 'textarea', is_optional: true },
  ],
  dependency: [],
}
/** The edit a clinician publishes: a safety question added. */
const withSafetyQuestion: QuestionnaireDocument = {
  ...firstDocument,
  questions: [
    ...firstDocument.questions,
    { id: 3, question: 'thyroid', label: 'Family history of thyroid cancer?', question_type: 'single_option', options: yesNo },
  ],
}
const answers = { '1': 'No' }

/** Publishes `document` as the bare form (as the admin's Publish does); `moveStartedForms` is the safety tick. */
async function publish(document: QuestionnaireDocument, moveStartedForms = false): Promise<QuestionnaireVersion> {
  await payload.update({
    collection: 'questionnaires',
    id: questionnaireId,
    data: { ...documentToRows(document), moveStartedForms, _status: 'published' },
    overrideAccess: true,
  })
  const version = await publishedQuestionnaire('bare')
  if (!version) throw new Error('not published')
  return version
}

/** The admin's Unpublish: the stored document goes back to draft. */
const unpublish = () => payload.update({ collection: 'questionnaires', id: questionnaireId, data: { _status: 'draft' }, overrideAccess: true })

beforeAll(async () => {
  payload = await getTestPayload()
  productId = await tirzepatideProduct(payload, 'versions')
  const existing = await payload.find({ collection: 'questionnaires', where: { kind: { equals: 'bare' } }, overrideAccess: true, limit: 1, depth: 0 })
  questionnaireId =
    existing.docs[0]?.id ??
    (
      await payload.create({
        collection: 'questionnaires',
        data: { title: 'Bare meds form', kind: 'bare', ...documentToRows(firstDocument), _status: 'published' },
        overrideAccess: true,
      })
    ).id
})

async function orderOf(patient: SignedInPatient) {
  return payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'pending_approval',
      medication: 'tirzepatide',
      product: relationValue(productId),
      paymentTerms: '3',
      amountCents: 74700,
      shippingAddress,
    },
    overrideAccess: true,
    depth: 0,
  })
}

async function cookieOf(patient: SignedInPatient) {
  return (await startPatientSession(new Request('https://care.example.com/login'), patient.id)).split(';')[0] ?? ''
}

async function caught(run: () => Promise<Response>) {
  let response: Response
  try {
    response = await run()
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    response = thrown
  }
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const request = (path: string, cookie: string, body: unknown, method: 'POST' | 'PUT') =>
  new Request(`https://care.example.com${path}`, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

/** The runner's autosave of the order's form on `version`. */
function autosave(cookie: string, orderId: RowId, version: QuestionnaireVersion) {
  const progress = {
    questionnaireId: version.questionnaireId,
    version: version.version,
    answers,
    currentQuestionId: '2',
    doseSchedule: [],
    savedAt: new Date().toISOString(),
    completed: false,
  }
  const path = `/api/questionnaire-draft/${orderId}`
  return caught(() => draftAction({ request: request(path, cookie, progress, 'PUT'), params: { orderId: String(orderId) }, context }))
}

/** The runner's submit of the order's form on `version`. */
function submit(cookie: string, orderId: RowId, version: QuestionnaireVersion, given: Record<string, string> = answers) {
  const body = { order_id: orderId, questionnaireId: version.questionnaireId, version: version.version, answers: given, doseSchedule: [] }
  return caught(() => submitBare({ request: request('/api/submit-bare-form', cookie, body, 'POST'), params: {}, context }))
}

const draftOf = async (orderId: RowId) =>
  (await payload.find({ collection: 'questionnaire-drafts', where: { order: { equals: orderId } }, overrideAccess: true, depth: 0 })).docs[0] ?? null
const responsesOf = async (orderId: RowId) =>
  (await payload.find({ collection: 'questionnaire-responses', where: { order: { equals: orderId } }, overrideAccess: true, depth: 0 })).docs
const statusOf = async (orderId: RowId) => (await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })).status

const refused = { status: 409, body: { success: false, message: medicalFormMessages.versionReplaced, code: VERSION_REPLACED } }

/** Nothing was written for the order: no response, still waiting for its form. */
async function expectNothingWritten(orderId: RowId) {
  expect(await responsesOf(orderId)).toEqual([])
  expect(await statusOf(orderId)).toBe('pending_approval')
}

describe('the version a form is answered on', () => {
  it('an old questionnaire version is refused (409) by the submit and the autosave, writing nothing; the current one is taken', async () => {
    const old = await publish(firstDocument)
    const current = await publish(withSafetyQuestion)
    expect(current.version).not.toBe(old.version)
    const patient = await signedInPatient(payload, { state: 'TX' })
    const cookie = await cookieOf(patient)
    const order = await orderOf(patient)

    expect(await autosave(cookie, order.id, old)).toEqual(refused)
    expect(await draftOf(order.id)).toBeNull()
    expect(await submit(cookie, order.id, old)).toEqual(refused)
    await expectNothingWritten(order.id)
    // The page offers the current version.
    expect(await medicalFormPage(patient, String(order.id), 'bare')).toMatchObject({ kind: 'form', questionnaire: { version: current.version }, draft: null })

    // The current version: the safety question must be answered, then the response is stored.
    expect((await submit(cookie, order.id, current)).status).toBe(400)
    expect((await submit(cookie, order.id, current, { ...answers, '3': 'No' })).status).toBe(200)
    expect(await statusOf(order.id)).toBe('waiting_prescription')
  })

  it('a started form keeps its pinned version after an edit is published: autosave and submit are taken on it', async () => {
    const pinned = await publish(firstDocument)
    const patient = await signedInPatient(payload, { state: 'TX' })
    const cookie = await cookieOf(patient)
    const order = await orderOf(patient)
    expect((await autosave(cookie, order.id, pinned)).status).toBe(200)
    const current = await publish(withSafetyQuestion)

    expect((await autosave(cookie, order.id, pinned)).status).toBe(200)
    expect(await medicalFormPage(patient, String(order.id), 'bare')).toMatchObject({ kind: 'form', questionnaire: { version: pinned.version } })
    // Another order of the same patient has no draft: the pinned version is not its to answer.
    const other = await orderOf(patient)
    expect(await submit(cookie, other.id, pinned)).toEqual(refused)
    await expectNothingWritten(other.id)

    expect(await submit(cookie, order.id, pinned)).toMatchObject({ status: 200 })
    const [stored] = await responsesOf(order.id)
    expect(stored).toMatchObject({ questionnaireVersion: pinned.version })
    expect(current.version).not.toBe(pinned.version)
  })

  it('a version withdrawn by a safety publish is refused on a started form, and the page moves it to the current version', async () => {
    const pinned = await publish(firstDocument)
    const patient = await signedInPatient(payload, { state: 'TX' })
    const cookie = await cookieOf(patient)
    const order = await orderOf(patient)
    expect((await autosave(cookie, order.id, pinned)).status).toBe(200)
    const current = await publish(withSafetyQuestion, true)

    expect(await autosave(cookie, order.id, pinned)).toEqual(refused)
    expect(await submit(cookie, order.id, pinned)).toEqual(refused)
    await expectNothingWritten(order.id)
    expect((await draftOf(order.id))?.version).toBe(pinned.version)
    // Reloading offers the current version, and the withdrawn draft gives way to it.
    expect(await medicalFormPage(patient, String(order.id), 'bare')).toMatchObject({ kind: 'form', questionnaire: { version: current.version }, draft: null })
    expect(await draftOf(order.id)).toBeNull()
    expect((await autosave(cookie, order.id, current)).status).toBe(200)
    // The tick applied to that publish only: the next edit leaves started forms where they are.
    const next = await publish({
      ...withSafetyQuestion,
      questions: withSafetyQuestion.questions.map((q) => (q.id === 2 ? { ...q, label: 'Anything more?' } : q)),
    })
    expect((await autosave(cookie, order.id, current)).status).toBe(200)
    expect(next.version).not.toBe(current.version)
  })

  it('unpublishing withdraws every version, and publishing again does not bring them back', async () => {
    const pinned = await publish(firstDocument)
    const patient = await signedInPatient(payload, { state: 'TX' })
    const cookie = await cookieOf(patient)
    const order = await orderOf(patient)
    expect((await autosave(cookie, order.id, pinned)).status).toBe(200)

    await unpublish()
    expect(await publishedQuestionnaire('bare')).toBeNull()
    expect(await autosave(cookie, order.id, pinned)).toEqual(refused)
    expect(await submit(cookie, order.id, pinned)).toEqual(refused)
    await expectNothingWritten(order.id)
    expect(await medicalFormPage(patient, String(order.id), 'bare')).toMatchObject({ kind: 'missing' })

    const again = await publish(withSafetyQuestion)
    expect(await submit(cookie, order.id, pinned)).toEqual(refused)
    await expectNothingWritten(order.id)
    expect(await medicalFormPage(patient, String(order.id), 'bare')).toMatchObject({ kind: 'form', questionnaire: { version: again.version }, draft: null })
  })
})

describe('the copy of the version answered', () => {
  it('a response keeps the question set it answered: its FHIR export works after the version history lost that version, and the copy cannot be changed', async () => {
    const answered = await publish(firstDocument)
    const patient = await signedInPatient(payload, { state: 'TX' })
    const cookie = await cookieOf(patient)
    const order = await orderOf(patient)
    expect((await submit(cookie, order.id, answered)).status).toBe(200)
    const [stored] = await responsesOf(order.id)
    expect(stored?.answeredQuestionnaire).toMatchObject({
      questionnaireId: answered.questionnaireId,
      kind: 'bare',
      version: answered.version,
      document: { questions: [{ id: 1, label: 'Do you often feel tired?' }, { id: 2 }] },
    })

    // The version history keeps only the newest versions (maxPerDoc): the answered one is trimmed, as Payload trims it.
    await publish(withSafetyQuestion)
    await trimVersion(payload, 'questionnaires', answered.version)
    expect((await payload.findVersions({ collection: 'questionnaires', where: { id: { equals: answered.version } }, overrideAccess: true })).totalDocs).toBe(0)

    const id = String(stored?.id)
    const download = await fhirLoader({
      request: new Request(`https://care.example.com/api/questionnaire-responses/${id}/fhir`, { headers: { Cookie: cookie } }),
      params: { id },
      context,
    })
    expect(download.status).toBe(200)
    const resource = (await download.json()) as {
      resourceType: string
      questionnaire: string
      item: { linkId: string; answer?: { valueCoding?: { code: string } }[] }[]
    }
    expect(resource.resourceType).toBe('QuestionnaireResponse')
    expect(resource.questionnaire).toContain(`|${answered.version}`)
    expect(resource.item.find((item) => item.linkId === '1')?.answer?.[0]?.valueCoding?.code).toBe('No')

    // Immutable: an admin's change leaves the copy as written.
    await payload.update({
      collection: 'questionnaire-responses',
      id: stored!.id,
      data: { answeredQuestionnaire: { questionnaireId: 'x', version: 'y', title: 'z', document: { questions: [] } } },
      overrideAccess: true,
    })
    const after = await payload.findByID({ collection: 'questionnaire-responses', id: stored!.id, overrideAccess: true, depth: 0 })
    expect(after.answeredQuestionnaire).toEqual(stored?.answeredQuestionnaire)
  })
})
