import { relationValue } from '@telehealth/cms/site'
import { getTestPayload } from '@telehealth/cms/testing'
import { medicalFormMessages, type QuestionnaireDocument } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { action as submitBare } from '~/routes/resources/api/submit-bare-form.ts'
import { action as submitMd } from '~/routes/resources/api/submit-md-form.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { medicalFormPage } from './medical-form/page.server.ts'
import { pendingFormOrder, publishQuestionnaire, routeContext, tirzepatideProduct } from '../../test/medical-form.ts'

/**
 * The medical form's dose plan is checked by the submit with the planner the runner offers from
 * (ADR 088): month 1 by the prior-medication answers (the form's and the pre-checkout's on the
 * cart), later months around the previous month. A plan the runner would not offer is refused
 * (400) and nothing is written; a form without the dose question stores the spec's default plan.
 */

let payload: Payload
let productId: number
const context = routeContext
const yesNo = [{ title: 'Yes' }, { title: 'No' }]
const document: QuestionnaireDocument = {
  questions: [
    { id: 4, question: 'takes_glp', label: 'Are you currently taking a GLP-1 medication?', question_type: 'single_option', options: yesNo },
    // Optional here, so the pre-checkout's dose on the cart is what the planner reads when it is left empty.
    { id: 5, question: 'current_glp_dose', label: 'What is your current weekly dose (mg)?', question_type: 'string', is_optional: true },
    { id: 15, question: 'dose_plan', label: 'Plan your doses', question_type: 'dose_optimization' },
  ],
  dependency: [
    { question_id: 5, dependent_on: 4, ask_if_val_in: ['Yes'] },
    { question_id: 15, dependent_on: 'form_type', ask_if_val_in: ['medical', 'refill'] },
  ],
}

beforeAll(async () => {
  payload = await getTestPayload()
  productId = await tirzepatideProduct(payload, 'dose-plan')
})

type PreCheckout = { currentGLPMed: 'none' | 'Mounjaro/Zepbound' | 'Ozempic/Wegovy'; currentDose: string | null }

/** A tirzepatide order of the patient (provider 1: the medical form), with the pre-checkout's answers on its cart. */
async function orderOf(patient: SignedInPatient, preCheckout: PreCheckout | null, extra: Parameters<typeof pendingFormOrder>[3] = { provider: 1 }) {
  const cart = preCheckout
    ? await payload.create({
        collection: 'carts',
        data: { patient: relationValue(patient.id), medication: 'tirzepatide', paymentTerms: '3', status: 'open', ...preCheckout },
        overrideAccess: true,
        depth: 0,
      })
    : null
  return pendingFormOrder(payload, patient.id, productId, { ...(cart ? { cart: cart.id } : {}), ...extra })
}

async function cookieOf(patient: SignedInPatient) {
  return (await startPatientSession(new Request('https://care.example.com/login'), patient.id)).split(';')[0] ?? ''
}

async function submit(action: typeof submitMd, cookie: string, body: unknown) {
  const request = new Request('https://care.example.com/api/submit', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await action({ request, params: {}, context })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** What the submit left behind: the order's status and its stored responses' submissions. */
async function writtenFor(orderId: number) {
  const [order, responses] = await Promise.all([
    payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 }),
    payload.find({ collection: 'questionnaire-responses', where: { order: { equals: orderId } }, overrideAccess: true, depth: 0 }),
  ])
  return { status: order.status, submissions: responses.docs.map((response) => response.submission as Record<string, unknown>) }
}

const refused = { status: 400, body: { success: false, message: medicalFormMessages.doseNotOffered } }

