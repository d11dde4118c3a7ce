import {
  answerOf,
  answerRecords,
  canGoNext,
  chooseActiveForm,
  disqualificationFor,
  fitsOptions,
  isAnswered,
  isOn,
  medicalFormMessages,
  rowIdSchema,
  specialNecessityNotes,
  specialNecessityRulesFromRows,
  unansweredFollowUps,
  visibleQuestions,
  type QuestionnaireContext,
  type RowId,
} from '@telehealth/domain'
import type { ActionFunctionArgs } from '@remix-run/node'
import { answeredQuestionnaireCopy } from '@telehealth/cms/questionnaires'
import { relationValue } from '@telehealth/cms/site'
import { z } from 'zod'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { waitForClaim } from '~/claims.server.ts'
import { cmsAs, cmsOrderTransitions, cmsUnitOfWork, type SignedInPatient } from '~/cms.server.ts'
import { getClinicalSettings } from '~/content.server.ts'
import { findOwnOrder } from '~/portal/own-order.server.ts'
import type { QuestionnaireVersion } from '../questionnaires.server.ts'
import { dosePlanProblem, orderDosePlan, submittedDoses } from './dose-plan.server.ts'
import { deleteDraft } from './draft.server.ts'
import { answeredVersion, replyOf, type FormKind } from './order-reply.server.ts'
import { repeatsStored, storedResponse, storeResponse } from './stored-response.server.ts'
import { boundedAnswersSchema, doseScheduleSchema, parseBody, questionnaireRowIdSchema, refuse, type Refusal } from './request-body.ts'
import {
  pathAfterSubmit,
  recordedVideoRequirement,
  recordVideoRequirement,
  videoRequirementAtSubmit,
  type VideoRequirement,
} from './video-requirement.server.ts'

// The medical form's submission (ADR 061): checked again by the domain engine on the stored version, stored once per order.

const submitFormSchema = z.object({
  order_id: rowIdSchema(),
  questionnaireId: questionnaireRowIdSchema,
  version: questionnaireRowIdSchema,
  answers: boundedAnswersSchema,
  doseSchedule: doseScheduleSchema.default([]),
})

export type SubmitEndpoint = 'md' | 'bare'

/** The order's move was refused inside the submit's unit: thrown so the unit is undone, answered as a 409. */
class MoveRefused extends Error {
  override name = 'MoveRefused'
}

type SubmitReply = { status: 200; body: { success: true; message: string; redirect: string } } | Refusal<400 | 404 | 409 | 413>

/** The endpoint a form posts to: the medical and refill forms to submit-md-form, bare to submit-bare-form. */
export function submitEndpointOf(kind: FormKind): SubmitEndpoint {
  return kind === 'bare' ? 'bare' : 'md'
}

