import type { StoredOrderStatus } from '../../records/choices.ts'
import { trackingCarrier, type Carrier } from './status.ts'

/**
 * The order's transition table (ADR 046): every status change an order may make, from checkout to
 * its end. The spec's flow (section 4) plus the ends it lacks: cancelled (by the patient or staff
 * before the pharmacy has it), disqualified (a clinician's denial) and refunded (the pharmacy
 * could not fill a placed order). Anything not listed here is refused.
 */
export const ORDER_TRANSITIONS = {
  payment: ['pending_approval', 'cancelled'],
  pending_approval: ['waiting_prescription', 'needs_review', 'disqualified', 'cancelled'],
  waiting_prescription: ['prescription_received', 'needs_review', 'disqualified', 'cancelled'],
  needs_review: ['waiting_prescription', 'prescription_received', 'disqualified', 'cancelled'],
  prescription_received: ['order_placed', 'needs_review', 'disqualified', 'cancelled'],
  order_placed: ['order_shipped', 'shipping_paused', 'refunded'],
  shipping_paused: ['order_placed', 'refunded'],
  order_shipped: ['order_delivered'],
  order_delivered: ['complete'],
  complete: [],
  cancelled: [],
  disqualified: [],
  refunded: [],
} as const satisfies Record<StoredOrderStatus, readonly StoredOrderStatus[]>

/** What happens to the card's hold on an edge: captured at placement, released on every end before it. */
export type MoneyOnTransition = 'capture' | 'void' | 'refund' | null

export function moneyOnTransition(from: StoredOrderStatus, to: StoredOrderStatus): MoneyOnTransition {
  if (to === 'order_placed' && from === 'prescription_received') return 'capture'
  if (to === 'cancelled' || to === 'disqualified') return 'void'
  if (to === 'refunded') return 'refund'
  return null
}

/** Who may take an edge: the fulfilment team moves only what the pharmacy and the carrier do. */
export type OrderActorRole = 'admin' | 'clinical' | 'fulfilment' | 'patient' | 'system'

const FULFILMENT_EDGES: ReadonlyArray<readonly [StoredOrderStatus, StoredOrderStatus]> = [
  ['prescription_received', 'order_placed'],
  ['order_placed', 'shipping_paused'],
  ['shipping_paused', 'order_placed'],
  ['order_placed', 'order_shipped'],
  ['order_shipped', 'order_delivered'],
  ['order_delivered', 'complete'],
  ['order_placed', 'refunded'],
  ['shipping_paused', 'refunded'],
]

/** Until the pharmacy has the order, the patient may cancel it (ADR 046). */
export const PATIENT_CANCELLABLE_STATUSES = ['payment', 'pending_approval', 'waiting_prescription', 'needs_review', 'prescription_received'] as const

export function isOrderStatus(value: unknown): value is StoredOrderStatus {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ORDER_TRANSITIONS, value)
}

export function allowedNextStatuses(from: StoredOrderStatus, role: OrderActorRole = 'admin'): StoredOrderStatus[] {
  const targets: readonly StoredOrderStatus[] = ORDER_TRANSITIONS[from]
  return targets.filter((to) => roleMayMove(role, from, to))
}

export function roleMayMove(role: OrderActorRole, from: StoredOrderStatus, to: StoredOrderStatus): boolean {
  switch (role) {
    case 'admin':
    case 'system':
      return true
    case 'clinical':
      return !FULFILMENT_EDGES.some(([a, b]) => a === from && b === to)
    case 'fulfilment':
      return FULFILMENT_EDGES.some(([a, b]) => a === from && b === to)
    case 'patient':
      return to === 'cancelled' && (PATIENT_CANCELLABLE_STATUSES as readonly string[]).includes(from)
  }
}

export const orderTransitionMessages = {
  illegal: (from: string, to: string) => `An order cannot go from ${from} to ${to}.`,
  notYours: (from: string, to: string) => `You may not move an order from ${from} to ${to}.`,
  unknownStatus: (value: string) => `${value} is not an order status.`,
  trackingRequired: 'A shipped order needs its carrier (fedex or ups) and tracking number.',
  deliveredDateRequired: 'A delivered order needs the date it was delivered, not in the future.',
  reasonRequired: 'Give a reason for this change.',
  patientCancelTooLate: 'This order is already with the pharmacy and can no longer be cancelled.',
  cancelled: 'Your order is cancelled. The hold on your card has been released.',
  /** Staff's words when the order is no longer where the caller saw it (someone else moved it first). */
  movedOn: (current: string, expected: string) =>
    `This order has moved on: it is ${current} now, not ${expected}. Nothing was changed; reload to see where it is now.`,
  /** The patient's words for the same refusal: no status codes. */
  movedOnForPatient: 'This order has already moved on. Refresh to see where it is now.',
  expectedFromRequired: 'Name the status the order is in as you saw it: { "to": "<status>", "from": "<status>" }.',
} as const

/** The status a move expects the order to be in (or the statuses it accepts), checked with the move itself. */
export type ExpectedFrom = StoredOrderStatus | readonly StoredOrderStatus[]

/** The expected statuses as a list, or null when the value names no order status (a bad request). */
export function expectedStatuses(value: unknown): StoredOrderStatus[] | null {
  const list: unknown[] = Array.isArray(value) ? value : [value]
  if (list.length === 0 || !list.every(isOrderStatus)) return null
  return list
}

/** Null when the edge exists; the message naming both statuses otherwise. */
export function transitionProblem(from: string, to: string): string | null {
  if (!isOrderStatus(to)) return orderTransitionMessages.unknownStatus(to)
  if (!isOrderStatus(from)) return orderTransitionMessages.illegal(from, to)
  return (ORDER_TRANSITIONS[from] as readonly string[]).includes(to) ? null : orderTransitionMessages.illegal(from, to)
}

export interface Shipment {
  logistics_provider: Carrier
  tracking_number: string
}

/** A carrier we link to and a tracking number of letters and digits (4 to 40). */
export function shipmentOf(input: { logistics_provider?: unknown; tracking_number?: unknown }): Shipment | null {
  const provider = typeof input.logistics_provider === 'string' ? input.logistics_provider.trim().toLowerCase() : ''
  const tracking = typeof input.tracking_number === 'string' ? input.tracking_number.replace(/\s+/g, '') : ''
  if (provider !== 'fedex' && provider !== 'ups') return null
  if (!/^[A-Za-z0-9]{4,40}$/.test(tracking)) return null
  return { logistics_provider: trackingCarrier(provider), tracking_number: tracking }
}

/** The delivered date: a valid date, not after now (a day's grace for time zones); answers ISO. */
export function deliveredAtOf(input: unknown, now: Date): string | null {
  if (input === undefined || input === null || input === '') return now.toISOString()
  if (typeof input !== 'string') return null
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(input) ? `${input}T12:00:00.000Z` : input)
  if (Number.isNaN(date.getTime())) return null
  if (date.getTime() > now.getTime() + 24 * 60 * 60 * 1000) return null
  return date.toISOString()
}

/** Edges that need a reason written beside them in the history. */
export function transitionNeedsReason(to: StoredOrderStatus): boolean {
  return to === 'cancelled' || to === 'disqualified' || to === 'refunded' || to === 'shipping_paused' || to === 'needs_review'
}
