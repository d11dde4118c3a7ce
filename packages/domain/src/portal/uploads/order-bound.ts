import { ADJUSTABLE_ORDER_STATUSES } from '../doses/adjust.ts'
import { PRESCRIBABLE_ORDER_STATUSES } from '../prescriptions/confirm.ts'
import type { UploadPurpose } from './tickets.ts'

/** The order statuses a replacement may be asked for from (delivered), as the reship request checks them. */
export const RESHIPPABLE_ORDER_STATUSES = ['order_delivered', 'complete'] as const

/**
 * The uploads that belong to one of the patient's orders, and the statuses in which that order
 * takes them (ADR 087): a questionnaire photo while the medical form is open or Adjust Doses is
 * offered, the state video while the order waits for its prescription, replacement evidence once
 * the order is delivered. Chat attachments and the Orders tab's images follow rules of their own.
 */
export const UPLOAD_ORDER_STATUSES = {
  questionnaire: ['pending_approval', ...ADJUSTABLE_ORDER_STATUSES],
  video: PRESCRIBABLE_ORDER_STATUSES,
  reship: RESHIPPABLE_ORDER_STATUSES,
} as const satisfies Partial<Record<UploadPurpose, readonly string[]>>

export type OrderBoundPurpose = keyof typeof UPLOAD_ORDER_STATUSES

export function isOrderBoundPurpose(purpose: UploadPurpose): purpose is OrderBoundPurpose {
  return purpose in UPLOAD_ORDER_STATUSES
}

/** Whether an order in this status takes an upload of this purpose now. */
export function orderTakesUpload(purpose: OrderBoundPurpose, status: string): boolean {
  return (UPLOAD_ORDER_STATUSES[purpose] as readonly string[]).includes(status)
}

export const orderUploadMessages = {
  orderRequired: 'Say which of your orders this file is for.',
  orderNotFound: 'This order was not found.',
  notNow: {
    questionnaire: 'This order is not asking for photos now. Refresh to see where it is now.',
    video: 'This order is not waiting for a video now. Refresh to see where it is now.',
    reship: 'A replacement can be asked for only once this order is delivered.',
  } satisfies Record<OrderBoundPurpose, string>,
} as const
