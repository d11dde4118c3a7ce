import { transitionProblem } from '@telehealth/domain'
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { relationValue } from '../fields/relation-id.ts'
import type { Order } from '../payload-types.ts'
import { ORDER_TRANSITION } from './lifecycle.ts'

export const orderStatusGuardMessage = (from: string, to: string) =>
  transitionProblem(from, to) ?? `An order's status changes only through its actions (from ${from} to ${to}), so its payment and notices follow.`

/**
 * Every status change goes through the order's transitions (lifecycle.ts): a write that changes
 * the status any other way (the admin's form, the REST API, a script) is refused with 409 and
 * changes nothing, naming both statuses.
 */
export const guardOrderStatus: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || !originalDoc) return data
  const to = data.status
  const from = originalDoc.status
  if (to === undefined || to === from) return data
  if (context.orderTransition === ORDER_TRANSITION) return data
  throw new APIError(orderStatusGuardMessage(from, String(to)), 409, null, true)
}

/** The history's first row: the status an order was created in, and by whom. */
export const recordOrderCreated: CollectionAfterChangeHook<Order> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const isStaff = staffRole(req) !== null
  const isPatient = req.user?.collection === 'patients'
  await req.payload.create({
    collection: 'order-status-changes',
    data: {
      order: doc.id,
      to: doc.status,
      actorKind: isStaff ? 'staff' : isPatient ? 'patient' : 'system',
      ...(isStaff && req.user ? { staff: relationValue(req.user.id) } : {}),
      reason: doc.replacementOf ? 'Replacement order' : undefined,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}

/**
 * An order's history goes with it (an admin's delete, checkout's undo of a half-written order):
 * the rows point at the order and cannot outlive it. The audit log keeps the deletion.
 */
export const deleteOrderHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'order-status-changes', where: { order: { equals: id } }, depth: 0, overrideAccess: true, req })
}
