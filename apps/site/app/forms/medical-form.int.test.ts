import { createStaff, getTestPayload, unknownRowId } from '@telehealth/cms/testing'
import { medicalFormMessages, parseRowId, sorryMessages, type QuestionnaireDocument } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { loader as orderReplyLoader } from '~/routes/resources/forms-orders.ts'
import { action as draftAction, loader as draftLoader } from '~/routes/resources/api/questionnaire-draft.ts'
import { action as submitBare } from '~/routes/resources/api/submit-bare-form.ts'
import { action as submitMd } from '~/routes/resources/api/submit-md-form.ts'
import { action as refundAction } from '~/routes/resources/api/process-refund.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { medicalFormPage } from './medical-form/page.server.ts'
import { publishQuestionnaire, routeContext, tirzepatideProduct } from '../../test/medical-form.ts'

let payload: Payload
let productId: number
const context = routeContext
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

const yesNo = [{ title: 'Yes' }, { title: 'No' }]
const bareDocument: QuestionnaireDocument = {
  questions: [
    { id: 1, question: 'fatigue', label: 'Do you often feel tired?', question_type: 'single_option', options: yesNo },
    {
      id: 2,
      question: 'current_medical_condition',
      label: 'Any of these conditions?',
      question_type: 'multiple_option',
      options: [{ title: 'Diabetes' }, { title: 'None' }],
      followup_questions: { Diabetes: [{ id: 21, question: 'diabetes_type', label: 'Which type?', question_type: 'text', isFollowUp: true, parentId: 2 }] },
    },
    { id: 3, question: 'thyroid', label: 'Family history of thyroid cancer?', question_type: 'single_option', options: yesNo, important: true },
    {
      id: 4,
      question: 'cannot_treat',
      label: 'We cannot treat you',
      description: 'We cannot prescribe with this history.',
      question_type: 'informational',
      has_next_button: false,
    },
    { id: 5, question: 'notes', label: 'Anything else?', question_type: 'textarea', is_optional: true },
  ],
  dependency: [{ question_id: 4, dependent_on: 3, ask_if_val_in: ['Yes'] }],
}
/** A 1x1 PNG, whole. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
/** A version id of the engine's shape that names no version (a malformed one is a 400 before any version is read). */
const unknownVersionOf = (version: string) => String(unknownRowId(parseRowId(version) ?? version))
const goodAnswers = { '1': 'Yes', '2': ['Diabetes'], '21': 'Type 2', '3': 'No' }

beforeAll(async () => {
  payload = await getTestPayload()
  productId = await tirzepatideProduct(payload, 'form')
})

type Status = 'pending_approval' | 'waiting_prescription' | 'order_placed'

async function orderOf(patient: SignedInPatient, status: Status = 'pending_approval', extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'orders',
    data: { patient: patient.id, status, medication: 'tirzepatide', product: productId, paymentTerms: '3', amountCents: 74700, shippingAddress, ...extra },
    overrideAccess: true,
    depth: 0,
  })
}

async function cookieOf(patient: SignedInPatient) {
  return (await startPatientSession(new Request('https://care.example.com/login'), patient.id)).split(';')[0] ?? ''
}

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function caught(run: () => Promise<Response>) {
  try {
    return await json(await run())
  } catch (thrown) {
    if (thrown instanceof Response) return json(thrown)
    throw thrown
  }
}

const post = (path: string, cookie: string, body: unknown, method = 'POST') =>
  new Request(`https://care.example.com${path}`, {
    method,
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const submit = (action: typeof submitBare, cookie: string, body: unknown) =>
  caught(() => action({ request: post('/api/submit', cookie, body), params: {}, context }))

const responsesOf = async (orderId: number) =>
  (await payload.find({ collection: 'questionnaire-responses', where: { order: { equals: orderId } }, overrideAccess: true, depth: 0 })).docs
const statusOf = async (orderId: number) => (await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })).status

