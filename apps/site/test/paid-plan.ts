import type { Payload } from 'payload'
import type { SignedInPatient } from '~/cms.server.ts'

const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
let references = 0

/**
 * A plan paid as checkout and the capture leave it: the order, the hold (named for the plan), then
 * the capture (unnamed), one payment intent id. `status: 'authorized'` stops at the hold.
 */
export async function paidPlan(payload: Payload, patient: SignedInPatient, amountCents = 74700, status: 'captured' | 'success' | 'authorized' = 'captured') {
  const reference = `pi_test${++references}x${Date.now()}`
  const order = await payload.create({
    collection: 'orders',
    data: { patient: patient.id, status: 'waiting_prescription', medication: 'tirzepatide', paymentTerms: '3', amountCents, shippingAddress },
  })
  const common = { patient: patient.id, order: order.id, amountCents, gateway: 'sandbox' as const, gatewayReference: reference }
  await payload.create({
    collection: 'transactions',
    data: { ...common, status: 'authorized', product_name: 'Tirzepatide Quarterly', idempotencyKey: `${reference}-hold` },
  })
  const paid =
    status === 'authorized' ? null : await payload.create({ collection: 'transactions', data: { ...common, status, idempotencyKey: `${reference}-capture` } })
  return { reference, order, paid }
}

/** The payment refunded since: a `refunded` row with the same payment intent id. */
export async function refundPlan(
  payload: Payload,
  patient: SignedInPatient,
  plan: Pick<Awaited<ReturnType<typeof paidPlan>>, 'reference' | 'order'>,
  amountCents = 74700,
) {
  await payload.create({
    collection: 'transactions',
    data: {
      patient: patient.id,
      order: plan.order.id,
      amountCents,
      status: 'refunded',
      gateway: 'sandbox',
      gatewayReference: plan.reference,
      idempotencyKey: `${plan.reference}-refund`,
    },
  })
}

/** The company details the billing documents print, as marketing sets them in Settings. */
export const billingCompany = {
  companyName: 'Evergreen Health Invoices LLC',
  companyAddress: '1 Main Street, Austin, TX 78701',
  supportEmail: 'billing@example.com',
  supportPhone: '512-555-0100',
}
