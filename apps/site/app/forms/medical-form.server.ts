import type { QuestionnaireDraft } from '@telehealth/cms/payload-types'
import {
  answerOf,
  answerRecords,
  canGoNext,
  chooseActiveForm,
  disqualificationFor,
  GENDERS,
  isAnswered,
  isOn,
  isProgressExpired,
  medicalFormMessages,
  pathAfterQuestionnaireSubmit,
  PLAN_MONTHS,
  questionnaireAnswersSchema,
  questionnaireProgressSchema,
  REFILL_PLAN_MONTHS,
  sorryMessages,
  sorryPath,
  specialNecessityNotes,
  specialNecessityRulesFromRows,
  unansweredFollowUps,
  visibleQuestions,
  VIDEO_REQUIRED_STATES,
  type Answers,
  type Drug,
  type FormTypeQuery,
  type Gender,
  type QuestionnaireContext,
  type QuestionnaireFormType,
  type SpecialNecessityRow,
} from '@telehealth/domain'
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { waitForClaim } from '~/claims.server.ts'
import { cmsAs, cmsFor, cmsOrderTransitions, type SignedInPatient } from '~/cms.server.ts'
import { getSettings } from '~/content.server.ts'
import { findOwnOrder, ORDER_ID, orderDrug, orderProduct, orderProductId, type OwnOrder } from '~/portal/own-order.server.ts'
import { publishedKindAtVersion, publishedQuestionnaire, questionnaireAtVersion, type QuestionnaireVersion } from './questionnaires.server.ts'

/**
 * The medical form of an order (spec 001 "Form loader and questionnaires"; ADR 060): the order
 * reply of `GET /forms/orders/{id}`, the form it gets (domain chooseActiveForm), the server draft
 * that keeps a started form on its version (ADR 059), the submission (`POST /api/submit-md-form`,
 * `/api/submit-bare-form`) checked again by the domain engine on the stored version, and Process
 * Refund. `{id}` is always the order's id; another patient's order is "not found" (access rules on).
 */

/** Bounds of what the browser may send (answers of a 100-question form fit well inside). */
export const MAX_FORM_BYTES = 256 * 1024
const MAX_ANSWER_CHARS = 5000

/** The spec's order reply (section 3): status, order.status, order.product_id, state, providerId, isTriz, isSema, health_id, currentDose. */
export interface FormOrderReply {
  status: true
  order: { id: number; status: string; product_id: number | null }
  state: string | null
  providerId: number | null
  isTriz: boolean
  isSema: boolean
  health_id: string | null
  currentDose: string | null
}

export type FormKind = FormTypeQuery

function replyOf(patient: SignedInPatient, order: OwnOrder): FormOrderReply {
  const drug = orderDrug(order)
  const cart = typeof order.cart === 'object' && order.cart !== null ? order.cart : null
  return {
    status: true,
    order: { id: order.id, status: order.status, product_id: orderProductId(order) },
    state: patient.state ?? order.shippingAddress?.state ?? null,
    providerId: typeof order.provider === 'number' ? order.provider : null,
    isTriz: drug === 'tirzepatide',
    isSema: drug === 'semaglutide',
    health_id: patient.health_id || null,
    currentDose: cart?.currentDose ?? null,
  }
}

/** `GET /forms/orders/{id}`: the reply for the patient's own order, or null (unknown, malformed, another patient's). */
export async function formOrderReply(patient: SignedInPatient, orderId: string): Promise<FormOrderReply | null> {
  const order = await findOwnOrder(patient, orderId)
  return order ? replyOf(patient, order) : null
}

/** The questionnaire's form type as the engine's visibility rules name it (bare is the spec's bareMeds). */
export function engineFormType(kind: FormKind): QuestionnaireFormType {
  return kind === 'bare' ? 'bareMeds' : kind
}

function genderOf(patient: SignedInPatient): Gender | null {
  return patient.gender && (GENDERS as readonly string[]).includes(patient.gender) ? (patient.gender as Gender) : null
}