describe('GET /forms/orders/{id}', () => {
  it('answers the spec’s order reply for the patient’s own order; another patient’s is 404 and says nothing', async () => {
    const alice = await signedInPatient(payload, { state: 'TX', health_id: 'H-1' })
    const bob = await signedInPatient(payload)
    const order = await orderOf(alice, 'pending_approval', { provider: 1 })
    const get = (cookie: string, id: string) =>
      caught(() =>
        orderReplyLoader({
          request: new Request(`https://care.example.com/forms/orders/${id}`, { headers: cookie ? { Cookie: cookie } : {} }),
          params: { id },
          context,
        }),
      )
    expect(await get(await cookieOf(alice), String(order.id))).toEqual({
      status: 200,
      body: {
        status: true,
        order: { id: order.id, status: 'pending_approval', product_id: productId },
        state: 'TX',
        providerId: 1,
        isTriz: true,
        isSema: false,
        health_id: 'H-1',
        currentDose: null,
      },
    })
    const other = await get(await cookieOf(bob), String(order.id))
    expect(other.status).toBe(404)
    expect(JSON.stringify(other.body)).not.toContain('pending_approval')
    expect((await get(await cookieOf(alice), 'abc')).status).toBe(404)
    expect((await get('', String(order.id))).status).toBe(401)
  })
})

