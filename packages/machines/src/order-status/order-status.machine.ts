import {
  isOrderStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderTransitionMessages,
  roleMayMove,
  transitionNeedsReason,
  transitionProblem,
  type OrderActorRole,
  type Shipment,
  type StoredOrderStatus,
} from '@telehealth/domain'
import { getNextSnapshot, setup } from 'xstate'

/**
 * The order's status flow as one machine (ADR 046): a state per stored status, and from each one
 * a MOVE to every status the domain's transition table allows, guarded by who asks and what the
 * step needs (a shipment for order_shipped, a delivered date for order_delivered, a reason for the
 * ends and the pauses). The server keeps no running actor: each change resolves the order's
 * stored status and asks the machine for the next one (`nextOrderStatus`), so every process
 * answers the same.
 */
export type OrderMoveEvent = {
  type: 'MOVE'
  to: StoredOrderStatus
  role: OrderActorRole
  reason?: string | undefined
  shipment?: Shipment | undefined
  deliveredAt?: string | undefined
}

const orderStatusSetup = setup({
  types: { events: {} as OrderMoveEvent },
  guards: {
    mayMoveTo: ({ event }, params: { from: StoredOrderStatus; to: StoredOrderStatus }) => event.to === params.to && moveProblem(params.from, event) === null,
  },
})

type StatusState =
  | { type: 'final' }
  | { on: { MOVE: { target: StoredOrderStatus; guard: { type: 'mayMoveTo'; params: { from: StoredOrderStatus; to: StoredOrderStatus } } }[] } }

function statusStates(): Record<StoredOrderStatus, StatusState> {
  const states = {} as Record<StoredOrderStatus, StatusState>
  for (const from of ORDER_STATUSES) {
    const targets: readonly StoredOrderStatus[] = ORDER_TRANSITIONS[from]
    states[from] =
      targets.length === 0 ? { type: 'final' } : { on: { MOVE: targets.map((to) => ({ target: to, guard: { type: 'mayMoveTo', params: { from, to } } })) } }
  }
  return states
}

export const orderStatusMachine = orderStatusSetup.createMachine({
  id: 'orderStatus',
  initial: 'payment',
  // The states are generated from the table so the two can never disagree.
  states: statusStates(),
})

const WITH_THE_PHARMACY: ReadonlySet<StoredOrderStatus> = new Set(['order_placed', 'shipping_paused', 'order_shipped', 'order_delivered'])

/** Why a MOVE from this status is refused, or null: the edge, the role, then what the step needs. */
export function moveProblem(from: StoredOrderStatus, event: Omit<OrderMoveEvent, 'type'>): string | null {
  // A patient's cancel of an order the pharmacy has: the patient's words, not the table's statuses.
  if (event.role === 'patient' && event.to === 'cancelled' && WITH_THE_PHARMACY.has(from)) return orderTransitionMessages.patientCancelTooLate
  const illegal = transitionProblem(from, event.to)
  if (illegal) return illegal
  if (!roleMayMove(event.role, from, event.to)) {
    return event.role === 'patient' && event.to === 'cancelled'
      ? orderTransitionMessages.patientCancelTooLate
      : orderTransitionMessages.notYours(from, event.to)
  }
  if (event.to === 'order_shipped' && !event.shipment) return orderTransitionMessages.trackingRequired
  if (event.to === 'order_delivered' && !event.deliveredAt) return orderTransitionMessages.deliveredDateRequired
  if (event.role !== 'patient' && event.role !== 'system' && transitionNeedsReason(event.to) && !event.reason?.trim())
    return orderTransitionMessages.reasonRequired
  return null
}

export type NextOrderStatus = { ok: true; from: StoredOrderStatus; to: StoredOrderStatus } | { ok: false; message: string }

/** The machine's answer for one stored order: the new status, or the message naming why not. */
export function nextOrderStatus(from: StoredOrderStatus, event: Omit<OrderMoveEvent, 'type'>): NextOrderStatus {
  const problem = moveProblem(from, event)
  if (problem) return { ok: false, message: problem }
  const snapshot = orderStatusMachine.resolveState({ value: from })
  const next = getNextSnapshot(orderStatusMachine, snapshot, { type: 'MOVE', ...event })
  if (next.value === from || !isOrderStatus(next.value)) return { ok: false, message: orderTransitionMessages.illegal(from, event.to) }
  return { ok: true, from, to: next.value }
}
