import { parseRowId, PRESCRIPTION_STATUSES, rowIdText, sameRowId, type PrescriptionStatus, type RowId, type StoredOrderStatus } from '@telehealth/domain'
import type { Endpoint, Payload, PayloadRequest, TypedUser } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { waitForClaimIn } from '../claims.ts'
import { jsonAnswer, jsonBody, jsonRefusal } from '../endpoints/json.ts'
import { relationId, relationValue } from '../fields/relation-id.ts'
import { prescriptionAnswerClaimKey } from '../jobs/claim-keys.ts'
import type { Prescription } from '../payload-types.ts'
import { unitOfWork } from '../transactions.ts'
import { latestPrescription, lifecycleDeps, transitionOrder, type LifecycleDeps } from './lifecycle.ts'

/**
 * Voiding a prescription (ADR 089): prescriptions are written only by `prescribe()` and answered
 * only by the patient (or the 12-hour rule); nobody creates, edits or deletes one through the API.
 * A prescription written in error is voided by an admin with a reason: it stays on record (status
 * `void`, the reason, who, when; the audit log names the admin), the patient no longer sees it, and
 * it no longer counts as the order's prescription (placement, the pharmacy's copy, the patient's
 * answer). An order waiting at prescription_received on it goes back to needs_review in the same
 * unit, so the clinician writes a new one; a prescription the pharmacy already has is not voided.
 */

export const voidMessages = {
  adminOnly: 'Only an admin voids a prescription.',
  signIn: 'Sign in to the admin first.',
  badRequest: 'Send the void as a JSON object: { "from": "<status as you saw it>", "reason": "<why>" }.',
  fromRequired: 'Name the prescription’s status as you saw it: { "from": "pending", "reason": "…" }.',
  reasonRequired: 'Give the reason this prescription is voided.',
  reasonTooLong: 'Keep the reason under 400 characters.',
  notFound: 'Prescription not found.',
  alreadyVoid: 'This prescription is already void.',
  busy: 'This prescription is being answered or changed right now. Try again in a moment.',
  movedOn: (current: string, expected: string) =>
    `This prescription has moved on: it is ${current} now, not ${expected}. Nothing was changed; reload to see where it is now.`,
  withPharmacy: (orderStatus: string) =>
    `This prescription went to the pharmacy with its order (the order is ${orderStatus}), so it stays as it is. Correct the order through its actions (pause, refund).`,
  orderReason: (reason: string) => `Prescription voided: ${reason}`,
} as const

const REASON_MAX = 400
const CLAIM_HOLD_MS = 60_000
const CLAIM_WAIT_MS = 15_000

/** Order statuses at which the pharmacy has (or had) the order, and with it this prescription. */
const WITH_THE_PHARMACY: ReadonlySet<StoredOrderStatus> = new Set([
  'order_placed',
  'shipping_paused',
  'order_shipped',
  'order_delivered',
  'complete',
  'refunded',
])

export type VoidResult = { ok: true; prescription: Prescription; orderMoved: boolean } | { ok: false; status: 400 | 403 | 404 | 409; message: string }

/** The void's own refusal inside its unit: thrown so the unit is undone, answered as the refusal. */
class VoidRefused extends Error {
  constructor(
    readonly status: 409 | 400 | 403 | 404,
    message: string,
  ) {
    super(message)
    this.name = 'VoidRefused'
  }
}

function isLiveStatus(value: unknown): value is Exclude<PrescriptionStatus, 'void'> {
  return typeof value === 'string' && value !== 'void' && (PRESCRIPTION_STATUSES as readonly string[]).includes(value)
}

/**
 * Voids one prescription for an admin. `from` is the prescription's status as the admin saw it
 * (ADR 085's rule for every move): when it is anything else now (the patient answered meanwhile) the
 * void is refused and nothing changes. Under the prescription's answer claim, the one the patient's
 * answer and the 12-hour job take, so the three never act at once.
 */
