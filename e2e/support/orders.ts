import { localApi } from './local-api.ts'

type Found<T> = { docs: T[] }

export interface HeldOrderOptions {
  medication?: 'semaglutide' | 'tirzepatide'
  paymentTerms?: string
  amountCents?: number
}

/** An order at `status` with a live hold on the sandbox gateway behind it, as checkout leaves one. */
export function heldOrder(patientId: number, status: string, options: HeldOrderOptions = {}): { orderId: number; reference: string } {
  const { medication = 'semaglutide', paymentTerms = '1', amountCents = 19900 } = options
  const reference = `sandbox_pi_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  localApi('create', { collection: 'sandbox-payments', data: { idempotencyKey: `hold-${reference}`, reference, amountCents, status: 'authorized' } })
  const order = localApi<{ id: number }>('create', {
    collection: 'orders',
    data: {
      patient: patientId,
      status,
      medication,
      paymentTerms,
      amountCents,
      payment_intent_id: reference,
      shippingAddress: { address_line_1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    },
  })
  return { orderId: order.id, reference }
}

/**
 * An order whose bare form was submitted from a state that asks for the video (as the submit
 * records it, ADR 087): waiting for its prescription, which waits for the video.
 */
export function videoOrder(patientId: number, state = 'TX'): number {
  const { orderId } = heldOrder(patientId, 'waiting_prescription')
  localApi('update', { collection: 'orders', id: orderId, data: { videoRequired: true, videoState: state } })
  return orderId
}

/** What the sandbox gateway's ledger says of a hold: authorized, captured, voided or refunded. */
export function sandboxHoldStatus(reference: string): string | undefined {
  return localApi<Found<{ status: string }>>('find', { collection: 'sandbox-payments', where: { reference: { equals: reference } } }).docs[0]?.status
}

/** The order's status as stored. */
export function orderStatus(orderId: number): string | undefined {
  return localApi<Found<{ status: string }>>('find', { collection: 'orders', where: { id: { equals: orderId } } }).docs[0]?.status
}
