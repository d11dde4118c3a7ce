import {
  ADJUST_DOSES_OFFERED,
  parseRowId,
  PRESCRIBABLE_ORDER_STATUSES,
  prescribeInputSchema,
  prescribeProblem,
  prescriptionMessages,
  prescriptionReadyNotice,
  rowIdText,
  type RowId,
} from '@telehealth/domain'
import type { Endpoint, Payload, PayloadRequest, TypedUser } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { waitForClaimIn } from '../claims.ts'
import { cmsEnv } from '../env.ts'
import { ensureEncounter } from '../encounters/encounter.ts'
import { relationId, relationValue } from '../fields/relation-id.ts'
import type { Order } from '../payload-types.ts'
import { jsonAnswer, jsonBody, jsonRefusal } from '../endpoints/json.ts'
import { lifecycleMessages, transitionOrder, type LifecycleDeps } from './lifecycle.ts'
import { unitOfWork } from '../transactions.ts'
import { missingVideoProblem } from './video-requirement.ts'

/** The order's move was refused inside the unit: thrown so the unit is undone, answered as the refusal. */
class MoveRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'MoveRefused'
  }
}

export type PrescribeResult = { ok: true; orderId: RowId; prescriptionId: RowId } | { ok: false; status: number; message: string }

/**
 * A clinician prescribes (ADR 049): on an order waiting for a prescription (or needing review),
 * records the encounter (doctor, provider, external visit id) and the spec's `submitted` 4 (Adjust
 * Doses offered) on the order, creates the
 * prescription (its prescriber the signed-in clinician) for the patient to confirm (status pending; the 12-hour window starts at its
 * creation), emails the patient the link to it, gives the patient their encounter for the order and a health record id
 * if they have none (ADR 097), and
 * moves the order to prescription_received through the lifecycle. Under a claim on the order's
 * prescribing, so two clinicians never write two prescriptions; if the move is refused, the
 * prescription and the encounter are taken back and nothing is left half-written.
 */