describe('the medical form’s dose plan on the server', () => {
  it('refuses a forged plan for a patient on no GLP medication (month 1 is the starting dose), writing nothing; the offered plan is stored', async () => {
    const version = await publishQuestionnaire(payload, 'medical', document)
    const patient = await signedInPatient(payload, { state: 'NY' })
    const order = await orderOf(patient, { currentGLPMed: 'none', currentDose: null })
    const cookie = await cookieOf(patient)
    const body = (doseSchedule: (number | null)[]) => ({
      order_id: order.id,
      questionnaireId: version.questionnaireId,
      version: version.version,
      answers: { 4: 'No' },
      doseSchedule,
    })
    // Every month filled, as the old check wanted, but not a plan the runner offers.
    for (const forged of [
      [15, 15, 15],
      [5, 7.5, 10],
      [2.5, 7.5, 12.5],
      [2.5, 5, 7.5, 10],
    ]) {
      expect(await submit(submitMd, cookie, body(forged))).toEqual(refused)
    }
    expect(await writtenFor(order.id)).toEqual({ status: 'pending_approval', submissions: [] })
    // An incomplete plan is the missing answer it always was.
    expect(await submit(submitMd, cookie, body([2.5, 5, null]))).toMatchObject({
      status: 400,
      body: { message: medicalFormMessages.missingAnswer('Plan your doses') },
    })

    expect(await submit(submitMd, cookie, body([2.5, 5, 5]))).toMatchObject({ status: 200, body: { success: true } })
    const written = await writtenFor(order.id)
    expect(written.status).toBe('waiting_prescription')
    expect(written.submissions).toEqual([
      expect.objectContaining({ doseSchedule: [2.5, 5, 5], patientPreference: [2.5, 5, 5], maintanenceDose: 5, isRefil: false, frmName: 'medical' }),
    ])
  })

  it('plans around the current dose from the pre-checkout, or the form’s own answer; a switch starts from the table', async () => {
    const version = await publishQuestionnaire(payload, 'medical', document)
    const patient = await signedInPatient(payload, { state: 'NY' })
    const cookie = await cookieOf(patient)
    const onMounjaro = await orderOf(patient, { currentGLPMed: 'Mounjaro/Zepbound', currentDose: '12.5' })
    const base = { questionnaireId: version.questionnaireId, version: version.version }
    // The page hands the runner the same data the submit plans with.
    const page = await medicalFormPage(patient, String(onMounjaro.id), 'medical')
    expect(page.kind === 'form' && page.dosePlan).toMatchObject({
      drug: 'tirzepatide',
      kind: 'plan',
      preCheckout: { currentGLPMed: 'Mounjaro/Zepbound', currentDose: '12.5' },
    })

    const mounjaro = (answers: Record<string, string>, doseSchedule: number[]) => ({ ...base, order_id: onMounjaro.id, answers, doseSchedule })
    // Month 1 is 10, 12.5 or 15: the starter plan is refused.
    expect(await submit(submitMd, cookie, mounjaro({ 4: 'Yes' }, [2.5, 5, 7.5]))).toEqual(refused)
    // The form's answer is the newer one: 5 mg now makes 2.5, 5 or 7.5 month 1 …
    expect(await submit(submitMd, cookie, mounjaro({ 4: 'Yes', 5: '5' }, [12.5, 15, 15]))).toEqual(refused)
    expect(await writtenFor(onMounjaro.id)).toEqual({ status: 'pending_approval', submissions: [] })
    expect(await submit(submitMd, cookie, mounjaro({ 4: 'Yes' }, [12.5, 15, 15]))).toMatchObject({ status: 200 })
    expect((await writtenFor(onMounjaro.id)).submissions).toEqual([expect.objectContaining({ patientPreference: [12.5, 15, 15], maintanenceDose: 15 })])

    // Semaglutide 2.5 mg taken within two weeks switches to tirzepatide at 10 mg (the seeded table), with its neighbours.
    const onOzempic = await orderOf(patient, { currentGLPMed: 'Ozempic/Wegovy', currentDose: '2.5' })
    const ozempic = (doseSchedule: number[]) => ({ ...base, order_id: onOzempic.id, answers: { 4: 'Yes' }, doseSchedule })
    expect(await submit(submitMd, cookie, ozempic([15, 15, 15]))).toEqual(refused)
    expect(await submit(submitMd, cookie, ozempic([2.5, 5, 7.5]))).toEqual(refused)
    expect(await submit(submitMd, cookie, ozempic([7.5, 10, 10]))).toMatchObject({ status: 200 })
  })

  it('refuses a plan sent where the form asks none; without one the spec’s default plan is stored', async () => {
    const version = await publishQuestionnaire(payload, 'bare', document)
    const patient = await signedInPatient(payload, { state: 'NY' })
    const order = await orderOf(patient, { currentGLPMed: 'none', currentDose: null }, {})
    const cookie = await cookieOf(patient)
    const body = { order_id: order.id, questionnaireId: version.questionnaireId, version: version.version, answers: { 4: 'No' } }
    expect(await submit(submitBare, cookie, { ...body, doseSchedule: [2.5, 5, 7.5] })).toEqual(refused)
    expect(await writtenFor(order.id)).toEqual({ status: 'pending_approval', submissions: [] })
    expect(await submit(submitBare, cookie, { ...body, doseSchedule: [] })).toMatchObject({ status: 200 })
    expect((await writtenFor(order.id)).submissions).toEqual([
      expect.objectContaining({ doseSchedule: [], patientPreference: [2.5, 5, 7.5], maintanenceDose: 10, isRefil: false, frmName: 'bare' }),
    ])
  })

  it('counts the form as a refill when the patient purchased the drug before: the longer plan, marked isRefil', async () => {
    const version = await publishQuestionnaire(payload, 'medical', document)
    const patient = await signedInPatient(payload, { state: 'NY' })
    await orderOf(patient, null, { status: 'order_delivered', provider: 1 })
    const order = await orderOf(patient, { currentGLPMed: 'Mounjaro/Zepbound', currentDose: '5' })
    const cookie = await cookieOf(patient)
    const page = await medicalFormPage(patient, String(order.id), 'medical')
    expect(page.kind === 'form' && page.dosePlan?.kind).toBe('refill')
    const body = (doseSchedule: number[]) => ({
      order_id: order.id,
      questionnaireId: version.questionnaireId,
      version: version.version,
      answers: { 4: 'Yes' },
      doseSchedule,
    })
    expect(await submit(submitMd, cookie, body([5, 7.5, 10]))).toMatchObject({
      status: 400,
      body: { message: medicalFormMessages.missingAnswer('Plan your doses') },
    })
    expect(await submit(submitMd, cookie, body([5, 7.5, 10, 12.5, 15, 20]))).toEqual(refused)
    expect(await writtenFor(order.id)).toEqual({ status: 'pending_approval', submissions: [] })
    expect(await submit(submitMd, cookie, body([5, 7.5, 10, 12.5, 15, 15]))).toMatchObject({ status: 200 })
    expect((await writtenFor(order.id)).submissions).toEqual([
      expect.objectContaining({ patientPreference: [5, 7.5, 10, 12.5, 15, 15], maintanenceDose: 15, isRefil: true, frmName: 'medical' }),
    ])

    // A first purchase of the drug is not a refill.
    const newcomer = await signedInPatient(payload, { state: 'NY' })
    const first = await orderOf(newcomer, { currentGLPMed: 'none', currentDose: null })
    const firstPage = await medicalFormPage(newcomer, String(first.id), 'medical')
    expect(firstPage.kind === 'form' && firstPage.dosePlan?.kind).toBe('plan')
  })
})
