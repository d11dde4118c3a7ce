import type { Order, Prescription, Product } from '@telehealth/cms/payload-types'
import { relationId } from '@telehealth/cms/site'
import { rowIdText, type RowId } from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'

/** One prescription line as the medication-instructions modal shows it (spec 001: prescription item). */
export interface PrescriptionLine {
  rxId: string | null
  name: string
  directions: string | null
}

/**
 * An order item in the spec's shape (spec 001 section 3, `GET /api/order-items`), plus the product's
 * name for the screen. Ids are the order's own; nothing of another patient can appear, because
 * the list is read as the patient (access rules on).
 */
export interface OrderItem {
  id: RowId
  product_id: RowId | null
  product_name: string
  status: Order['status']
  created_at: string
  next_billing_date: string | null
  logistics_provider: 'fedex' | 'ups' | null
  tracking_number: string | null
  prescription_data: PrescriptionLine[]
  external_visit_id: string | null
  provider: number | null
  payment_intent_id: string | null
  submitted: number | null
  /** The latest prescription's status (pending: waiting for the patient's answer), null without one (ADR 091). */
  prescription_status: Prescription['status'] | null
  /** For a no-charge replacement, the order whose items it replaces; null otherwise. */
  replacement_for: RowId | null
}

export interface OrderItemsReply {
  status: 'success'
  orders: OrderItem[]
  health_id: string | null
}

/** The most orders a patient's tracker lists (newest first); a patient has a handful at most. */
const ORDER_LIST_LIMIT = 50

function productOf(order: Pick<Order, 'product'>): Pick<Product, 'id' | 'name'> | null {
  return typeof order.product === 'object' && order.product !== null ? order.product : null
}

function prescriptionLines(prescription: Pick<Prescription, 'items'> | undefined): PrescriptionLine[] {
  return (prescription?.items ?? []).map((item) => ({ rxId: item.rxId ?? null, name: item.name, directions: item.directions ?? null }))
}

/**
 * The patient's orders, newest first, each with its latest prescription's lines and status. Two reads, both
 * as the patient: the orders (with their product) and the prescriptions of those orders.
 */
export async function orderItems(patient: SignedInPatient): Promise<OrderItemsReply> {
  const cms = await cmsAs(patient)
  const orders = await cms.find({
    collection: 'orders',
    where: { patient: { equals: patient.id } },
    sort: '-createdAt',
    limit: ORDER_LIST_LIMIT,
    // The list needs no page count: one statement instead of two (and below).
    pagination: false,
    depth: 1,
    populate: { products: { name: true }, 'reship-requests': { order: true } },
    select: {
      product: true,
      medication: true,
      status: true,
      createdAt: true,
      next_billing_date: true,
      logistics_provider: true,
      tracking_number: true,
      external_visit_id: true,
      provider: true,
      payment_intent_id: true,
      submitted: true,
      replacementOf: true,
    },
  })
  const orderIds = orders.docs.map((order) => order.id)
  const prescriptions =
    orderIds.length === 0
      ? []
      : (
          await cms.find({
            collection: 'prescriptions',
            where: { and: [{ patient: { equals: patient.id } }, { order: { in: orderIds } }] },
            sort: '-createdAt',
            limit: ORDER_LIST_LIMIT * 4,
            pagination: false,
            depth: 0,
            select: { order: true, items: true, status: true },
          })
        ).docs
  // Keyed by the id's text (ADR 077): the same order whether read as a number, a string or populated.
  const latestByOrder = new Map<string, Pick<Prescription, 'items' | 'status'>>()
  // The directions shown are the latest prescription's that still stands: a declined or voided one's are not the patient's to follow.
  const standingByOrder = new Map<string, Pick<Prescription, 'items' | 'status'>>()
  for (const prescription of prescriptions) {
    const orderId = rowIdText(relationId(prescription.order))
    if (!latestByOrder.has(orderId)) latestByOrder.set(orderId, prescription)
    if (!standingByOrder.has(orderId) && prescription.status !== 'declined' && prescription.status !== 'void') standingByOrder.set(orderId, prescription)
  }
  return {
    status: 'success',
    health_id: patient.health_id?.trim() || null,
    orders: orders.docs.map((order) => {
      const product = productOf(order)
      return {
        id: order.id,
        product_id: relationId(order.product),
        product_name: product?.name ?? medicationName(order.medication),
        status: order.status,
        created_at: order.createdAt,
        next_billing_date: order.next_billing_date ?? null,
        logistics_provider: order.logistics_provider ?? null,
        tracking_number: order.tracking_number?.trim() || null,
        prescription_data: prescriptionLines(standingByOrder.get(rowIdText(order.id))),
        prescription_status: latestByOrder.get(rowIdText(order.id))?.status ?? null,
        external_visit_id: order.external_visit_id ?? null,
        provider: order.provider ?? null,
        payment_intent_id: order.payment_intent_id ?? null,
        submitted: order.submitted ?? null,
        replacement_for: typeof order.replacementOf === 'object' && order.replacementOf !== null ? relationId(order.replacementOf.order) : null,
      }
    }),
  }
}

function medicationName(medication: Order['medication']): string {
  if (medication === 'tirzepatide') return 'Compounded Tirzepatide'
  if (medication === 'semaglutide') return 'Compounded Semaglutide'
  return 'Your order'
}
