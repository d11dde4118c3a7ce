import { isOrderStatus, type StoredOrderStatus, transitionNeedsReason } from '@telehealth/domain'

/**
 * How the admin names an order's statuses and the moves between them (ADR 045). The server
 * decides which moves a staff member may make (GET /api/orders/:id/next-statuses); this only
 * words them for people and says what each move must ask first.
 */

/** What a move asks before it is sent. */
export type MoveForm =
  /** One click. */
  | 'none'
  /** The carrier (FedEx or UPS) and the tracking number, both required. */
  | 'shipment'
  /** The delivery date, today unless changed; never in the future. */
  | 'delivery'
  /** A reason, kept in the history (the lifecycle asks one for these moves); the destructive ones confirmed twice. */
  | 'reason'

export interface StatusMove {
  to: string
  /** The button's words. */
  label: string
  form: MoveForm
  /** Shown in red and confirmed twice. */
  destructive: boolean
  /** The confirming button's words, for the moves that ask first. */
  confirmLabel: string
}

const STATUS_NAMES: Record<StoredOrderStatus, string> = {
  payment: 'Payment',
  pending_approval: 'Pending approval',
  waiting_prescription: 'Waiting for prescription',
  prescription_received: 'Prescription received',
  order_placed: 'Placed with pharmacy',
  shipping_paused: 'Shipping paused',
  order_shipped: 'Shipped',
  order_delivered: 'Delivered',
  needs_review: 'Needs review',
  complete: 'Complete',
  cancelled: 'Cancelled',
  disqualified: 'Denied',
  refunded: 'Refunded',
}

/** A status as staff read it ('order_placed' is 'Placed with pharmacy'); unknown values as stored. */
export function statusName(status: string | null | undefined): string {
  if (!status) return '—'
  return isOrderStatus(status) ? STATUS_NAMES[status] : status
}

const MOVE_LABELS: Record<StoredOrderStatus, string> = {
  payment: 'Back to payment',
  pending_approval: 'Back to pending approval',
  waiting_prescription: 'Waiting prescription',
  prescription_received: 'Prescription received',
  order_placed: 'Place with pharmacy',
  shipping_paused: 'Pause shipping',
  order_shipped: 'Mark shipped',
  order_delivered: 'Mark delivered',
  needs_review: 'Needs review',
  complete: 'Complete',
  cancelled: 'Cancel',
  disqualified: 'Deny',
  refunded: 'Refund',
}

const DESTRUCTIVE_CONFIRM: Record<string, string> = {
  cancelled: 'Cancel the order',
  disqualified: 'Deny the order',
  refunded: 'Refund the order',
}

/** The button for moving an order from `from` to `to`. */
export function statusMove(from: string, to: string): StatusMove {
  const label = from === 'shipping_paused' && to === 'order_placed' ? 'Resume shipping' : isOrderStatus(to) ? MOVE_LABELS[to] : `Move to ${to}`
  const destructiveConfirm = DESTRUCTIVE_CONFIRM[to]
  if (destructiveConfirm) return { to, label, form: 'reason', destructive: true, confirmLabel: destructiveConfirm }
  if (to === 'order_shipped') return { to, label, form: 'shipment', destructive: false, confirmLabel: 'Mark shipped' }
  if (to === 'order_delivered') return { to, label, form: 'delivery', destructive: false, confirmLabel: 'Mark delivered' }
  const needsReason = isOrderStatus(to) && transitionNeedsReason(to)
  return { to, label, form: needsReason ? 'reason' : 'none', destructive: false, confirmLabel: label }
}

/** The buttons in the server's order; the destructive ones last, apart from the rest. */
export function statusMoves(from: string, next: readonly string[]): StatusMove[] {
  const moves = next.map((to) => statusMove(from, to))
  return [...moves.filter((move) => !move.destructive), ...moves.filter((move) => move.destructive)]
}

/** Today's date (YYYY-MM-DD) where the staff member is: the delivery date's default and its latest. */
export function localDateInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The delivery moment sent for a chosen date (UTC ISO): now when it is today (a delivery being
 * recorded as it happens), else noon UTC of that day, which stays on that date in every US zone.
 */
export function deliveredAtFor(date: string, now: Date = new Date()): string {
  if (date === localDateInput(now)) return now.toISOString()
  return new Date(`${date}T12:00:00.000Z`).toISOString()
}
