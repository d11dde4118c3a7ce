/** The order's path from payment to delivery (spec 001 section 4). */
export const ORDER_STATUS_FLOW = [
  'payment',
  'pending_approval',
  'waiting_prescription',
  'prescription_received',
  'order_placed',
  'order_shipped',
  'order_delivered',
] as const

export type OrderFlowStatus = (typeof ORDER_STATUS_FLOW)[number]

/** The secondary step view's own status map. */
export const SECONDARY_ORDER_STATUSES = ['pending_approval', 'appointment_required', 'accepted', 'prescription_received', 'delivered'] as const

export type OrderStatusLabel = 'Complete' | 'Needs Review' | 'Processing' | 'Cancelled' | 'Not approved' | 'Refunded'

/**
 * The spec's three labels, and one each for the ends it lacks (ADR 046): a cancelled, denied or
 * refunded order is not 'Processing'.
 */
export function orderStatusLabel(status: string): OrderStatusLabel {
  if (status === 'order_delivered' || status === 'complete') return 'Complete'
  if (status === 'pending_approval' || status === 'needs_review') return 'Needs Review'
  if (status === 'cancelled') return 'Cancelled'
  if (status === 'disqualified') return 'Not approved'
  if (status === 'refunded') return 'Refunded'
  return 'Processing'
}

/** What an order that ended before delivery says in place of its steps. */
export const ORDER_END_NOTES: Record<'cancelled' | 'disqualified' | 'refunded', string> = {
  cancelled: 'This order was cancelled. The hold on your card has been released.',
  disqualified: 'Your doctor did not approve this treatment. The hold on your card has been released.',
  refunded: 'This order was refunded to your card.',
}

export type StepIcon = 'checked' | 'urgent' | 'open'
export type OrderStep = { status: string; icon: StepIcon }

/** Where a status sits on the flow; the off-flow statuses borrow the step they stand for. */
function flowIndex(status: string): number {
  if (status === 'shipping_paused') return ORDER_STATUS_FLOW.indexOf('order_placed')
  // The doctor has the order again (a question, a declined prescription): 'Doctor review' is where it is
  // (ADR 031), not the medical form the patient already sent.
  if (status === 'needs_review') return ORDER_STATUS_FLOW.indexOf('waiting_prescription')
  if (status === 'complete') return ORDER_STATUS_FLOW.length
  return (ORDER_STATUS_FLOW as readonly string[]).indexOf(status)
}

/**
 * The tracker: earlier steps checked, the current one urgent, later ones open. A paused shipment
 * shows shipping_paused in place of order_placed; a delivered order and 'complete' check every step
 * (the last step reached is done, not waiting: ADR 031); an unknown status leaves every step open.
 */
export function orderSteps(status: string): OrderStep[] {
  const current = status === 'order_delivered' ? ORDER_STATUS_FLOW.length : flowIndex(status)
  return ORDER_STATUS_FLOW.map((step, index) => ({
    status: step === 'order_placed' && status === 'shipping_paused' ? 'shipping_paused' : step,
    icon: current < 0 ? 'open' : index < current ? 'checked' : index === current ? 'urgent' : 'open',
  }))
}

/** The spec's `submitted` value that shows Adjust Doses at prescription_received (spec 001 section 4). */
export const ADJUST_DOSES_OFFERED = 4

export type OrderActionLink = { label: 'Complete Medical Form' | 'Review Prescription' | 'Adjust Doses'; href: string }

/**
 * Links under an order. The medical form opens the order's form from the orders tab and /verify
 * from the status page, which still has contact checks to run first. At 'Prescription written' a
 * prescription still waiting for the patient's answer is offered to review (/prescription/{id}, so a
 * patient who signs in finds it without the email), and the spec's `submitted` 4, written when the
 * clinician prescribes (ADR 091), offers Adjust Doses.
 */
export function orderActionLinks(
  order: { id: string | number; status: string; submitted?: number | null; prescription_status?: string | null },
  page: 'orders' | 'statusPage' = 'orders',
): OrderActionLink[] {
  const id = encodeURIComponent(String(order.id))
  if (order.status === 'pending_approval') {
    return [{ label: 'Complete Medical Form', href: page === 'statusPage' ? '/verify' : `/medical-form/${id}` }]
  }
  if (order.status !== 'prescription_received') return []
  const links: OrderActionLink[] = []
  if (order.prescription_status === 'pending') links.push({ label: 'Review Prescription', href: `/prescription/${id}` })
  if (order.submitted === ADJUST_DOSES_OFFERED) links.push({ label: 'Adjust Doses', href: `/adjust-doses/${id}` })
  return links
}

export type Carrier = 'fedex' | 'ups'

/** FedEx only when the order says so; UPS is the default carrier. */
export function trackingCarrier(logisticsProvider: string | null | undefined): Carrier {
  return logisticsProvider?.trim().toLowerCase() === 'fedex' ? 'fedex' : 'ups'
}

export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  const number = encodeURIComponent(trackingNumber)
  return carrier === 'fedex' ? `https://www.fedex.com/fedextrack/?trknbr=${number}` : `https://www.ups.com/track?tracknum=${number}`
}

export type SecondaryOrderStatus = (typeof SECONDARY_ORDER_STATUSES)[number]

/**
 * The secondary (compact) step view's map (ADR 031). Two of its five states are not statuses of
 * the flow: appointment_required stands for needs_review (the doctor wants to see the patient
 * first) and accepted for waiting_prescription (the doctor accepted the case). Everything from
 * the prescription to the shipment is prescription_received; delivered and complete are delivered.
 * The payment step precedes the map: nothing is current yet.
 */
export function secondaryOrderStep(status: string): SecondaryOrderStatus | null {
  switch (status) {
    case 'pending_approval':
      return 'pending_approval'
    case 'needs_review':
      return 'appointment_required'
    case 'waiting_prescription':
      return 'accepted'
    case 'prescription_received':
    case 'order_placed':
    case 'shipping_paused':
    case 'order_shipped':
      return 'prescription_received'
    case 'order_delivered':
    case 'complete':
      return 'delivered'
    default:
      return null
  }
}

/**
 * The compact view's steps, with the same icons as the tracker. appointment_required is listed only
 * for an order that is at it: an order that never needed an appointment does not show one as done.
 */
export function secondaryOrderSteps(status: string): { status: SecondaryOrderStatus; icon: StepIcon }[] {
  const current = secondaryOrderStep(status)
  const steps = SECONDARY_ORDER_STATUSES.filter((step) => step !== 'appointment_required' || current === 'appointment_required')
  const index = current ? steps.indexOf(current) : -1
  const done = status === 'complete' || status === 'order_delivered'
  return steps.map((step, i) => ({
    status: step,
    icon: index < 0 ? 'open' : i < index || (done && i === index) ? 'checked' : i === index ? 'urgent' : 'open',
  }))
}

/** What each step is called on the tracker. */
export const ORDER_STEP_TITLES: Record<OrderFlowStatus | 'shipping_paused', string> = {
  payment: 'Payment authorized',
  pending_approval: 'Medical form',
  waiting_prescription: 'Doctor review',
  prescription_received: 'Prescription written',
  order_placed: 'Sent to the pharmacy',
  shipping_paused: 'Shipping paused',
  order_shipped: 'Shipped',
  order_delivered: 'Delivered',
}

export const SECONDARY_STEP_TITLES: Record<SecondaryOrderStatus, string> = {
  pending_approval: 'Medical form',
  appointment_required: 'Appointment required',
  accepted: 'Accepted by your doctor',
  prescription_received: 'Prescription',
  delivered: 'Delivered',
}
