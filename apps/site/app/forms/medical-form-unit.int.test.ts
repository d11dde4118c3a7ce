import { relationValue } from '@telehealth/cms/site'
import { getTestPayload } from '@telehealth/cms/testing'
import type { QuestionnaireDocument } from '@telehealth/domain'
import type { Product } from '@telehealth/cms/payload-types'
import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, Payload } from 'payload'
import { medicalFormMessages } from '@telehealth/domain'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { action as draftAction } from '~/routes/resources/api/questionnaire-draft.ts'
import { action as submitBare } from '~/routes/resources/api/submit-bare-form.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { pendingFormOrder, publishQuestionnaire, routeContext, tirzepatideProduct } from '../../test/medical-form.ts'

/**
 * The medical form's submit stores the response, records the state video requirement, moves the
 * order (its status and its history row) and removes the draft as one unit of work (ADR 079). A write planted to fail in the middle (the
 * order's history row, after the response and the order's status) leaves nothing behind: on
 * PostgreSQL by the transaction's rollback, on SQLite by the compensations.
 */
const transactional = process.env.TEST_DATABASE_ENGINE === 'postgres'

let payload: Payload
let productId: Product['id']
const context = routeContext
const yesNo = [{ title: 'Yes' }, { title: 'No' }]
const document: QuestionnaireDocument = {
  questions: [
    { id: 1, question: 'fatigue', label: 'Do you often feel tired?', question_type: 'single_option', options: yesNo },
    { id: 2, question: 'notes', label: 'Anything else?', question_type: 'textarea', is_optional: true },
  ],
  dependency: [],
}
const answers = { '1': 'Yes' }

const failing = { history: false, undo: false }
const plantedFailure: CollectionBeforeChangeHook = ({ data }) => {
  if (failing.history && data.to === 'waiting_prescription') throw new Error('planted: the order history write fails')
  return data
}
/** The undo of a stored response fails too: what a process that stops between the writes leaves on SQLite. */
const plantedUndoFailure: CollectionBeforeDeleteHook = () => {
  if (failing.undo) throw new Error('planted: the response cannot be removed')
}

beforeAll(async () => {
  payload = await getTestPayload()
  productId = await tirzepatideProduct(payload, 'unit')
  const hooks = payload.collections['order-status-changes'].config.hooks
  hooks.beforeChange = [...(hooks.beforeChange ?? []), plantedFailure]
  const responseHooks = payload.collections['questionnaire-responses'].config.hooks
  responseHooks.beforeDelete = [...(responseHooks.beforeDelete ?? []), plantedUndoFailure]
})

afterEach(() => {
  failing.history = false
  failing.undo = false
})

const request = (path: string, cookie: string, body: unknown, method = 'POST') =>
  new Request(`https://care.example.com${path}`, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

/** A patient with a paid order waiting for its form, and a saved draft of it. */
async function patientWithDraft() {
  const version = await publishQuestionnaire(payload, 'bare', document)
  // A state that asks for the video, so the submit records the requirement on the order too.
  const patient: SignedInPatient = await signedInPatient(payload, { state: 'TX' })
  const order = await pendingFormOrder(payload, patient.id, productId)
  const cookie = (await startPatientSession(new Request('https://care.example.com/login'), patient.id)).split(';')[0] ?? ''
  const progress = {
    questionnaireId: version.questionnaireId,
    version: version.version,
    answers,
    currentQuestionId: '2',
    doseSchedule: [],
    savedAt: new Date().toISOString(),
    completed: false,
  }
  const saved = await draftAction({
    request: request(`/api/questionnaire-draft/${order.id}`, cookie, progress, 'PUT'),
    params: { orderId: String(order.id) },
    context,
  })
  expect(saved.status).toBe(200)
  const body = { order_id: order.id, questionnaireId: version.questionnaireId, version: version.version, answers, doseSchedule: [] }
  return { patient, order, cookie, body }
}

async function stateOf(patient: SignedInPatient, orderId: number | string) {
  const where = { order: { equals: orderId } }
  const [order, responses, history, drafts] = await Promise.all([
    payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 }),
    payload.count({ collection: 'questionnaire-responses', where, overrideAccess: true }),
    payload.find({ collection: 'order-status-changes', where, overrideAccess: true, depth: 0, pagination: false }),
    payload.count({ collection: 'questionnaire-drafts', where, overrideAccess: true }),
  ])
  const audited = await payload.find({
    collection: 'audit-log',
    // By actor: the create's entry names no patient (the create selects only the form type).
    where: { and: [{ actorId: { equals: String(patient.id) } }, { resource: { equals: 'questionnaire-responses' } }] },
    pagination: false,
    depth: 0,
  })
  return {
    status: order.status,
    videoRequired: order.videoRequired ?? null,
    responses: responses.totalDocs,
    history: history.docs.map((row) => row.to),
    drafts: drafts.totalDocs,
    auditedResponses: audited.docs.map((entry) => entry.action).sort(),
  }
}

