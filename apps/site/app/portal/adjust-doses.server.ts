import {
  adjustDosesMessages,
  adjustDosesRequestSchema,
  isAdjustableOrderStatus,
  isAllowedAdjustedSchedule,
  orderTransitionMessages,
  reshipImageRef,
  rowIdText,
  sameRowId,
  selectedDoseRows,
  type Drug,
  type RowId,
} from '@telehealth/domain'
import type { Upload } from '@telehealth/cms/payload-types'
import { relationValue, type TransitionResult } from '@telehealth/cms/site'
import { withClaim } from '~/claims.server.ts'
import { cmsAs, cmsFor, cmsOrderTransitions, isMovedOn, type SignedInPatient } from '~/cms.server.ts'
import { getMedicationCatalogue } from '~/content.server.ts'
import { findOwnOrder, orderDrug, orderProductId } from './own-order.server.ts'
import { answerPrescription, prescriptionFor } from './prescription.server.ts'

/**
 * /adjust-doses/{id}, `GET /api/prescription-getorder/{id}` and `POST /api/submit-adjust-doses-form`
 * (spec 001 "Adjust Doses"; ADR 051). `{id}` is the order's id (ADR 050); the patient reads only
 * their own orders (access rules on: anyone else's is "not found").
 */

/** Requests still waiting for the clinician: one per order at a time. */
const OPEN_STATUSES = ['received'] as const

export interface AdjustableOrder {
  orderId: RowId
  status: string
  /** The order's product (the spec's product_id), null when the order names none. */
  productId: RowId | null
  drug: Drug | null
}

/** The patient's own order, or null (unknown, malformed, or another patient's). */
export async function ownOrder(patient: SignedInPatient, orderId: RowId): Promise<AdjustableOrder | null> {
  const order = await findOwnOrder(patient, orderId)
  return order ? { orderId: order.id, status: order.status, productId: orderProductId(order), drug: orderDrug(order) } : null
}

/** Whether the order already has a request the clinician has not reviewed. */
async function hasOpenRequest(patient: SignedInPatient, orderId: RowId): Promise<boolean> {
  const found = await (
    await cmsAs(patient)
  ).count({
    collection: 'dose-adjustment-requests',
    where: { and: [{ order: { equals: orderId } }, { patient: { equals: patient.id } }, { status: { in: [...OPEN_STATUSES] } }] },
  })
  return found.totalDocs > 0
}

export type AdjustPage =
  { ok: true; order: AdjustableOrder & { drug: Drug; declinesPrescription: boolean } } | { ok: false; status: 404 | 409; message: string }

/** What the page may show: the order, or why the doses cannot be adjusted (404 / 409). */
export async function adjustDosesPageFor(patient: SignedInPatient, orderId: string): Promise<AdjustPage> {
  const order = await ownOrder(patient, orderId)
  if (!order) return { ok: false, status: 404, message: adjustDosesMessages.notFound }
  if (!isAdjustableOrderStatus(order.status)) return { ok: false, status: 409, message: adjustDosesMessages.notAdjustable }
  if (!order.drug) return { ok: false, status: 409, message: adjustDosesMessages.noDrug }
  if (await hasOpenRequest(patient, order.orderId)) return { ok: false, status: 409, message: adjustDosesMessages.alreadyOpen }
  // Sending declines a prescription still waiting for the patient (ADR 091): the page says so first.
  const written = order.status === 'prescription_received' ? await prescriptionFor(patient, rowIdText(order.orderId)) : null
  return { ok: true, order: { ...order, drug: order.drug, declinesPrescription: written?.status === 'pending' } }
}

/** The photo an image address names, if it is the patient's own prescription photo. */
async function ownPrescriptionPhoto(patient: SignedInPatient, image: string): Promise<Upload['id'] | null> {
  const ref = reshipImageRef(image)
  if (!ref || ref.kind !== 'upload') return null
  const upload = await (
    await cmsAs(patient)
  ).findByID({ collection: 'uploads', id: ref.id, depth: 0, disableErrors: true, select: { imageType: true, mimeType: true, patient: true } })
  const owner = upload && (typeof upload.patient === 'object' ? upload.patient.id : upload.patient)
  if (!upload || !sameRowId(owner, patient.id) || upload.imageType !== 'prescription_image' || !upload.mimeType?.startsWith('image/')) return null
  return upload.id
}

