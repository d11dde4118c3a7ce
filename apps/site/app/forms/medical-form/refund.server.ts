import {
  answerOf,
  chooseActiveForm,
  disqualificationFor,
  medicalFormMessages,
  rowIdSchema,
  sameId,
  sorryMessages,
  sorryPath,
  visibleQuestions,
} from '@telehealth/domain'
import { z } from 'zod'
import { cmsOrderTransitions, type SignedInPatient } from '~/cms.server.ts'
import { findOwnOrder } from '~/portal/own-order.server.ts'
import { deleteDraft, draftRow } from './draft.server.ts'
import { answeredVersion, replyOf } from './order-reply.server.ts'
import { boundedAnswersSchema, questionnaireRowIdSchema, refuse, type Refusal } from './request-body.ts'

const processRefundSchema = z.object({
  order_id: rowIdSchema(),
  questionId: z
    .string()
    .max(64)
    .regex(/^[\w-]+$/),
  questionnaireId: questionnaireRowIdSchema,
  version: questionnaireRowIdSchema,
  answers: boundedAnswersSchema,
})

type RefundReply = { status: 200; body: { success: true; message: string; redirect: string } } | Refusal<400 | 404 | 409 | 502>

/**
 * 'Process Refund' in the runner's popup: the order, still waiting for its form, is disqualified
 * through its lifecycle (which voids the card's hold) and its draft removed; the patient is sent
 * to a page that says so. The browser's word is not enough: on the order's own form, at the version
 * it was answered on, the named question must be shown for these answers and its answer must end
 * the form (the runner's own rule, disqualificationFor); otherwise nothing changes (400).
 * The move comes first and the draft goes after it (the move voids the hold, which no rollback
 * undoes): a retry of a refund whose draft removal failed finds the order disqualified with its
 * draft still there, finishes the removal and answers as the first one would have (ADR 090).
 */
export async function processRefund(patient: SignedInPatient, input: unknown): Promise<RefundReply> {
  const parsed = processRefundSchema.safeParse(input)
  if (!parsed.success) return refuse(400, medicalFormMessages.invalidBody)
  const request = parsed.data
  const order = await findOwnOrder(patient, request.order_id)
  if (!order) return refuse(404, medicalFormMessages.notFound)
  if (order.status === 'disqualified' && (await draftRow(patient, order.id))) {
    await deleteDraft(patient, order.id)
    return refunded()
  }
  if (order.status !== 'pending_approval') return refuse(409, medicalFormMessages.notPending)
  const reply = replyOf(patient, order)
  const choice = chooseActiveForm(reply)
  if (choice.kind !== 'form') return refuse(409, medicalFormMessages.notPending)
  const answered = await answeredVersion(patient, reply, choice.type, request)
  if (!answered.ok) return answered.refusal
  const { questionnaire, context } = answered
  const question = visibleQuestions(questionnaire.document, context).find((candidate) => sameId(candidate.id, request.questionId))
  if (!question || !disqualificationFor(questionnaire.document, question, answerOf(context.answers, question.id))) {
    return refuse(400, medicalFormMessages.refundNotDisqualified)
  }
  const moved = await (
    await cmsOrderTransitions()
  ).transition({
    orderId: order.id,
    from: 'pending_approval',
    to: 'disqualified',
    actor: { kind: 'for-patient', id: patient.id },
    reason: medicalFormMessages.refundReason(request.questionId),
  })
  if (!moved.ok) return refuse(moved.status === 502 ? 502 : 409, moved.message || medicalFormMessages.refundFailed)
  await deleteDraft(patient, order.id)
  return refunded()
}

const refunded = (): RefundReply => ({
  status: 200,
  body: { success: true, message: sorryMessages.questionnaireRefunded, redirect: sorryPath(sorryMessages.questionnaireRefunded) },
})