/** What visibility reads besides the answers: the patient's state and gender, the form type. */
export function formContext(patient: SignedInPatient, reply: FormOrderReply, kind: FormKind, answers: Answers = {}): QuestionnaireContext {
  return { answers, userState: reply.state, gender: genderOf(patient), formType: engineFormType(kind) }
}

/** The number of months the dose planner asks for: a refill allows the longer plan (spec section 9). */
export function planMonthsOf(kind: FormKind): number {
  return kind === 'refill' ? REFILL_PLAN_MONTHS : PLAN_MONTHS
}

/** A refusal: its status and the message the patient reads; nothing was written. */
type Refusal<S extends number> = { status: S; body: { success: false; message: string } }

function refuse<S extends number>(status: S, message: string): Refusal<S> {
  return { status, body: { success: false, message } }
}

/** A JSON body within the size bound and of the schema's shape, or why not (413 / 400). */
function parseBody<T>(rawBody: string, schema: z.ZodType<T>): { ok: true; data: T } | { ok: false; status: 400 | 413; message: string } {
  if (rawBody.length > MAX_FORM_BYTES) return { ok: false, status: 413, message: medicalFormMessages.tooLarge }
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return { ok: false, status: 400, message: medicalFormMessages.invalidBody }
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 400, message: medicalFormMessages.invalidBody }
}

// ---------------------------------------------------------------------------------------------
// Drafts (ADR 059)

/** Answers within bounds: ids and texts of a sane length, at most 100 choices a question. */
const boundedAnswersSchema = questionnaireAnswersSchema.refine(
  (answers) =>
    Object.entries(answers).every(
      ([id, answer]) =>
        id.length <= 64 &&
        (typeof answer === 'string' ? answer.length <= MAX_ANSWER_CHARS : Array.isArray(answer) ? answer.length <= 100 && answer.every((one) => one.length <= MAX_ANSWER_CHARS) : answer === null || Number.isFinite(answer)),
    ),
  { message: 'Answer too long' },
)
const doseScheduleSchema = z.array(z.number().positive().max(1000).nullable()).max(12)

/** The progress the runner saves (the contract's QuestionnaireProgress), bounded and with ids that can name rows. */
export const draftProgressSchema = questionnaireProgressSchema.extend({
  questionnaireId: z.string().regex(/^\d{1,12}$/),
  version: z.string().regex(/^\d{1,12}$/),
  answers: boundedAnswersSchema,
  currentQuestionId: z.string().max(64).nullable(),
  doseSchedule: doseScheduleSchema,
})
export type DraftProgress = z.infer<typeof draftProgressSchema>

export type DraftView = { questionnaireId: string; version: string; progress: DraftProgress; savedAt: string }

async function draftRow(patient: SignedInPatient, orderId: number): Promise<QuestionnaireDraft | null> {
  const found = await (await cmsAs(patient)).find({ collection: 'questionnaire-drafts', where: { order: { equals: orderId } }, limit: 1, pagination: false, depth: 0 })
  return found.docs[0] ?? null
}

function viewOf(row: QuestionnaireDraft): DraftView | null {
  const parsed = draftProgressSchema.safeParse(row.progress)
  if (!parsed.success) return null
  const questionnaireId = String(typeof row.questionnaire === 'object' ? row.questionnaire.id : row.questionnaire)
  return { questionnaireId, version: row.version, progress: parsed.data, savedAt: row.savedAt }
}

export type DraftReply = { status: 200; body: { success: true; draft: DraftView | null } } | Refusal<400 | 404 | 409 | 413>

/** `GET /api/questionnaire-draft/{orderId}`: the patient's draft of the order, or null. */
export async function getDraft(patient: SignedInPatient, orderId: string): Promise<DraftReply> {
  const order = await findOwnOrder(patient, orderId)
  if (!order) return refuse(404, medicalFormMessages.notFound)
  const row = await draftRow(patient, order.id)
  return { status: 200, body: { success: true, draft: row ? viewOf(row) : null } }
}

