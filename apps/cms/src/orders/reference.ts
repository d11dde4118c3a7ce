import { randomUUID } from 'node:crypto'
import type { Field, FieldHook } from 'payload'
import type { Order } from '../payload-types.ts'

/**
 * An order's name outside our database (ADR 090): what the pharmacy and the payment gateway key
 * their work on. A row id is not enough: SQLite gives a deleted row's id to the next row, so a
 * replacement taken back after the pharmacy had it would hand its `order-<id>` key to a stranger's
 * order. The reference is random, written once when the order is created and never changed.
 */
const setOnce: FieldHook<Order, string | null | undefined> = ({ operation, originalDoc }) =>
  operation === 'create' ? randomUUID() : (originalDoc?.reference ?? null)

export const orderReferenceField: Field = {
  name: 'reference',
  label: 'Reference (pharmacy and payments)',
  type: 'text',
  unique: true,
  index: true,
  // Nobody writes it: the hook sets it at creation and keeps it on every update.
  access: { create: () => false, update: () => false },
  hooks: { beforeChange: [setOnce] },
  admin: { readOnly: true, position: 'sidebar', description: 'Sent to the pharmacy and the payment gateway as this order’s key; never reused.' },
}

/**
 * The key third parties know this order by: its reference, or for an order created before
 * references existed its id (kept, so a retry of that order's earlier call stays the same call;
 * an id reused later belongs to a row that has a reference, so the two keys never meet).
 */
export function orderKeyOf(order: Pick<Order, 'id' | 'reference'>): string {
  return order.reference ?? String(order.id)
}
