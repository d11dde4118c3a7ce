import { orderTakesUpload, orderUploadMessages, type OrderBoundPurpose, type RowId } from '@telehealth/domain'
import type { SignedInPatient } from '~/cms.server.ts'
import { findOwnOrder } from '~/portal/own-order.server.ts'

export type UploadOrder = { ok: true; orderId: RowId; status: string } | { ok: false; status: 400 | 404 | 409; message: string }

/**
 * The order a video, questionnaire photo or replacement photo is for (ADR 087): named by the
 * request, one of the patient's own (read as the patient, so anyone else's order, or an id of
 * another engine's shape, is not found: 404), and in a status that takes this upload now (409).
 */
export async function orderTakingUpload(
  patient: SignedInPatient,
  purpose: OrderBoundPurpose,
  formId: string | number | null | undefined,
): Promise<UploadOrder> {
  if (formId === null || formId === undefined || formId === '') return { ok: false, status: 400, message: orderUploadMessages.orderRequired }
  const order = await findOwnOrder(patient, formId)
  if (!order) return { ok: false, status: 404, message: orderUploadMessages.orderNotFound }
  if (!orderTakesUpload(purpose, order.status)) return { ok: false, status: 409, message: orderUploadMessages.notNow[purpose] }
  return { ok: true, orderId: order.id, status: order.status }
}