/**
 * `PUT /api/questionnaire-draft/{orderId}` (the autosave): the runner's progress for an order still
 * waiting for its form, on a published version of the order's form kind. A draft keeps the version
 * it began on: progress on another version is refused (409) until the draft is gone.
 */
export async function putDraft(patient: SignedInPatient, orderId: string, rawBody: string): Promise<DraftReply> {
  const parsed = parseBody(rawBody, draftProgressSchema)
  if (!parsed.ok) return refuse(parsed.status, parsed.message)
  const progress = parsed.data
  const order = await findOwnOrder(patient, orderId)
  if (!order) return refuse(404, medicalFormMessages.notFound)
  const choice = chooseActiveForm(replyOf(patient, order))
  if (choice.kind !== 'form') return refuse(409, medicalFormMessages.notPending)
  const kind = await publishedKindAtVersion(progress.questionnaireId, progress.version)
  if (!kind) return refuse(400, medicalFormMessages.unknownVersion)
  if (kind !== choice.type) return refuse(400, medicalFormMessages.wrongForm)

  const cms = await cmsAs(patient)
  const savedAt = new Date().toISOString()
  const data = { progress, savedAt }
  const existing = (await cms.find({ collection: 'questionnaire-drafts', where: { order: { equals: order.id } }, limit: 1, pagination: false, depth: 0, select: { version: true } })).docs[0]
  if (existing) {
    if (existing.version !== progress.version) return refuse(409, medicalFormMessages.versionChanged)
    await cms.update({ collection: 'questionnaire-drafts', id: existing.id, data, depth: 0, select: { savedAt: true } })
  } else {
    try {
      await cms.create({ collection: 'questionnaire-drafts', depth: 0, data: { patient: patient.id, order: order.id, questionnaire: Number(progress.questionnaireId), version: progress.version, ...data } })
    } catch (error) {
      // Two autosaves of a first answer raced: the order's draft is unique, so the loser updates it.
      const raced = await draftRow(patient, order.id)
      if (!raced) throw error
      if (raced.version !== progress.version) return refuse(409, medicalFormMessages.versionChanged)
      await cms.update({ collection: 'questionnaire-drafts', id: raced.id, data, depth: 0 })
    }
  }
  return { status: 200, body: { success: true, draft: { questionnaireId: progress.questionnaireId, version: progress.version, progress, savedAt } } }
}

async function deleteDraft(patient: SignedInPatient, orderId: number): Promise<void> {
  await (await cmsAs(patient)).delete({ collection: 'questionnaire-drafts', where: { order: { equals: orderId } }, depth: 0 })
}

// ---------------------------------------------------------------------------------------------
// The page

export type MedicalFormPage =
  | { kind: 'sorry'; message: string }
  | { kind: 'retype'; type: FormKind }
  | { kind: 'missing'; reply: FormOrderReply; activeFrm: 1 | 2 | 3; type: FormKind }
  | {
      kind: 'form'
      reply: FormOrderReply
      activeFrm: 1 | 2 | 3
      type: FormKind
      questionnaire: QuestionnaireVersion
      draft: DraftView | null
      context: QuestionnaireContext
      drug: Drug | null
      productName: string | null
      months: number
    }

/**
 * What /medical-form/{id} shows: a /sorry dead end (an order not waiting for its form, or someone
 * else's), the address with the form's type query, the error screen when no version of that form is
 * published, or the form: the draft's version when one was started, else the newest published.
 */
