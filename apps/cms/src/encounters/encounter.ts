import type { RowId } from '@telehealth/domain'
import { randomBytes } from 'node:crypto'
import type { Payload, TypedUser } from 'payload'
import { isDuplicateKey } from '../claims.ts'
import { relationId, relationValue } from '../fields/relation-id.ts'
import type { Encounter, Order } from '../payload-types.ts'
import type { UnitOfWork } from '../transactions.ts'
import { ensureThread } from '../chat/threads.ts'

/** A health record id for a patient's first encounter: `EH` and 10 random hex digits (ADR 049). */
export function newHealthId(): string {
  return `EH${randomBytes(5).toString('hex').toUpperCase()}`
}

/** The provider of an encounter made by our own clinicians when the order names none: 3, another provider (not the external service). */
export const OWN_CLINICIANS_PROVIDER = 3

export interface EncounterInput {
  order: Pick<Order, 'id' | 'patient' | 'provider' | 'external_visit_id'>
  /** The clinician reviewing: the patient's doctor from now on. */
  doctor: RowId
  provider?: number | null
  external_visit_id?: string | null
}

/**
 * The patient's encounter for this order and their health record id, made at a clinician's first
 * review (ADR 097) inside the caller's unit (prescribe's, or the appointment move's). Idempotent: an
 * order that already has one keeps it (its first doctor), and a patient with a health id keeps it,
 * so a retried prescribe or a second review writes nothing new. On SQLite the compensations take
 * back what this wrote when the unit fails after it.
 */
export async function ensureEncounter(payload: Payload, input: EncounterInput, unit: UnitOfWork, user?: TypedUser): Promise<Encounter> {
  const existing = await findEncounterOfOrder(payload, input.order.id, unit)
  const patientId = relationId(input.order.patient)
  const encounter =
    existing ??
    (await unit
      .run((req) =>
        payload.create({
          collection: 'encounters',
          data: {
            patient: patientId,
            order: input.order.id,
            doctor: relationValue(input.doctor),
            provider: input.provider ?? input.order.provider ?? OWN_CLINICIANS_PROVIDER,
            external_visit_id: input.external_visit_id ?? input.order.external_visit_id ?? null,
          },
          depth: 0,
          overrideAccess: true,
          user,
          req,
        }),
      )
      .then((created) => {
        unit.compensate(() => payload.delete({ collection: 'encounters', id: created.id, overrideAccess: true }))
        return created
      })
      .catch(async (error: unknown) => {
        // Another process made it between the read and the write (the order's unique index): that one stands.
        if (!isDuplicateKey(error) || unit.transactional) throw error
        const raced = await findEncounterOfOrder(payload, input.order.id, unit)
        if (!raced) throw error
        return raced
      }))
  const patient = await unit.run((req) =>
    payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true, select: { health_id: true }, req }),
  )
  // The doctor thread, so the clinician can write first (kept if the unit fails on SQLite: an empty thread).
  await unit.run((req) => ensureThread(payload, patientId, 'doctor', req))
  if (!patient.health_id?.trim()) {
    await unit.run((req) =>
      payload.update({ collection: 'patients', id: patientId, data: { health_id: newHealthId() }, depth: 0, overrideAccess: true, user, req }),
    )
    unit.compensate(() => payload.update({ collection: 'patients', id: patientId, data: { health_id: null }, depth: 0, overrideAccess: true }))
  }
  return encounter
}

async function findEncounterOfOrder(payload: Payload, orderId: RowId, unit: UnitOfWork): Promise<Encounter | null> {
  const found = await unit.run((req) =>
    payload.find({ collection: 'encounters', where: { order: { equals: orderId } }, limit: 1, pagination: false, depth: 0, overrideAccess: true, req }),
  )
  return found.docs[0] ?? null
}
