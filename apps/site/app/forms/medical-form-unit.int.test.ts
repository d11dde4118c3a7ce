import { documentToRows } from '@telehealth/cms/questionnaires'
import { getTestPayload } from '@telehealth/cms/testing'
import type { QuestionnaireDocument } from '@telehealth/domain'
import type { Product } from '@telehealth/cms/payload-types'
import type { CollectionBeforeChangeHook, Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { action as draftAction } from '~/routes/resources/api/questionnaire-draft.ts'
import { action as submitBare } from '~/routes/resources/api/submit-bare-form.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { publishedQuestionnaire } from './questionnaires.server.ts'

/**
 * The medical form's submit stores the response, records the state video requirement, moves the
 * order (its status and its history row) and removes the draft as one unit of work (ADR 079). A write planted to fail in the middle (the
 * order's history row, after the response and the order's status) leaves nothing behind: on
 * PostgreSQL by the transaction's rollback, on SQLite by the compensations.
 */
const transactional = process.env.TEST_DATABASE_ENGINE === 'postgres'

let payload: Payload
let productId: Product['id']
const context = { cspNonce: '', clientIp: '127.0.0.1', trackingSessionId: 'test-tracking-id' }
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
const yesNo = [{ title: 'Yes' }, { title: 'No' }]
const document: QuestionnaireDocument = {
  questions: [
    { id: 1, question: 'fatigue', label: 'Do you often feel tired?', question_type: 'single_option', options: yesNo },
    { id: 2, question: 'notes', label: 'Anything else?', question_type: 'textarea', is_optional: true },
  ],
  dependency: [],
}
const answers = { '1': 'Yes' }

const failing = { history: false }
const plantedFailure: CollectionBeforeChangeHook = ({ data }) => {
  if (failing.history && data.to === 'waiting_prescription') throw new Error('planted: the order history write fails')
  return data
}

beforeAll(async () => {
  payload = await getTestPayload()
  const product = await payload.create({
    collection: 'products',
    data: { name: 'Tirzepatide', slug: `tirz-unit-${Date.now()}`, kind: 'medication', medication: 'tirzepatide' },
    overrideAccess: true,
    depth: 0,
  })
  productId = product.id
  const hooks = payload.collections['order-status-changes'].config.hooks
  hooks.beforeChange = [...(hooks.beforeChange ?? []), plantedFailure]
})

afterEach(() => {
  failing.history = false
})

async function publishBare() {
  const data = { ...documentToRows(document), _status: 'published' as const }
  const existing = await payload.find({ collection: 'questionnaires', where: { kind: { equals: 'bare' } }, overrideAccess: true, limit: 1 })
  const id = existing.docs[0]?.id
  if (id) await payload.update({ collection: 'questionnaires', id, data, overrideAccess: true })
  else await payload.create({ collection: 'questionnaires', data: { title: 'bare form', kind: 'bare', ...data }, overrideAccess: true })
  const version = await publishedQuestionnaire('bare')
  if (!version) throw new Error('not published')
  return version
}

const request = (path: string, cookie: string, body: unknown, method = 'POST') =>
  new Request(`https://care.example.com${path}`, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

/** A patient with a paid order waiting for its form, and a saved draft of it. */
async function patientWithDraft() {
  const version = await publishBare()
  // A state that asks for the video, so the submit records the requirement on the order too.
  const patient: SignedInPatient = await signedInPatient(payload, { state: 'TX' })
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'pending_approval',
      medication: 'tirzepatide',
      product: productId,
      paymentTerms: '3',
      amountCents: 74700,
      shippingAddress,
    },
    overrideAccess: true,
    depth: 0,
  })
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