export async function medicalFormPage(patient: SignedInPatient, orderId: string, typeQuery: string | null): Promise<MedicalFormPage> {
  const order = await findOwnOrder(patient, orderId)
  if (!order) return { kind: 'sorry', message: sorryMessages.orderNotPendingOrSubmitted }
  const reply = replyOf(patient, order)
  const choice = chooseActiveForm(reply)
  if (choice.kind === 'sorry') return choice
  if (typeQuery !== choice.type) return { kind: 'retype', type: choice.type }
  const row = await draftRow(patient, order.id)
  let draft = row ? viewOf(row) : null
  // Progress older than 168 hours is discarded on the server as on the device (spec section 4).
  if (row && (!draft || isProgressExpired(new Date(draft.progress.savedAt), new Date()))) {
    await deleteDraft(patient, order.id)
    draft = null
  }
  const started = draft ? await questionnaireAtVersion(draft.questionnaireId, draft.version) : null
  const questionnaire = started && started.kind === choice.type ? started : await publishedQuestionnaire(choice.type)
  if (!questionnaire) return { kind: 'missing', reply, activeFrm: choice.activeFrm, type: choice.type }
  const keptDraft = draft && draft.version === questionnaire.version ? draft : null
  // A draft on a version no longer published cannot be resumed: the form starts on the newest, and
  // its autosave must not be refused as another version's.
  if (draft && !keptDraft) await deleteDraft(patient, order.id)
  return {
    kind: 'form',
    reply,
    activeFrm: choice.activeFrm,
    type: choice.type,
    questionnaire,
    draft: keptDraft,
    context: formContext(patient, reply, choice.type),
    drug: orderDrug(order),
    productName: orderProduct(order)?.name ?? null,
    months: planMonthsOf(choice.type),
  }
}

// ---------------------------------------------------------------------------------------------
// Submission (ADR 061)

export const submitFormSchema = z.object({
  order_id: z.union([z.string().regex(ORDER_ID), z.number().int().positive()]),
  questionnaireId: z.string().regex(/^\d{1,12}$/),
  version: z.string().regex(/^\d{1,12}$/),
  answers: boundedAnswersSchema,
  doseSchedule: doseScheduleSchema.default([]),
})

export type SubmitEndpoint = 'md' | 'bare'

export type SubmitReply =
  | { status: 200; body: { success: true; message: string; redirect: string } }
  | Refusal<400 | 404 | 409 | 413>

/** The endpoint a form posts to: the medical and refill forms to submit-md-form, bare to submit-bare-form. */
export function submitEndpointOf(kind: FormKind): SubmitEndpoint {
  return kind === 'bare' ? 'bare' : 'md'
}

/** The first reason the engine would not have let these answers be submitted, or null. */
export function submissionProblem(questionnaire: QuestionnaireVersion, context: QuestionnaireContext, doseSchedule: readonly (number | null)[], months: number): string | null {
  const { document } = questionnaire
  for (const question of visibleQuestions(document, context)) {
    const answer = answerOf(context.answers, question.id)
    if (disqualificationFor(document, question, answer)) return medicalFormMessages.cannotProceed
    if (question.question_type === 'informational') continue
    const optional = isOn(question.is_optional)
    if (!canGoNext(question, answer, { schedule: doseSchedule, months }) && !(optional && !isAnswered(answer))) {
      return medicalFormMessages.missingAnswer(question.label)
    }
  }
  if (unansweredFollowUps(document, context).length > 0) return medicalFormMessages.followUpsMissing
  return null
}

const slugOf = (label: string) => label.trim().toLowerCase()

/** Answers keyed by question slug, for the rules that read a question by its slug. */
function answersBySlug(questionnaire: QuestionnaireVersion, context: QuestionnaireContext): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const question of visibleQuestions(questionnaire.document, context)) {
    const answer = answerOf(context.answers, question.id)
    if (!isAnswered(answer)) continue
    out[slugOf(question.question)] = Array.isArray(answer) ? answer.join('\n') : (answer as string | number)
  }
  return out
}

const UPLOAD_TYPES: ReadonlySet<string> = new Set(['file', 'image_upload'])

/**
 * An upload answer is the stored file's name: it must name a file this patient uploaded, so a
 * form cannot point the doctor at someone else's photo. One read, under the patient's own access.
 */