export async function prescribe(
  payload: Payload,
  input: { orderId: string; body: unknown; staff: { id: RowId; role: 'admin' | 'clinical' } },
  deps?: LifecycleDeps,
): Promise<PrescribeResult> {
  const orderId = parseRowId(input.orderId)
  if (orderId === null) return { ok: false, status: 404, message: lifecycleMessages.notFound }
  const parsed = prescribeInputSchema.safeParse(input.body)
  if (!parsed.success) return { ok: false, status: 400, message: prescribeProblem(parsed.error) }
  const claim = await waitForClaimIn(payload, `prescribe:${rowIdText(orderId)}`, 60_000, 15_000)
  if (!claim) return { ok: false, status: 409, message: lifecycleMessages.busy }
  const user = { id: input.staff.id, collection: 'staff' } as TypedUser
  try {
    const found = await payload.find({
      collection: 'orders',
      where: { id: { equals: orderId } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const order = found.docs[0]
    if (!order) return { ok: false, status: 404, message: lifecycleMessages.notFound }
    if (!(PRESCRIBABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
      return { ok: false, status: 409, message: prescriptionMessages.notPrescribable(order.status) }
    // The order is still waiting for a prescription, so a pending one on it is what an earlier
    // prescribe left when it stopped before the move (no transaction on SQLite): this one replaces
    // its contents and finishes the work, instead of being refused for ever (ADR 090).
    const leftover = await strandedPrescription(payload, order.id)
    const videoProblem = await missingVideoProblem(payload, order)
    if (videoProblem) return { ok: false, status: 409, message: videoProblem }

    const { doctor, provider, external_visit_id, items } = parsed.data
    const patientId = relationId(order.patient)
    const patient = await payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true, select: { email: true } })
    // The encounter, the prescription, the order's move and the health id land together (ADR 079):
    // one transaction where the engine has one; on SQLite the compensations take them back.
    const written = await unitOfWork(payload, async (tx) => {
      const before = {
        doctor: order.doctor ?? null,
        provider: order.provider ?? null,
        external_visit_id: order.external_visit_id ?? null,
        submitted: order.submitted ?? null,
      }
      // `submitted` 4: the tracker offers Adjust Doses beside the prescription while it waits for the patient (ADR 091).
      const encounter = { doctor, provider, external_visit_id, submitted: ADJUST_DOSES_OFFERED }
      await tx.run((req) => payload.update({ collection: 'orders', id: order.id, data: encounter, depth: 0, overrideAccess: true, user, req }))
      tx.compensate(() => payload.update({ collection: 'orders', id: order.id, data: before, depth: 0, overrideAccess: true, user }))
      const prescription = leftover
        ? await tx.run((req) =>
            payload.update({
              collection: 'prescriptions',
              id: leftover.id,
              data: { items, prescriber: relationValue(input.staff.id) },
              depth: 0,
              overrideAccess: true,
              user,
              req,
            }),
          )
        : await tx.run((req) =>
            payload.create({
              collection: 'prescriptions',
              // The prescriber is the signed-in clinician, never a name sent: the receipt prints their profile's name and NPI (ADR 097).
              data: { patient: patientId, order: order.id, status: 'pending', items, prescriber: relationValue(input.staff.id) },
              depth: 0,
              overrideAccess: true,
              user,
              req,
            }),
          )
      tx.compensate(() =>
        leftover
          ? payload.update({
              collection: 'prescriptions',
              id: leftover.id,
              data: { items: leftover.items, prescriber: leftover.prescriber ?? null },
              depth: 0,
              overrideAccess: true,
              user,
            })
          : payload.delete({ collection: 'prescriptions', id: prescription.id, overrideAccess: true, user }),
      )
      const moved = await transitionOrder(
        payload,
        {
          orderId: order.id,
          // The status read above: an order that moved since (cancelled, denied) is refused, and the prescription with it.
          from: order.status,
          to: 'prescription_received',
          actor: { kind: 'staff', id: input.staff.id, role: input.staff.role },
          unit: tx,
        },
        deps,
      )
      // A refused move takes the encounter and the prescription back with it.
      if (!moved.ok) throw new MoveRefused(moved.status, moved.message)
      // The patient's open dose request is answered by this prescription (ADR 091): marked reviewed,
      // so Adjust Doses from the new one is not refused as "already asked".
      const answered = await tx.run((req) =>
        payload.update({
          collection: 'dose-adjustment-requests',
          where: { and: [{ order: { equals: order.id } }, { status: { equals: 'received' } }] },
          data: { status: 'reviewed' },
          depth: 0,
          select: { status: true },
          overrideAccess: true,
          user,
          req,
        }),
      )
      const reopened = answered.docs.map((request) => request.id)
      if (reopened.length > 0)
        tx.compensate(() =>
          payload.update({
            collection: 'dose-adjustment-requests',
            where: { id: { in: reopened } },
            data: { status: 'received' },
            depth: 0,
            overrideAccess: true,
            user,
          }),
        )
      // The clinician's first review of this order: the patient's encounter, with this clinician as
      // their doctor, and their health record id (ADR 097). Found again, not made twice, on a retry.
      await ensureEncounter(payload, { order, doctor: input.staff.id, provider, external_visit_id }, tx, user)
      return prescription
    }).catch((error: unknown) => {
      if (error instanceof MoveRefused) return error
      throw error
    })
    if (written instanceof MoveRefused) return { ok: false, status: written.status, message: written.message }
    const prescription = written
    // The email tells of a prescription that is stored: after the unit, never inside it.
    if (patient.email) {
      const path = `/prescription/${order.id}`
      const notice = prescriptionReadyNotice(order.id, cmsEnv.SITE_URL ? new URL(path, cmsEnv.SITE_URL).toString() : path)
      await payload.sendEmail({ to: patient.email, subject: notice.subject, text: notice.text })
    }
    return { ok: true, orderId: order.id, prescriptionId: prescription.id }
  } finally {
    await claim.release()
  }
}

/**
 * `POST /api/orders/:id/prescribe` with `{ doctor, provider, external_visit_id, items: [{ rxId,
 * medId, name, strength, directions }] }` (clinical staff and admins): answers
 * `{ order, prescription }` ids, or `{ message }` with 4xx.
 */
export const prescribeEndpoints: Endpoint[] = [
  {
    path: '/:id/prescribe',
    method: 'post',
    handler: async (req: PayloadRequest) => {
      const role = staffRole(req)
      if (!role) return jsonRefusal('Sign in to the admin first.', 401)
      if (role !== 'admin' && role !== 'clinical') return jsonRefusal('Only clinical staff and admins prescribe.', 403)
      const body = await jsonBody(req)
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return jsonRefusal('Send the prescription as a JSON object: { doctor, provider, external_visit_id, items }.', 400)
      const param = req.routeParams?.id
      const result = await prescribe(req.payload, { orderId: typeof param === 'string' ? param : '', body, staff: { id: req.user!.id, role } })
      return result.ok ? jsonAnswer({ order: result.orderId, prescription: result.prescriptionId }, 201) : jsonRefusal(result.message, result.status)
    },
  },
]

/** A pending prescription on an order still waiting for one: the leftover of a prescribe that stopped before its move. */
async function strandedPrescription(payload: Payload, orderId: Order['id']) {
  const found = await payload.find({
    collection: 'prescriptions',
    where: { and: [{ order: { equals: orderId } }, { status: { equals: 'pending' } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}