/** A refused move in the patient's words (ADR 091), never the lifecycle's statuses. */
function movedRefusal(moved: Exclude<TransitionResult, { ok: true }>): string {
  if (isMovedOn(moved)) return orderTransitionMessages.movedOnForPatient
  return moved.code === 'busy' ? adjustDosesMessages.busy : adjustDosesMessages.failed
}

export type AdjustReply = { status: 200 | 400 | 404 | 409; body: { success: boolean; message: string } }

const refuse = (status: 400 | 404 | 409, message: string): AdjustReply => ({ status, body: { success: false, message } })

/**
 * `POST /api/submit-adjust-doses-form` { selectedDoses, product_id, formType: 'adjustDose', order_id, image }:
 * checked on the server (the planner's adjust-doses rule for the order's drug, the order's product,
 * the patient's own prescription photo), stored as a received request, and the order returned to
 * the clinician: prescription_received -> needs_review for the patient, declining a prescription
 * that waits for their answer in the same step (ADR 091); needs_review stays. Under a claim on the
 * order, so replays from any process file one request.
 */
export async function submitAdjustDoses(patient: SignedInPatient, input: unknown): Promise<AdjustReply> {
  const parsed = adjustDosesRequestSchema.safeParse(input)
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? adjustDosesMessages.invalidBody)
  const request = parsed.data
  const orderId = request.order_id
  const first = await ownOrder(patient, orderId)
  if (!first) return refuse(404, adjustDosesMessages.notFound)
  if (String(request.product_id ?? '') !== String(first.productId ?? '')) return refuse(400, adjustDosesMessages.wrongProduct)
  if (!first.drug) return refuse(409, adjustDosesMessages.noDrug)
  if (!isAllowedAdjustedSchedule(first.drug, request.selectedDoses, await getMedicationCatalogue())) return refuse(400, adjustDosesMessages.badDoses)
  const photo = await ownPrescriptionPhoto(patient, request.image)
  if (!photo) return refuse(400, adjustDosesMessages.imageNotYours)

  const outcome = await withClaim(`adjust-doses:${first.orderId}`, 30_000, async (): Promise<AdjustReply> => {
    const order = await ownOrder(patient, orderId)
    if (!order) return refuse(404, adjustDosesMessages.notFound)
    if (!isAdjustableOrderStatus(order.status)) return refuse(409, adjustDosesMessages.notAdjustable)
    if (await hasOpenRequest(patient, order.orderId)) return refuse(409, adjustDosesMessages.alreadyOpen)
    // A prescription waiting for the patient is declined in the same step, so the clinician can
    // prescribe again (ADR 091); the answer's own rules apply (its claim, its 12 hours, its words).
    const written = order.status === 'prescription_received' ? await prescriptionFor(patient, rowIdText(order.orderId)) : null
    if (written?.status === 'pending') {
      const declined = await answerPrescription(patient, order.orderId, false, new Date(), adjustDosesMessages.reason)
      if (!declined.ok) return refuse(declined.status === 502 ? 409 : declined.status, declined.message)
    } else if (order.status === 'prescription_received') {
      const moved = await (
        await cmsOrderTransitions()
      ).transition({
        orderId: order.orderId,
        from: 'prescription_received',
        to: 'needs_review',
        actor: { kind: 'for-patient', id: patient.id },
        reason: adjustDosesMessages.reason,
      })
      if (!moved.ok) return refuse(409, movedRefusal(moved))
    }
    // Access off: dose-adjustment requests are created by the server only, after the checks above.
    await (
      await cmsFor(patient)
    ).create({
      collection: 'dose-adjustment-requests',
      depth: 0,
      select: { status: true },
      data: {
        patient: patient.id,
        order: relationValue(order.orderId),
        selectedDoses: selectedDoseRows(request.selectedDoses),
        prescriptionPhoto: photo,
        status: 'received',
      },
    })
    return { status: 200, body: { success: true, message: adjustDosesMessages.received } }
  })
  return outcome.status === 'busy' ? refuse(409, adjustDosesMessages.busy) : outcome.value
}
