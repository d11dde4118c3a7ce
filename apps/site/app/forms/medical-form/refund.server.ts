import { medicalFormMessages, rowIdSchema, sorryMessages, sorryPath } from '@telehealth/domain'
import { z } from 'zod'
import { cmsOrderTransitions, type SignedInPatient } from '~/cms.server.ts'
import { findOwnOrder } from '~/portal/own-order.server.ts'
import { deleteDraft } from './draft.server.ts'
import { refuse, type Refusal } from './request-body.ts'

const processRefundSchema = z.object({
  order_id: rowIdSchema(),
  questionId: z
    .string()
    .max(64)
    .regex(/^[\w-]+$/),
})

type RefundReply = { status: 200; body: { success: true; message: string; redirect: string } } | Refusal<400 | 404 | 409 | 502>

/**
 * 'Process Refund' in the runner's popup: the order, still waiting for its form, is disqualified
 * through its lifecycle (which voids the card's hold) and its draft removed; the patient is sent
 * to a page that says so.
 */
export async function processRefund(patient: SignedInPatient, input: unknown): Promise<RefundReply> {
  const parsed = processRefundSchema.safeParse(input)
  if (!parsed.success) return refuse(400, medicalFormMessages.invalidBody)
  const order = await findOwnOrder(patient, parsed.data.order_id)
  if (!order) return refuse(404, medicalFormMessages.notFound)
  if (order.status !== 'pending_approval') return refuse(409, medicalFormMessages.notPending)
  const moved = await (
    await cmsOrderTransitions()
  ).transition({
    orderId: order.id,
    from: 'pending_approval',
    to: 'disqualified',
    actor: { kind: 'for-patient', id: patient.id },
    reason: medicalFormMessages.refundReason(parsed.data.questionId),
  })
  if (!moved.ok) return refuse(moved.status === 502 ? 502 : 409, moved.message || medicalFormMessages.refundFailed)
  await deleteDraft(patient, order.id)
  return { status: 200, body: { success: true, message: sorryMessages.questionnaireRefunded, redirect: sorryPath(sorryMessages.questionnaireRefunded) } }
}
