import type { Order, Product } from '@telehealth/cms/payload-types'
import { DRUGS, type Drug } from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'

/**
 * One of the patient's own orders, by the id in an address (the medical form, Adjust Doses):
 * read as the patient, so anyone else's order is "not found" (access rules on), and a malformed
 * id never reaches the database.
 */
export type OwnOrder = Pick<Order, 'id' | 'status' | 'medication' | 'product' | 'provider' | 'paymentTerms' | 'shippingAddress' | 'cart'>

export const ORDER_ID = /^\d{1,12}$/

export async function findOwnOrder(patient: SignedInPatient, orderId: string): Promise<OwnOrder | null> {
  if (!ORDER_ID.test(orderId)) return null
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'orders',
    where: { and: [{ id: { equals: orderId } }, { patient: { equals: patient.id } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate: { products: { medication: true, name: true }, carts: { currentDose: true } },
    select: { status: true, medication: true, product: true, provider: true, paymentTerms: true, shippingAddress: true, cart: true },
  })
  return found.docs[0] ?? null
}

export function orderProduct(order: Pick<Order, 'product'>): Pick<Product, 'id' | 'medication' | 'name'> | null {
  return typeof order.product === 'object' && order.product !== null ? order.product : null
}

/** The order's product id (the spec's product_id), null when the order names none. */
export function orderProductId(order: Pick<Order, 'product'>): number | null {
  return orderProduct(order)?.id ?? (typeof order.product === 'number' ? order.product : null)
}

/** The drug an order is for: its own field, else its product's. */
export function orderDrug(order: Pick<Order, 'medication' | 'product'>): Drug | null {
  const drug = order.medication ?? orderProduct(order)?.medication ?? null
  return drug && (DRUGS as readonly string[]).includes(drug) ? drug : null
}