export async function voidPrescription(
  payload: Payload,
  input: { prescriptionId: unknown; from: unknown; reason: unknown; staff: { id: RowId; role: 'admin' } },
  deps: LifecycleDeps = lifecycleDeps(payload),
): Promise<VoidResult> {
  const id = parseRowId(input.prescriptionId)
  if (id === null) return { ok: false, status: 404, message: voidMessages.notFound }
  if (!isLiveStatus(input.from)) return { ok: false, status: 400, message: input.from === 'void' ? voidMessages.alreadyVoid : voidMessages.fromRequired }
  const from = input.from
  const reason = typeof input.reason === 'string' ? input.reason.trim() : ''
  if (!reason) return { ok: false, status: 400, message: voidMessages.reasonRequired }
  if (reason.length > REASON_MAX) return { ok: false, status: 400, message: voidMessages.reasonTooLong }

  const claim = await waitForClaimIn(payload, prescriptionAnswerClaimKey(rowIdText(id)), CLAIM_HOLD_MS, CLAIM_WAIT_MS)
  if (!claim) return { ok: false, status: 409, message: voidMessages.busy }
  try {
    const prescription = await payload.findByID({ collection: 'prescriptions', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!prescription) return { ok: false, status: 404, message: voidMessages.notFound }
    if (prescription.status === 'void') return { ok: false, status: 409, message: voidMessages.alreadyVoid }
    if (prescription.status !== from) return { ok: false, status: 409, message: voidMessages.movedOn(prescription.status, from) }
    const orderId = relationId(prescription.order)
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, select: { status: true } })
    if (WITH_THE_PHARMACY.has(order.status)) return { ok: false, status: 409, message: voidMessages.withPharmacy(order.status) }
    // The order waits on this prescription only when it is the order's latest live one.
    const latest = await latestPrescription(payload, orderId)
    const holdsTheOrder = order.status === 'prescription_received' && sameRowId(latest?.id, prescription.id)
    // The audit log names the admin who voided it.
    const user = { id: input.staff.id, collection: 'staff' } as TypedUser
    const now = deps.now().toISOString()

    const voided = await unitOfWork(payload, async (tx) => {
      const updated = await tx.run((req) =>
        payload.update({
          collection: 'prescriptions',
          id: prescription.id,
          data: { status: 'void', voidReason: reason, voidedBy: relationValue(input.staff.id), voidedAt: now },
          depth: 0,
          overrideAccess: true,
          user,
          req,
        }),
      )
      tx.compensate(() =>
        payload.update({
          collection: 'prescriptions',
          id: prescription.id,
          data: { status: prescription.status, voidReason: null, voidedBy: null, voidedAt: null },
          depth: 0,
          overrideAccess: true,
        }),
      )
      if (holdsTheOrder) {
        const moved = await transitionOrder(
          payload,
          {
            orderId,
            from: 'prescription_received',
            to: 'needs_review',
            actor: { kind: 'staff', id: input.staff.id, role: 'admin' },
            reason: voidMessages.orderReason(reason),
            unit: tx,
          },
          deps,
        )
        if (!moved.ok) throw new VoidRefused(moved.status === 502 ? 409 : moved.status, moved.message)
      }
      return updated
    }).catch((error: unknown) => {
      if (error instanceof VoidRefused) return error
      throw error
    })
    if (voided instanceof VoidRefused) return { ok: false, status: voided.status, message: voided.message }
    return { ok: true, prescription: voided, orderMoved: holdsTheOrder }
  } finally {
    await claim.release()
  }
}

/**
 * `POST /api/prescriptions/:id/void` with `{ from, reason }` (admins only): answers `{ prescription }`
 * or `{ message }` with 4xx. The prescription's Void panel in the admin sends it.
 */
export const voidPrescriptionEndpoints: Endpoint[] = [
  {
    path: '/:id/void',
    method: 'post',
    handler: async (req: PayloadRequest) => {
      const role = staffRole(req)
      if (!role) return jsonRefusal(voidMessages.signIn, 401)
      if (role !== 'admin') return jsonRefusal(voidMessages.adminOnly, 403)
      const body = await jsonBody(req)
      if (!body || typeof body !== 'object' || Array.isArray(body)) return jsonRefusal(voidMessages.badRequest, 400)
      const { from, reason } = body as Record<string, unknown>
      const result = await voidPrescription(req.payload, { prescriptionId: req.routeParams?.id, from, reason, staff: { id: req.user!.id, role } })
      return result.ok ? jsonAnswer({ prescription: result.prescription }) : jsonRefusal(result.message, result.status)
    },
  },
]
