import type { CollectionSlug, DataFromCollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

export type RowData<S extends CollectionSlug> = Omit<RequiredDataFromCollectionSlug<S>, 'createdAt' | 'updatedAt'>

/**
 * Inserts a row the server writes for itself (the intake's patient and lead, an order and its
 * records at checkout, an outbox message) through the database adapter, and answers its id. Works
 * on either engine (ADR 009).
 *
 * `payload.create` runs the collection's access, validation and hooks and then reads the whole new
 * document back (another query, and the work of shaping it); the intake made three of them per
 * submit and the checkout four, most of their time (bench, issue #9; ADR 017). Here the row and its
 * timestamps are written and only its id comes back; the fields' fixed defaults come from the
 * schema (both adapters declare them: a column DEFAULT in SQLite, a schema default in MongoDB). So this
 * is only for data the caller has already validated (the domain's schemas, values the server
 * computed; the row's type is checked at compile time), written by no user (so the audit hooks
 * have nothing to record), into a collection with no other hooks that must see it.
 */
export async function insertRow<S extends CollectionSlug>(payload: Payload, collection: S, data: RowData<S>, now = new Date()): Promise<DataFromCollectionSlug<S>['id']> {
  const at = now.toISOString()
  const created = await payload.db.create({ collection, data: { ...data, createdAt: at, updatedAt: at }, select: { id: true } })
  return created.id as DataFromCollectionSlug<S>['id']
}