async function uploadProblem(patient: SignedInPatient, questionnaire: QuestionnaireVersion, context: QuestionnaireContext): Promise<string | null> {
  const named = visibleQuestions(questionnaire.document, context).flatMap((question) => {
    const answer = answerOf(context.answers, question.id)
    return UPLOAD_TYPES.has(question.question_type) && typeof answer === 'string' && answer !== '' ? [{ label: question.label, fileName: answer }] : []
  })
  if (named.length === 0) return null
  const found = await (await cmsAs(patient)).find({
    collection: 'uploads',
    where: { and: [{ patient: { equals: patient.id } }, { filename: { in: named.map((entry) => entry.fileName) } }] },
    limit: named.length,
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  const own = new Set(found.docs.map((upload) => upload.filename))
  const missing = named.find((entry) => !own.has(entry.fileName))
  return missing ? medicalFormMessages.uploadMissing(missing.label) : null
}

async function videoRequiredStates(): Promise<readonly string[]> {
  const settings = await getSettings()
  return settings.videoRequiredStates && settings.videoRequiredStates.length > 0 ? settings.videoRequiredStates : VIDEO_REQUIRED_STATES
}

async function specialNecessityRules() {
  const settings = await getSettings()
  return specialNecessityRulesFromRows((settings.specialNecessities ?? []) as Partial<SpecialNecessityRow>[])
}

async function storedResponse(patient: SignedInPatient, orderId: number) {
  const found = await (await cmsFor(patient)).find({ collection: 'questionnaire-responses', where: { order: { equals: orderId } }, limit: 1, pagination: false, depth: 0, select: { formType: true } })
  return found.docs[0] ?? null
}

/**
 * `POST /api/submit-md-form` / `/api/submit-bare-form`: checked on the server against the stored
 * version (visibility, required answers, follow-ups, no disqualifying answer), the answer records
 * built here from the answers (never taken from the browser), stored once per order with its
 * version, and the order moved to waiting_prescription through its lifecycle. Under a claim on the
 * order: twenty submits from any process store one response; a replay after success answers as
 * the first did. Nothing is written when anything is refused.
 */
export async function submitMedicalForm(patient: SignedInPatient, endpoint: SubmitEndpoint, rawBody: string): Promise<SubmitReply> {
  const parsed = parseBody(rawBody, submitFormSchema)
  if (!parsed.ok) return refuse(parsed.status, parsed.message)
  const input = parsed.data
  const orderId = String(input.order_id)
  const first = await findOwnOrder(patient, orderId)
  if (!first) return refuse(404, medicalFormMessages.notFound)

  const claim = await waitForClaim(`questionnaire-submit:${first.id}`, 60_000, 20_000)
  if (!claim) return refuse(409, medicalFormMessages.busy)
  try {
    const order = await findOwnOrder(patient, orderId)
    if (!order) return refuse(404, medicalFormMessages.notFound)
    const reply = replyOf(patient, order)
    const kindOfStored = await storedResponse(patient, order.id)
    const afterSubmit = async (kind: FormKind): Promise<SubmitReply> => ({
      status: 200,
      body: {
        success: true,
        message: medicalFormMessages.submitted,
        redirect: pathAfterQuestionnaireSubmit({ formType: engineFormType(kind), state: reply.state, formId: order.id, videoRequiredStates: await videoRequiredStates() }),
      },
    })
    if (kindOfStored) return afterSubmit(kindOfStored.formType as FormKind)
    const choice = chooseActiveForm(reply)
    if (choice.kind !== 'form') return refuse(409, medicalFormMessages.notPending)
    if (submitEndpointOf(choice.type) !== endpoint) return refuse(400, medicalFormMessages.wrongForm)
    const questionnaire = await questionnaireAtVersion(input.questionnaireId, input.version)
    if (!questionnaire) return refuse(400, medicalFormMessages.unknownVersion)
    if (questionnaire.kind !== choice.type) return refuse(400, medicalFormMessages.wrongForm)

    const context = formContext(patient, reply, choice.type, input.answers)
    const months = planMonthsOf(choice.type)
    const problem = submissionProblem(questionnaire, context, input.doseSchedule, months) ?? (await uploadProblem(patient, questionnaire, context))
    if (problem) return refuse(400, problem)

    const records = answerRecords(questionnaire.document, context)
    const bySlug = answersBySlug(questionnaire, context)
    const doses = input.doseSchedule.filter((dose): dose is number => typeof dose === 'number')
    const submission = {
      images: records.filter((record) => record.type === 'image_upload').map((record) => record.answer),
      patientPreference: input.doseSchedule,
      additional_details: {
        allergies: bySlug.allergies ?? null,
        current_meds: bySlug.current_meds ?? null,
        current_medical_condition: bySlug.current_medical_condition ?? null,
        pregnancy: bySlug.pregnancy ?? null,
      },
      special_necessities: specialNecessityNotes(bySlug, await specialNecessityRules()),
      form_id: order.id,
      userInfo: { patient: patient.id, state: reply.state, gender: context.gender ?? null, health_id: reply.health_id },
      paymentTerms: order.paymentTerms ?? null,
      maintanenceDose: doses.length > 0 ? doses[doses.length - 1] : null,
      productPurchased: reply.order.product_id,
      isRefil: choice.type === 'refill',
      frmName: choice.type,
    }
    const cms = await cmsFor(patient)
    const response = await cms.create({
      collection: 'questionnaire-responses',
      depth: 0,
      select: { formType: true },
      data: {
        patient: patient.id,
        order: order.id,
        questionnaire: Number(questionnaire.questionnaireId),
        questionnaireVersion: questionnaire.version,
        formType: choice.type,
        answers: records,
        submission,
      },
    })
    const moved = await (await cmsOrderTransitions()).transition({ orderId: order.id, to: 'waiting_prescription', actor: { kind: 'system' }, reason: medicalFormMessages.submittedReason })
    if (!moved.ok) {
      await cms.delete({ collection: 'questionnaire-responses', id: response.id, depth: 0 })
      return refuse(409, moved.message)
    }
    await deleteDraft(patient, order.id)
    return afterSubmit(choice.type)
  } finally {
    await claim.release()
  }
}

/**
 * The action of `POST /api/submit-md-form` and `/api/submit-bare-form` (ADR 061): JSON
 * `{ order_id, questionnaireId, version, answers, doseSchedule }` -> `{ success, message, redirect }`;
 * a refusal is 4xx with its reason and nothing written.
 */
export function submitFormAction(endpoint: SubmitEndpoint) {
  return async ({ request }: ActionFunctionArgs): Promise<Response> => {
    const patient = await requirePatientForApi(request)
    const headers = { 'Cache-Control': 'no-store' }
    if (request.method !== 'POST') return Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers })
    const reply = await submitMedicalForm(patient, endpoint, await request.text())
    return Response.json(reply.body, { status: reply.status, headers })
  }
}