/** The first reason the engine would not have let these answers be submitted, or null. */
function submissionProblem(
  questionnaire: QuestionnaireVersion,
  context: QuestionnaireContext,
  doseSchedule: readonly (number | null)[],
  months: number,
): string | null {
  const { document } = questionnaire
  for (const question of visibleQuestions(document, context)) {
    const answer = answerOf(context.answers, question.id)
    if (disqualificationFor(document, question, answer)) return medicalFormMessages.cannotProceed
    if (question.question_type === 'informational') continue
    if (!fitsOptions(question, answer)) return medicalFormMessages.notAnOption(question.label)
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
 * An upload answer is the stored file's name: it must name a file this patient uploaded for this
 * order (ADR 087), so a form cannot point the doctor at someone else's photo or another order's.
 * One read, under the patient's own access.
 */
async function uploadProblem(
  patient: SignedInPatient,
  orderId: RowId,
  questionnaire: QuestionnaireVersion,
  context: QuestionnaireContext,
): Promise<string | null> {
  const named = visibleQuestions(questionnaire.document, context).flatMap((question) => {
    const answer = answerOf(context.answers, question.id)
    return UPLOAD_TYPES.has(question.question_type) && typeof answer === 'string' && answer !== '' ? [{ label: question.label, fileName: answer }] : []
  })
  if (named.length === 0) return null
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'uploads',
    where: { and: [{ patient: { equals: patient.id } }, { order: { equals: orderId } }, { filename: { in: named.map((entry) => entry.fileName) } }] },
    limit: named.length,
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  const own = new Set(found.docs.map((upload) => upload.filename))
  const missing = named.find((entry) => !own.has(entry.fileName))
  return missing ? medicalFormMessages.uploadMissing(missing.label) : null
}

async function specialNecessityRules() {
  const settings = await getClinicalSettings()
  return specialNecessityRulesFromRows(settings.specialNecessities ?? [])
}

/**
 * `POST /api/submit-md-form` / `/api/submit-bare-form`: checked on the server against the stored
 * version (visibility, required answers, follow-ups, no disqualifying answer), the answer records
 * built here from the answers (never taken from the browser), stored once per order with its
 * version, and the order moved to waiting_prescription through its lifecycle. Under a claim on the
 * order: twenty submits from any process store one response; a repeat after success answers as
 * the first did, other answers after it are refused (409), and a submit after one that failed
 * between its writes finishes the work with its own answers (ADR 090). Nothing is written when
 * anything is refused. Only the current version, or the version pinned on the order's draft while
 * not withdrawn, is accepted (answeredVersion, ADR 086).
 */
async function submitMedicalForm(patient: SignedInPatient, endpoint: SubmitEndpoint, rawBody: string): Promise<SubmitReply> {
  const parsed = parseBody(rawBody, submitFormSchema)
  if (!parsed.ok) return refuse(parsed.status, parsed.message)
  const input = parsed.data
  const orderId = input.order_id
  const first = await findOwnOrder(patient, orderId)
  if (!first) return refuse(404, medicalFormMessages.notFound)

  const claim = await waitForClaim(`questionnaire-submit:${first.id}`, 60_000, 20_000)
  if (!claim) return refuse(409, medicalFormMessages.busy)
  try {
    const order = await findOwnOrder(patient, orderId)
    if (!order) return refuse(404, medicalFormMessages.notFound)
    const reply = replyOf(patient, order)
    const earlier = await storedResponse(patient, order.id)
    const afterSubmit = (video: VideoRequirement): SubmitReply => ({
      status: 200,
      body: { success: true, message: medicalFormMessages.submitted, redirect: pathAfterSubmit(order.id, video) },
    })
    // A response whose order moved on was submitted: a repeat of it answers as the first submit did,
    // other answers are refused, never dropped. One whose order did not move is finished below (ADR 090).
    if (earlier && order.status !== 'pending_approval') {
      return (await repeatsStored(patient, reply, earlier, input))
        ? afterSubmit(await recordedVideoRequirement(patient, order.id))
        : refuse(409, medicalFormMessages.alreadySubmitted)
    }
    const choice = chooseActiveForm(reply)
    if (choice.kind !== 'form') return refuse(409, medicalFormMessages.notPending)
    if (submitEndpointOf(choice.type) !== endpoint) return refuse(400, medicalFormMessages.wrongForm)
    const answered = await answeredVersion(patient, reply, choice.type, input)
    if (!answered.ok) return answered.refusal
    const { questionnaire, context } = answered
    const dosePlan = await orderDosePlan(patient, order, choice.type)
    const problem =
      submissionProblem(questionnaire, context, input.doseSchedule, dosePlan.months) ??
      dosePlanProblem(dosePlan, questionnaire.document, context, input.doseSchedule) ??
      (await uploadProblem(patient, order.id, questionnaire, context))
    if (problem) return refuse(400, problem)

    const records = answerRecords(questionnaire.document, context)
    const bySlug = answersBySlug(questionnaire, context)
    const submission = {
      images: records.filter((record) => record.type === 'image_upload').map((record) => record.answer),
      ...submittedDoses(dosePlan, input.doseSchedule),
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
      productPurchased: reply.order.product_id,
      isRefil: dosePlan.refill,
      frmName: choice.type,
    }
    // The response, the video requirement, the order's move and the draft's removal land together (ADR 079): one
    // transaction where the engine has one; on SQLite the compensations take them back. A response
    // an earlier submit left without the move is replaced by this one, and the move made (ADR 090).
    const data = {
      patient: patient.id,
      order: order.id,
      questionnaire: relationValue(questionnaire.questionnaireId),
      questionnaireVersion: questionnaire.version,
      // The question set answered, kept with the response (ADR 086).
      answeredQuestionnaire: answeredQuestionnaireCopy(questionnaire),
      formType: choice.type,
      answers: records,
      submission,
    }
    const video = await videoRequirementAtSubmit(choice.type, reply.state)
    const stored = await cmsUnitOfWork(async (tx) => {
      await storeResponse(patient, tx, data, earlier)
      await recordVideoRequirement(patient, order.id, video, tx)
      const moved = await (
        await cmsOrderTransitions(tx)
      ).transition({
        orderId: order.id,
        from: 'pending_approval',
        to: 'waiting_prescription',
        actor: { kind: 'for-patient', id: patient.id },
        reason: medicalFormMessages.submittedReason,
      })
      // A refused move takes the response back with it.
      if (!moved.ok) throw new MoveRefused(moved.message)
      await deleteDraft(patient, order.id, tx)
      return null
    }).catch((error: unknown) => {
      if (error instanceof MoveRefused) return error
      throw error
    })
    if (stored instanceof MoveRefused) return refuse(409, stored.message)
    return afterSubmit(video)
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
