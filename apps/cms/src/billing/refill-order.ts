import type { RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { relationId, relationValue } from '../fields/relation-id.ts'
import type { Order, Subscription } from '../payload-types.ts'
import type { UnitOfWork } from '../transactions.ts'

/** Where a plan's order ended without reaching the patient: nothing renews it. */
const ENDED_WITHOUT_SHIPPING = ['cancelled', 'disqualified', 'refunded'] as const

/**
 * The next order of a renewed plan (ADR 094), written in the caller's unit. It enters the order's
 * flow where a bought plan does, at pending_approval: nothing ships before the patient answers the
 * refill questionnaire (the form chooser gives a patient with a health record the refill form) and
 * a clinician writes the prescription, which the patient then approves (ADR 085). That review is
 * the check-in every renewal gets; the money is already taken, so the order carries no card hold
 * (no payment_intent_id: its moves have no money to capture or void; the payment is the renewal's
 * transaction, which names this order). The medication, product and terms are the previous order's;
 * the address is the patient's newest shipping address, else the previous order's.
 */
export async function openRefillOrder(payload: Payload, tx: UnitOfWork, input: { subscription: Subscription; amountCents: number }): Promise<RowId> {
  const { subscription } = input
  const patientId = relationId(subscription.patient)
  const previousId = relationId(subscription.order)
  const previous: Order | null =
    previousId === null
      ? null
      : await tx.run((req) => payload.findByID({ collection: 'orders', id: previousId, depth: 0, overrideAccess: true, disableErrors: true, req }))
  const addresses = await tx.run((req) =>
    payload.find({
      collection: 'addresses',
      where: { and: [{ patient: { equals: patientId } }, { kind: { equals: 'shipping' } }] },
      sort: '-createdAt',
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  const newest = addresses.docs[0]
  const shippingAddress = newest
    ? { address_line_1: newest.address_line_1, address_line_2: newest.address_line_2 ?? null, city: newest.city, state: newest.state, zip: newest.zip }
    : previous?.shippingAddress
  if (!shippingAddress) throw new Error('A renewed plan has no shipping address to send its next order to.')
  const order = await tx.run((req) =>
    payload.create({
      collection: 'orders',
      data: {
        patient: patientId,
        status: 'pending_approval',
        product: relationId(previous?.product) ?? null,
        medication: previous?.medication ?? null,
        paymentTerms: subscription.paymentTerms,
        amountCents: input.amountCents,
        discountCents: 0,
        shippingAddress,
        ...(previous?.billingAddress?.address_line_1 ? { billingAddress: previous.billingAddress } : {}),
        conversionStatus: 'none',
      },
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  tx.compensate(() => payload.delete({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true }))
  return relationValue(order.id)
}

/** Whether the plan's current order was cancelled, denied or refunded (a subscription that should not renew). */
export async function planOrderEnded(payload: Payload, subscription: Subscription): Promise<boolean> {
  const orderId = relationId(subscription.order)
  if (orderId === null) return false
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true, select: { status: true } })
  return !!order && (ENDED_WITHOUT_SHIPPING as readonly string[]).includes(order.status)
}