// ---------------------------------------------------------------------------------------------
// Process Refund

export const processRefundSchema = z.object({
  order_id: z.union([z.string().regex(ORDER_ID), z.number().int().positive()]),
  questionId: z.string().max(64).regex(/^[\w-]+$/),
})

export type RefundReply =
  | { status: 200; body: { success: true; message: string; redirect: string } }
  | Refusal<400 | 404 | 409 | 502>

/**
 * 'Process Refund' in the runner's popup: the order, still waiting for its form, is disqualified
 * through its lifecycle (which voids the card's hold) and its draft removed; the patient is sent
 * to a page that says so.
 */
export async function processRefund(patient: SignedInPatient, input: unknown): Promise<RefundReply> {
  const parsed = processRefundSchema.safeParse(input)
  if (!parsed.success) return refuse(400, medicalFormMessages.invalidBody)
  const order = await findOwnOrder(patient, String(parsed.data.order_id))
  if (!order) return refuse(404, medicalFormMessages.notFound)
  if (order.status !== 'pending_approval') return refuse(409, medicalFormMessages.notPending)
  const moved = await (await cmsOrderTransitions()).transition({ orderId: order.id, to: 'disqualified', actor: { kind: 'system' }, reason: medicalFormMessages.refundReason(parsed.data.questionId) })
  if (!moved.ok) return refuse(moved.status === 502 ? 502 : 409, moved.message || medicalFormMessages.refundFailed)
  await deleteDraft(patient, order.id)
  return { status: 200, body: { success: true, message: sorryMessages.questionnaireRefunded, redirect: sorryPath(sorryMessages.questionnaireRefunded) } }
}
