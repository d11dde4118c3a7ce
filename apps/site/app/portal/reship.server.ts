import {
  isWithinReshipWindow,
  parseRowId,
  reshipImageRef,
  reshipRequestSchema,
  reshipServerMessages,
  rowIdText,
  sameRowId,
  type RowId,
  type StoredFileRef,
} from '@telehealth/domain'
import type { Order, Product, Upload } from '@telehealth/cms/payload-types'
import { RateLimited, spendAttempt } from '~/auth/rate-limit.server.ts'
import { withClaim } from '~/claims.server.ts'
import { cmsAs, cmsAsServer, cmsFor, type SignedInPatient } from '~/cms.server.ts'

/** Statuses of an order that has reached the patient (spec 001: delivered; `complete` follows it). */
const DELIVERED_STATUSES = ['order_delivered', 'complete'] as const
/** Requests that hold an item: waiting for review, or approved (a replacement is on its way). */
const HOLDING_STATUSES = ['received', 'approved'] as const
/** A patient has a handful of orders; the window is 7 days. */
const ORDER_LIMIT = 50

/**
 * One shipped item in the spec's shape (`external_order_number`, `med_name`), plus the `id` and
 * `name` a reship request sends back. An order carries one medication, so the item is the order:
 * its id is the order's id (ADR 044).
 */
export interface ShippedItem {
  id: string
  name: string
  external_order_number: string
  med_name: string
  delivered_at: string
}

export interface ShippedItemsReply {
  success: true
  items: [{ orders: ShippedItem[] }]
}

type DeliveredOrder = Pick<Order, 'id' | 'status' | 'receivedAt' | 'medication' | 'product'>

function medicationName(order: Pick<Order, 'medication' | 'product'>): string {
  const product = typeof order.product === 'object' && order.product !== null ? (order.product as Pick<Product, 'name'>) : null
  if (product?.name) return product.name
  if (order.medication === 'tirzepatide') return 'Compounded Tirzepatide'
  if (order.medication === 'semaglutide') return 'Compounded Semaglutide'
  return 'Your order'
}

/** The patient's delivered orders (read as the patient: nobody else's can appear). */
async function deliveredOrders(patient: SignedInPatient, ids?: RowId[]): Promise<DeliveredOrder[]> {
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'orders',
    where: { and: [{ patient: { equals: patient.id } }, ...(ids ? [{ id: { in: ids } }] : [])] },
    sort: '-receivedAt',
    limit: ORDER_LIMIT,
    // No page count is read: one statement instead of two (and below).
    pagination: false,
    depth: 1,
    populate: { products: { name: true } },
    select: { status: true, receivedAt: true, medication: true, product: true },
  })
  return found.docs
}

/** Order ids (as text: ADR 077) already in one of the patient's requests that is under review or approved. */
async function heldOrderIds(patient: SignedInPatient): Promise<Set<string>> {
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'reship-requests',
    where: { and: [{ patient: { equals: patient.id } }, { status: { in: [...HOLDING_STATUSES] } }] },
    limit: 200,
    pagination: false,
    depth: 0,
    select: { items: true },
  })
  const held = new Set<string>()
  for (const request of found.docs) {
    for (const item of request.items ?? []) {
      const order = item.shippedOrder
      if (order !== null && order !== undefined) held.add(rowIdText(typeof order === 'object' ? order.id : order))
    }
  }
  return held
}

type Eligibility = 'eligible' | 'notDelivered' | 'outsideWindow' | 'held'

function eligibilityOf(order: DeliveredOrder, held: Set<string>, now: Date): Eligibility {
  if (!(DELIVERED_STATUSES as readonly string[]).includes(order.status)) return 'notDelivered'
  if (!order.receivedAt || !isWithinReshipWindow(new Date(order.receivedAt), now)) return 'outsideWindow'
  if (held.has(rowIdText(order.id))) return 'held'
  return 'eligible'
}

function asItem(order: DeliveredOrder): ShippedItem {
  const name = medicationName(order)
  return { id: rowIdText(order.id), name, external_order_number: rowIdText(order.id), med_name: name, delivered_at: order.receivedAt ?? '' }
}

/**
 * `GET /api/get-shipped-items`: the items the patient may ask to have replaced: their own orders
 * delivered within the last 7 days, not already in a request under review or approved.
 */
export async function shippedItems(patient: SignedInPatient, now = new Date()): Promise<ShippedItemsReply> {
  return { success: true, items: [{ orders: (await replaceableOrders(patient, now)).map(asItem) }] }
}

async function replaceableOrders(patient: SignedInPatient, now: Date): Promise<DeliveredOrder[]> {
  const [orders, held] = await Promise.all([deliveredOrders(patient), heldOrderIds(patient)])
  return orders.filter((order) => eligibilityOf(order, held, now) === 'eligible')
}