describe('the form page', () => {
  it('writes the form type into the address, sends the wrong order status to /sorry, and keeps a started form’s version', async () => {
    const first = await publishQuestionnaire(payload, 'bare', bareDocument)
    const alice = await signedInPatient(payload, { state: 'TX' })
    const order = await orderOf(alice)
    expect(await medicalFormPage(alice, String(order.id), null)).toEqual({ kind: 'retype', type: 'bare' })
    const page = await medicalFormPage(alice, String(order.id), 'bare')
    expect(page).toMatchObject({ kind: 'form', activeFrm: 2, type: 'bare', questionnaire: { version: first.version }, draft: null })
    expect(await medicalFormPage(alice, String((await orderOf(alice, 'order_placed')).id), 'bare')).toEqual({
      kind: 'sorry',
      message: sorryMessages.orderNotPendingOrSubmitted,
    })
    const bob = await signedInPatient(payload)
    expect(await medicalFormPage(bob, String(order.id), 'bare')).toEqual({ kind: 'sorry', message: sorryMessages.orderNotPendingOrSubmitted })

    // A started form: the draft holds the first version even after an edit is published.
    const cookie = await cookieOf(alice)
    const progress = {
      questionnaireId: first.questionnaireId,
      version: first.version,
      answers: { '1': 'No' },
      currentQuestionId: '2',
      doseSchedule: [],
      savedAt: new Date().toISOString(),
      completed: false,
    }
    expect(
      (
        await caught(() =>
          draftAction({ request: post(`/api/questionnaire-draft/${order.id}`, cookie, progress, 'PUT'), params: { orderId: String(order.id) }, context }),
        )
      ).status,
    ).toBe(200)
    const second = await publishQuestionnaire(payload, 'bare', {
      ...bareDocument,
      questions: bareDocument.questions.map((q) => (q.id === 1 ? { ...q, label: 'Tired a lot?' } : q)),
    })
    expect(second.version).not.toBe(first.version)
    expect(await medicalFormPage(alice, String(order.id), 'bare')).toMatchObject({
      kind: 'form',
      questionnaire: { version: first.version },
      draft: { version: first.version, progress: { answers: { '1': 'No' } } },
    })
    const fresh = await orderOf(alice)
    expect(await medicalFormPage(alice, String(fresh.id), 'bare')).toMatchObject({ kind: 'form', questionnaire: { version: second.version } })
    const read = await caught(() =>
      draftLoader({
        request: new Request(`https://care.example.com/api/questionnaire-draft/${order.id}`, { headers: { Cookie: cookie } }),
        params: { orderId: String(order.id) },
        context,
      }),
    )
    expect(read).toMatchObject({ status: 200, body: { draft: { version: first.version } } })
    // A draft whose version is no longer published gives way to the newest version.
    await payload.update({ collection: 'questionnaire-drafts', where: { order: { equals: order.id } }, data: { version: '999999999' }, overrideAccess: true })
    expect(await medicalFormPage(alice, String(order.id), 'bare')).toMatchObject({ kind: 'form', questionnaire: { version: second.version }, draft: null })
    expect((await payload.find({ collection: 'questionnaire-drafts', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(0)
    const bobCookie = await cookieOf(bob)
    const bobs = await caught(() =>
      draftLoader({
        request: new Request(`https://care.example.com/api/questionnaire-draft/${order.id}`, { headers: { Cookie: bobCookie } }),
        params: { orderId: String(order.id) },
        context,
      }),
    )
    expect(bobs.status).toBe(404)
  })
})

describe('PUT /api/questionnaire-draft/{orderId}', () => {
  it('refuses junk, oversized bodies, unknown versions and another patient’s order, writing nothing', async () => {
    const version = await publishQuestionnaire(payload, 'bare', bareDocument)
    const alice = await signedInPatient(payload)
    const bob = await signedInPatient(payload)
    const order = await orderOf(alice)
    const put = async (patient: SignedInPatient, body: unknown) =>
      caught(async () =>
        draftAction({
          request: post(`/api/questionnaire-draft/${order.id}`, await cookieOf(patient), body, 'PUT'),
          params: { orderId: String(order.id) },
          context,
        }),
      )
    const good = {
      questionnaireId: version.questionnaireId,
      version: version.version,
      answers: { '1': 'Yes' },
      currentQuestionId: '2',
      doseSchedule: [],
      savedAt: new Date().toISOString(),
      completed: false,
    }
    expect((await put(alice, 'not json')).status).toBe(400)
    expect((await put(alice, { ...good, answers: 'x' })).status).toBe(400)
    expect((await put(alice, { ...good, answers: { '1': 'x'.repeat(300_000) } })).status).toBe(413)
    expect((await put(alice, { ...good, version: unknownVersionOf(version.version) })).status).toBe(409)
    expect((await put(bob, good)).status).toBe(404)
    expect((await payload.find({ collection: 'questionnaire-drafts', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await put(alice, good)).status).toBe(200)
    expect((await put(alice, { ...good, answers: { '1': 'No' } })).status).toBe(200)
    const drafts = await payload.find({ collection: 'questionnaire-drafts', where: { order: { equals: order.id } }, overrideAccess: true })
    expect(drafts.totalDocs).toBe(1)
    expect(drafts.docs[0]?.progress).toMatchObject({ answers: { '1': 'No' } })
  })
})

describe('POST /api/submit-bare-form and /api/submit-md-form', () => {
  it('twenty concurrent submits store one response with its version and move the order once', async () => {
    const version = await publishQuestionnaire(payload, 'bare', bareDocument)
    const alice = await signedInPatient(payload, { state: 'TX' })
    const order = await orderOf(alice)
    const cookie = await cookieOf(alice)
    await caught(() =>
      draftAction({
        request: post(
          `/api/questionnaire-draft/${order.id}`,
          cookie,
          {
            questionnaireId: version.questionnaireId,
            version: version.version,
            answers: goodAnswers,
            currentQuestionId: '5',
            doseSchedule: [],
            savedAt: new Date().toISOString(),
            completed: false,
          },
          'PUT',
        ),
        params: { orderId: String(order.id) },
        context,
      }),
    )
    const body = { order_id: order.id, questionnaireId: version.questionnaireId, version: version.version, answers: goodAnswers, doseSchedule: [] }
    const replies = await Promise.all(Array.from({ length: 20 }, () => submit(submitBare, cookie, body)))
    const ok = replies.filter((reply) => reply.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    for (const reply of replies) expect([200, 409]).toContain(reply.status)
    // TX needs the video after the bare form.
    expect(ok[0]?.body).toMatchObject({ success: true, redirect: `/upload-video/${order.id}` })
    const stored = await responsesOf(order.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ questionnaireVersion: version.version, formType: 'bare' })
    const records = stored[0]?.answers as { question: string; answer: string; metadata?: unknown }[]
    expect(records.map((r) => r.question)).toEqual(['Do you often feel tired?', 'Any of these conditions?', 'Which type?', 'Family history of thyroid cancer?'])
    expect(stored[0]?.submission).toMatchObject({
      special_necessities: ['Reports fatigue.'],
      form_id: order.id,
      isRefil: false,
      frmName: 'bare',
      paymentTerms: '3',
      additional_details: { current_medical_condition: 'Diabetes' },
    })
    expect(await statusOf(order.id)).toBe('waiting_prescription')
    expect((await payload.find({ collection: 'questionnaire-drafts', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(0)
    // A replay answers as the first did and writes nothing more.
    expect(await submit(submitBare, cookie, body)).toMatchObject({ status: 200, body: { redirect: `/upload-video/${order.id}` } })
    expect(await responsesOf(order.id)).toHaveLength(1)
  })

  it('records the state video on the order at submit: a later change of the states list reaches neither the order nor its replay', async () => {
    const version = await publishQuestionnaire(payload, 'bare', bareDocument)
    const body = (orderId: number) => ({ order_id: orderId, questionnaireId: version.questionnaireId, version: version.version, answers: goodAnswers })
    const recorded = async (orderId: number) => {
      const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })
      return { videoRequired: order.videoRequired, videoState: order.videoState }
    }
    const texan = await signedInPatient(payload, { state: 'TX' })
    const texansOrder = await orderOf(texan)
    const texanCookie = await cookieOf(texan)
    expect(await submit(submitBare, texanCookie, body(texansOrder.id))).toMatchObject({ status: 200, body: { redirect: `/upload-video/${texansOrder.id}` } })
    expect(await recorded(texansOrder.id)).toEqual({ videoRequired: true, videoState: 'TX' })

    // Clinical staff take Texas off the list (and put Colorado on it), in Clinical settings (ADR 103).
    const clinician = await createStaff(payload, 'clinical')
    const before = await payload.findGlobal({ slug: 'clinical-settings', depth: 0 })
    await payload.updateGlobal({ slug: 'clinical-settings', data: { videoRequiredStates: ['CO'] }, user: clinician, overrideAccess: false })
    try {
      expect(await submit(submitBare, texanCookie, body(texansOrder.id))).toMatchObject({ status: 200, body: { redirect: `/upload-video/${texansOrder.id}` } })
      expect(await recorded(texansOrder.id)).toEqual({ videoRequired: true, videoState: 'TX' })
      // A new Texan order now needs none; a Colorado one does.
      const later = await orderOf(texan)
      expect(await submit(submitBare, texanCookie, body(later.id))).toMatchObject({ status: 200, body: { redirect: '/home' } })
      expect(await recorded(later.id)).toEqual({ videoRequired: false, videoState: null })
      const coloradan = await signedInPatient(payload, { state: 'CO' })
      const coloradosOrder = await orderOf(coloradan)
      expect(await submit(submitBare, await cookieOf(coloradan), body(coloradosOrder.id))).toMatchObject({
        status: 200,
        body: { redirect: `/upload-video/${coloradosOrder.id}` },
      })
      expect(await recorded(coloradosOrder.id)).toEqual({ videoRequired: true, videoState: 'CO' })
    } finally {
      await payload.updateGlobal({ slug: 'clinical-settings', data: { videoRequiredStates: before.videoRequiredStates ?? [] }, overrideAccess: true })
    }
  })

  it('another patient’s order, a wrong status, the wrong endpoint, missing or disqualifying answers: 4xx and nothing written', async () => {
    const version = await publishQuestionnaire(payload, 'bare', bareDocument)
    const alice = await signedInPatient(payload, { state: 'NY' })
    const bob = await signedInPatient(payload)
    const order = await orderOf(alice)
    const placed = await orderOf(alice, 'waiting_prescription')
    const body = { order_id: order.id, questionnaireId: version.questionnaireId, version: version.version, answers: goodAnswers, doseSchedule: [] }
    const aliceCookie = await cookieOf(alice)
    expect((await submit(submitBare, await cookieOf(bob), body)).status).toBe(404)
    expect((await submit(submitBare, aliceCookie, { ...body, order_id: placed.id })).status).toBe(409)
    expect((await submit(submitMd, aliceCookie, body)).body).toMatchObject({ message: medicalFormMessages.wrongForm })
    expect((await submit(submitBare, aliceCookie, { ...body, answers: { '1': 'Yes' } })).body).toMatchObject({
      message: medicalFormMessages.missingAnswer('Any of these conditions?'),
    })
    expect((await submit(submitBare, aliceCookie, { ...body, answers: { ...goodAnswers, '21': '' } })).body).toMatchObject({
      message: medicalFormMessages.followUpsMissing,
    })
    expect((await submit(submitBare, aliceCookie, { ...body, answers: { ...goodAnswers, '3': 'Yes' } })).body).toMatchObject({
      message: medicalFormMessages.cannotProceed,
    })
    // Only the question's own choices, and 'None' only on its own.
    for (const answers of [
      { ...goodAnswers, '1': 'Sometimes' },
      { ...goodAnswers, '2': ['Diabetes', 'Heart failure'] },
      { ...goodAnswers, '2': ['Diabetes', 'None'] },
    ]) {
      expect(await submit(submitBare, aliceCookie, { ...body, answers })).toMatchObject({ status: 400 })
    }
    expect((await submit(submitBare, aliceCookie, { ...body, answers: { ...goodAnswers, '1': 'Sometimes' } })).body).toMatchObject({
      message: medicalFormMessages.notAnOption('Do you often feel tired?'),
    })
    expect((await submit(submitBare, aliceCookie, { ...body, version: unknownVersionOf(version.version) })).status).toBe(409)
    expect((await submit(submitBare, aliceCookie, 'junk')).status).toBe(400)
    expect(await responsesOf(order.id)).toHaveLength(0)
    expect(await responsesOf(placed.id)).toHaveLength(0)
    expect(await statusOf(order.id)).toBe('pending_approval')
    // Outside a video state the patient goes home.
    expect(await submit(submitBare, aliceCookie, body)).toMatchObject({ status: 200, body: { redirect: '/home' } })
  })

  it('an upload answer names a file the patient uploaded: another patient’s photo or an unknown name is refused, writing nothing', async () => {
    const photoLabel = 'A photo of your current medication'
    const withPhoto: QuestionnaireDocument = {
      ...bareDocument,
      questions: [...bareDocument.questions, { id: 6, question: 'current_med_photo', label: photoLabel, question_type: 'image_upload', is_optional: true }],
    }
    const version = await publishQuestionnaire(payload, 'bare', withPhoto)
    const alice = await signedInPatient(payload, { state: 'NY' })
    const bob = await signedInPatient(payload)
    const aliceCookie = await cookieOf(alice)
    const order = await orderOf(alice)
    const uploadOf = async (patient: SignedInPatient, forOrder: number | null = order.id) =>
      (
        await payload.create({
          collection: 'uploads',
          data: { patient: patient.id, imageType: 'id_image', order: forOrder },
          file: { data: PNG, name: `med-${Date.now()}-${Math.random()}.png`, mimetype: 'image/png', size: PNG.length },
          overrideAccess: true,
        })
      ).filename ?? ''
    const bobsPhoto = await uploadOf(bob)
    const alicesPhoto = await uploadOf(alice)
    // Alice's own photo, uploaded for another of her orders (ADR 087: an upload is bound to its order).
    const alicesOtherPhoto = await uploadOf(alice, (await orderOf(alice)).id)
    const body = (photo: string) => ({
      order_id: order.id,
      questionnaireId: version.questionnaireId,
      version: version.version,
      answers: { ...goodAnswers, '6': photo },
      doseSchedule: [],
    })

    expect(await submit(submitBare, aliceCookie, body(bobsPhoto))).toMatchObject({
      status: 400,
      body: { message: medicalFormMessages.uploadMissing(photoLabel) },
    })
    expect(await submit(submitBare, aliceCookie, body(alicesOtherPhoto))).toMatchObject({
      status: 400,
      body: { message: medicalFormMessages.uploadMissing(photoLabel) },
    })
    expect(await submit(submitBare, aliceCookie, body('no-such-file.png'))).toMatchObject({
      status: 400,
      body: { message: medicalFormMessages.uploadMissing(photoLabel) },
    })
    expect(await responsesOf(order.id)).toHaveLength(0)
    expect(await statusOf(order.id)).toBe('pending_approval')

    expect(await submit(submitBare, aliceCookie, body(alicesPhoto))).toMatchObject({ status: 200 })
    expect((await responsesOf(order.id))[0]?.submission).toMatchObject({ images: [alicesPhoto] })
  })
})

describe('POST /api/process-refund', () => {
  it('disqualifies the patient’s own waiting order, only for answers that end the form, and removes its draft; anyone else’s is 404', async () => {
    const version = await publishQuestionnaire(payload, 'bare', bareDocument)
    const alice = await signedInPatient(payload)
    const bob = await signedInPatient(payload)
    const order = await orderOf(alice)
    const refund = async (patient: SignedInPatient, body: unknown) =>
      caught(async () => refundAction({ request: post('/api/process-refund', await cookieOf(patient), body), params: {}, context }))
    const ending = { '1': 'Yes', '2': ['None'], '3': 'Yes' }
    const asked = { order_id: order.id, questionId: '4', questionnaireId: version.questionnaireId, version: version.version, answers: ending }
    expect((await refund(bob, asked)).status).toBe(404)
    expect((await refund(alice, { ...asked, questionId: '../x' })).status).toBe(400)
    // The browser's word is not enough: the named question must be shown, and end the form, for these answers.
    const notEnding = { status: 400, body: { message: medicalFormMessages.refundNotDisqualified } }
    expect(await refund(alice, { ...asked, answers: { ...ending, '3': 'No' } })).toMatchObject(notEnding)
    expect(await refund(alice, { ...asked, questionId: '1' })).toMatchObject(notEnding)
    expect(await refund(alice, { ...asked, questionId: '99' })).toMatchObject(notEnding)
    expect(await refund(alice, { order_id: order.id, questionId: '4' })).toMatchObject({ status: 400 })
    expect(await statusOf(order.id)).toBe('pending_approval')
    expect(await refund(alice, asked)).toMatchObject({
      status: 200,
      body: { success: true, message: sorryMessages.questionnaireRefunded },
    })
    expect(await statusOf(order.id)).toBe('disqualified')
    expect((await refund(alice, asked)).status).toBe(409)
  })

  it('a refund whose draft removal fails is finished by its retry: the order moved once, the draft gone (ADR 090)', async () => {
    const version = await publishQuestionnaire(payload, 'bare', bareDocument)
    const alice = await signedInPatient(payload)
    const order = await orderOf(alice)
    const cookie = await cookieOf(alice)
    const ending = { '1': 'Yes', '2': ['None'], '3': 'Yes' }
    const progress = { questionnaireId: version.questionnaireId, version: version.version, answers: ending, currentQuestionId: '4' }
    const saved = await draftAction({
      request: post(
        `/api/questionnaire-draft/${order.id}`,
        cookie,
        { ...progress, doseSchedule: [], savedAt: new Date().toISOString(), completed: false },
        'PUT',
      ),
      params: { orderId: String(order.id) },
      context,
    })
    expect(saved.status).toBe(200)
    const draftsOf = async () =>
      (await payload.count({ collection: 'questionnaire-drafts', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs
    const movesOf = async () =>
      (await payload.find({ collection: 'order-status-changes', where: { order: { equals: order.id } }, overrideAccess: true, depth: 0 })).docs.map(
        (change) => change.to,
      )
    const asked = { order_id: order.id, questionId: '4', questionnaireId: version.questionnaireId, version: version.version, answers: ending }
    const refund = () => refundAction({ request: post('/api/process-refund', cookie, asked), params: {}, context })

    // A removal planted to fail after the move (which voids the hold: no rollback undoes it).
    const hooks = payload.collections['questionnaire-drafts'].config.hooks
    const planted = () => {
      throw new Error('planted: the draft cannot be removed')
    }
    hooks.beforeDelete = [...(hooks.beforeDelete ?? []), planted]
    try {
      await expect(refund()).rejects.toThrow('could not be removed')
    } finally {
      hooks.beforeDelete = hooks.beforeDelete.filter((hook) => hook !== planted)
    }
    expect(await statusOf(order.id)).toBe('disqualified')
    expect(await draftsOf()).toBe(1)

    // The retry finishes the removal and answers as the first would have; the order is not moved again.
    expect(await json(await refund())).toMatchObject({ status: 200, body: { success: true, message: sorryMessages.questionnaireRefunded } })
    expect(await draftsOf()).toBe(0)
    expect((await movesOf()).filter((to) => to === 'disqualified')).toHaveLength(1)
    // Then there is nothing left to finish.
    expect((await caught(refund)).status).toBe(409)
  })
})