describe('a medical-form submit whose writes fail half-way', () => {
  it('keeps no response, leaves the order where it was with its history, and keeps the draft', async () => {
    const { patient, order, cookie, body } = await patientWithDraft()
    failing.history = true
    await expect(submitBare({ request: request('/api/submit-bare-form', cookie, body), params: {}, context })).rejects.toThrow('planted')
    expect(await stateOf(patient, order.id)).toEqual({
      status: 'pending_approval',
      videoRequired: null,
      responses: 0,
      history: ['pending_approval'],
      drafts: 1,
      // The engine's own path: nothing was ever committed (PostgreSQL), or the response was written and removed again (SQLite).
      auditedResponses: transactional ? [] : ['create', 'delete'],
    })

    // The same submit again, with nothing failing, goes through as the first one.
    failing.history = false
    const answered = await submitBare({ request: request('/api/submit-bare-form', cookie, body), params: {}, context })
    expect(answered.status).toBe(200)
    expect(await stateOf(patient, order.id)).toEqual({
      status: 'waiting_prescription',
      videoRequired: true,
      responses: 1,
      history: expect.arrayContaining(['pending_approval', 'waiting_prescription']) as unknown,
      drafts: 0,
      auditedResponses: transactional ? ['create'] : ['create', 'create', 'delete'],
    })
  })
})

/** The stored response's answers, as the doctor reads them. */
async function storedAnswers(orderId: number | string) {
  const found = await payload.find({ collection: 'questionnaire-responses', where: { order: { equals: orderId } }, overrideAccess: true, depth: 0 })
  return found.docs.map((response) => (response.answers as { answer: unknown }[]).map((record) => record.answer))
}

describe('a medical-form submit after one that stopped between its writes (ADR 090)', () => {
  it('finishes the work with the answers of the retry: the order moves, one response, no draft', async () => {
    const { patient, order, cookie, body } = await patientWithDraft()
    failing.history = true
    failing.undo = true
    await expect(submitBare({ request: request('/api/submit-bare-form', cookie, body), params: {}, context })).rejects.toThrow('planted')
    // PostgreSQL rolled all of it back; on SQLite the response outlived its failed unit, the order did not move.
    expect(await stateOf(patient, order.id)).toMatchObject({ status: 'pending_approval', responses: transactional ? 0 : 1, drafts: 1 })

    failing.history = false
    failing.undo = false
    const retry = { ...body, answers: { '1': 'No', '2': 'Only in winter' } }
    const answered = await submitBare({ request: request('/api/submit-bare-form', cookie, retry), params: {}, context })
    expect(answered.status).toBe(200)
    expect(await stateOf(patient, order.id)).toMatchObject({ status: 'waiting_prescription', responses: 1, drafts: 0 })
    expect(await storedAnswers(order.id)).toEqual([['No', 'Only in winter']])
  })

  it('finishes a response left without its move on every engine, and a retry that fails again leaves it as it was', async () => {
    const { patient, order, cookie, body } = await patientWithDraft()
    // What a stop between the writes leaves where there is no transaction: the response, no move.
    await payload.create({
      collection: 'questionnaire-responses',
      data: {
        patient: patient.id,
        order: order.id,
        questionnaire: relationValue(body.questionnaireId),
        questionnaireVersion: body.version,
        formType: 'bare',
        answers: [{ question: 'Do you often feel tired?', answer: 'Yes' }],
        submission: { patientPreference: [] },
      },
      overrideAccess: true,
      depth: 0,
    })
    const retry = { ...body, answers: { '1': 'No' } }

    // The finishing submit fails between its writes as well: the stranded response keeps its answers.
    failing.history = true
    await expect(submitBare({ request: request('/api/submit-bare-form', cookie, retry), params: {}, context })).rejects.toThrow('planted')
    expect(await stateOf(patient, order.id)).toMatchObject({ status: 'pending_approval', responses: 1, drafts: 1 })
    expect(await storedAnswers(order.id)).toEqual([['Yes']])

    failing.history = false
    expect((await submitBare({ request: request('/api/submit-bare-form', cookie, retry), params: {}, context })).status).toBe(200)
    expect(await stateOf(patient, order.id)).toMatchObject({ status: 'waiting_prescription', responses: 1, drafts: 0 })
    expect(await storedAnswers(order.id)).toEqual([['No']])
  })

  it('after a completed submit, answers a repeat as the first and refuses other answers without touching the stored ones', async () => {
    const { patient, order, cookie, body } = await patientWithDraft()
    expect((await submitBare({ request: request('/api/submit-bare-form', cookie, body), params: {}, context })).status).toBe(200)
    const repeat = await submitBare({ request: request('/api/submit-bare-form', cookie, body), params: {}, context })
    expect(repeat.status).toBe(200)

    const other = await submitBare({ request: request('/api/submit-bare-form', cookie, { ...body, answers: { '1': 'No' } }), params: {}, context })
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({ success: false, message: medicalFormMessages.alreadySubmitted })
    const otherDoses = await submitBare({ request: request('/api/submit-bare-form', cookie, { ...body, doseSchedule: [2.5] }), params: {}, context })
    expect(otherDoses.status).toBe(409)
    expect(await stateOf(patient, order.id)).toMatchObject({ status: 'waiting_prescription', responses: 1, drafts: 0 })
    expect(await storedAnswers(order.id)).toEqual([['Yes']])
  })
})