/** Order ids (of the patient's orders) still open for a replacement request now: for the Orders tab's link. */
export async function replaceableOrderIds(patient: SignedInPatient, now = new Date()): Promise<RowId[]> {
  return (await replaceableOrders(patient, now)).map((order) => order.id)
}

export type SubmitReply = { status: 200 | 400 | 409 | 429; body: { success: boolean; message: string }; retryAfterSeconds?: number }

const refuse = (status: 400 | 409, message: string): SubmitReply => ({ status, body: { success: false, message } })

/** The upload an image address names, if it is the patient's own replacement evidence, with the order it was uploaded for. */
async function ownEvidence(patient: SignedInPatient, ref: StoredFileRef): Promise<{ id: Upload['id']; order: RowId | null } | null> {
  let uploadId: RowId = ref.id
  if (ref.kind === 'ticket') {
    // The ticket row is the server's; its owner is checked here, the upload is read as the patient below.
    const ticket = await (
      await cmsAsServer()
    ).findByID({ collection: 'upload-tickets', id: ref.id, depth: 0, disableErrors: true, select: { patient: true, upload: true } })
    const owner = ticket && (typeof ticket.patient === 'object' ? ticket.patient.id : ticket.patient)
    if (!ticket || !sameRowId(owner, patient.id) || !ticket.upload) return null
    uploadId = typeof ticket.upload === 'object' ? ticket.upload.id : ticket.upload
  }
  const upload = await (
    await cmsAs(patient)
  ).findByID({ collection: 'uploads', id: uploadId, depth: 0, disableErrors: true, select: { imageType: true, mimeType: true, order: true } })
  if (!upload || upload.imageType !== 'reship_evidence' || !upload.mimeType?.startsWith('image/')) return null
  return { id: upload.id, order: typeof upload.order === 'object' && upload.order !== null ? upload.order.id : (upload.order ?? null) }
}

/**
 * `POST /api/submit-reship-request` { reason, image, items }: checked again on the server (the
 * domain's rules; each item one of the patient's orders delivered within 7 days and not already in
 * a request under review or approved; the image the patient's own uploaded evidence), then stored
 * as a received request. One submit per patient at a time (a claim in the database), so a double
 * tap on two processes cannot file the same items twice.
 */
export async function submitReshipRequest(patient: SignedInPatient, input: unknown, now = new Date()): Promise<SubmitReply> {
  const parsed = reshipRequestSchema.safeParse(input)
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? reshipServerMessages.invalidBody)
  try {
    await spendAttempt(['reshipPerPatient', rowIdText(patient.id)])
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error
    return { status: 429, body: { success: false, message: error.message }, retryAfterSeconds: error.retryAfterSeconds }
  }
  const request = parsed.data
  const parsedIds = request.items.map((item) => parseRowId(item.id))
  if (parsedIds.some((id) => id === null)) return refuse(400, reshipServerMessages.notYourItem)
  // One entry per order however the body spelled it (7 and '7' are one order).
  const orderIds = [...new Map(parsedIds.filter((id): id is RowId => id !== null).map((id) => [rowIdText(id), id])).values()]
  const imageRef = reshipImageRef(request.image)
  const image = imageRef && (await ownEvidence(patient, imageRef))
  if (!image) return refuse(400, reshipServerMessages.imageNotYours)

  const outcome = await withClaim(`reship-submit:${patient.id}`, 30_000, async (): Promise<SubmitReply> => {
    const [orders, held] = await Promise.all([deliveredOrders(patient, orderIds), heldOrderIds(patient)])
    if (orders.length !== orderIds.length) return refuse(400, reshipServerMessages.notYourItem)
    const problems = orders.map((order) => eligibilityOf(order, held, now))
    if (problems.includes('notDelivered')) return refuse(400, reshipServerMessages.notYourItem)
    if (problems.includes('outsideWindow')) return refuse(409, reshipServerMessages.outsideWindow)
    if (problems.includes('held')) return refuse(409, reshipServerMessages.alreadyRequested)
    // The photo was uploaded for one of these very orders (ADR 087).
    if (!orderIds.some((orderId) => sameRowId(image.order, orderId))) return refuse(400, reshipServerMessages.imageNotYours)
    const byId = new Map(orders.map((order) => [rowIdText(order.id), order]))
    const items = orderIds.map((id) => {
      const order = byId.get(rowIdText(id)) as DeliveredOrder
      return { itemId: rowIdText(id), name: medicationName(order), shippedOrder: order.id }
    })
    // Access off: replacement requests are created by the server only, after the checks above.
    await (
      await cmsFor(patient)
    ).create({
      collection: 'reship-requests',
      depth: 0,
      select: { status: true },
      data: { patient: patient.id, order: items[0]?.shippedOrder ?? null, items, reason: request.reason, image: image.id, status: 'received' },
    })
    return { status: 200, body: { success: true, message: reshipServerMessages.received } }
  })
  return outcome.status === 'busy' ? refuse(409, reshipServerMessages.busy) : outcome.value
}
