import { trackingCarrier, type StoredOrderStatus } from '@telehealth/domain'

/**
 * What the patient is told when the order is placed, shipped and delivered (ADR 046). The order
 * number and the carrier's tracking number only: no medication, no dose, nothing from the intake.
 */
export function orderNotice(
  order: { id: number | string; logistics_provider?: string | null; tracking_number?: string | null },
  to: StoredOrderStatus,
): { subject: string; text: string } | null {
  const number = `#${order.id}`
  const followIt = 'You can follow it any time in your account, under Orders.'
  switch (to) {
    case 'order_placed':
      return {
        subject: 'Your order is with the pharmacy',
        text: `Good news: your order ${number} has been sent to the pharmacy. We will email you when it ships. ${followIt}`,
      }
    case 'order_shipped': {
      const carrier = trackingCarrier(order.logistics_provider) === 'fedex' ? 'FedEx' : 'UPS'
      const tracking = order.tracking_number ? ` Tracking number: ${order.tracking_number}.` : ''
      return { subject: 'Your order has shipped', text: `Your order ${number} is on its way with ${carrier}.${tracking} ${followIt}` }
    }
    case 'order_delivered':
      return {
        subject: 'Your order was delivered',
        text: `Your order ${number} was delivered. If anything is missing or damaged, you can ask for a replacement in your account within 7 days.`,
      }
    default:
      return null
  }
}
