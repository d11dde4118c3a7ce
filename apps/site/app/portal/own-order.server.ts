import type { Order, Product } from '@telehealth/cms/payload-types'
import { relationId } from '@telehealth/cms/site'
import { DRUGS, parseRowId, type Drug, type RowId } from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'

/**
 * One of the patient's own orders, by the id in an address (the medical form, Adjust Doses):
 * read as the patient, so anyone else's order is "not found" (access rules on), and a malformed
 * id never reaches the database.
 */
export type OwnOrder = Pick<Order, 'id' | 'status' | 'medication' | 'product' | 'provider' | 'paymentTerms' | 'shippingAddress' | 'cart'>

export async function findOwnOrder(patient: SignedInPatient, rawOrderId: RowId): Promise<OwnOrder | null> {
  const orderId = parseRowId(rawOrderId)
  if (orderId === null) return null
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'orders',
    where: { and: [{ id: { equals: orderId } }, { patient: { equals: patient.id } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate: { products: { medication: true, name: true }, carts: { currentDose: true, currentGLPMed: true } },
    select: { status: true, medication: true, product: true, provider: true, paymentTerms: true, shippingAddress: true, cart: true },
  })
  return found.docs[0] ?? null
}

export function orderProduct(order: Pick<Order, 'product'>): Pick<Product, 'id' | 'medication' | 'name'> | null {
  return typeof order.product === 'object' && order.product !== null ? order.product : null
}

/** The order's product id (the spec's product_id), null when the order names none. */
export function orderProductId(order: Pick<Order, 'product'>): Product['id'] | null {
  return relationId(order.product)
}

/** The drug an order is for: its own field, else its product's. */
export function orderDrug(order: Pick<Order, 'medication' | 'product'>): Drug | null {
  const drug = order.medication ?? orderProduct(order)?.medication ?? null
  return drug && (DRUGS as readonly string[]).includes(drug) ? drug : null
}
