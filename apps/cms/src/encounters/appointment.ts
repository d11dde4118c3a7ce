import type { Payload, TypedUser } from 'payload'
import { transitionOrder, type LifecycleDeps, type TransitionInput, type TransitionResult } from '../orders/lifecycle.ts'
import { unitOfWork } from '../transactions.ts'
import { ensureEncounter } from './encounter.ts'

/** A refused move inside the unit: thrown so the unit is undone, answered as the refusal. */
class Refused extends Error {
  constructor(readonly result: TransitionResult) {
    super('The order move was refused.')
    this.name = 'Refused'
  }
}

/**
 * An order move from the admin. A clinician (or admin) asking for an appointment, the move to
 * needs_review, is a first review of the patient's form like prescribing: the move and the
 * patient's encounter (with this clinician as doctor) and health record id land together (ADR 097),
 * and a move that is refused leaves no encounter. Every other move is the lifecycle's alone.
 */
export async function transitionFromAdmin(payload: Payload, input: TransitionInput, deps?: LifecycleDeps): Promise<TransitionResult> {
  const actor = input.actor
  const reviewing = input.to === 'needs_review' && actor.kind === 'staff' && (actor.role === 'clinical' || actor.role === 'admin')
  if (!reviewing) return transitionOrder(payload, input, deps)
  const user = { id: actor.id, collection: 'staff' } as TypedUser
  return unitOfWork(payload, async (tx) => {
    const moved = await transitionOrder(payload, { ...input, unit: tx }, deps)
    if (!moved.ok) throw new Refused(moved)
    await ensureEncounter(payload, { order: moved.order, doctor: actor.id }, tx, user)
    return moved
  }).catch((error: unknown) => {
    if (error instanceof Refused) return error.result
    throw error
  })
}
