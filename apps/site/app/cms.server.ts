import config from '@telehealth/cms/config'
import { insertRow, type RowData } from '@telehealth/cms/server-writes'
import type { DataFromCollectionSlug } from 'payload'
import { getPayload, type CollectionSlug, type Payload } from 'payload'

/** The Payload Local API, in this process. Every data access of the site goes through it. */
export function getCms(): Promise<Payload> {
  return getPayload({ config })
}

export interface UnitOfWork {
  /**
   * A row the server writes for itself from data it has validated, with no user and no hooks that
   * must see it (`insertRow`: no read-back); answers the new id.
   */
  insert<S extends CollectionSlug>(collection: S, data: RowData<S>): Promise<DataFromCollectionSlug<S>['id']>
  update<S extends CollectionSlug>(collection: S, id: number | string, data: Partial<DataFromCollectionSlug<S>>): Promise<DataFromCollectionSlug<S>>
  /**
   * Sets fields stored on the collection's own table (no arrays, no relations) of a row whose
   * current values the caller already holds (`previous`, put back if the work fails): one UPDATE
   * through the database adapter, without hooks, validation or reading the row back. Only for the
   * server acting for itself on fields nothing hooks into (a cart's status after checkout).
   */
  set<S extends CollectionSlug>(collection: S, id: number | string, data: Partial<DataFromCollectionSlug<S>>, previous: Partial<DataFromCollectionSlug<S>>): Promise<void>
  /** A document made by other means (a passwordless patient): deleted too if the work fails. */
  adopt(collection: CollectionSlug, id: number | string): void
}

/**
 * Several writes as one: if any fails, the ones already made are undone (created documents deleted,
 * updated fields put back) and the error is rethrown, so nothing is left half-written.
 * Payload's SQLite adapter runs without database transactions (its libsql transactions lock out
 * the adapter's other connection), and MongoDB has them only on replica sets; undoing our own
 * writes works the same on both engines (ADR 009).
 */
export async function unitOfWork<T>(work: (uow: UnitOfWork, cms: Payload) => Promise<T>): Promise<T> {
  const cms = await getCms()
  const undo: (() => Promise<unknown>)[] = []
  const uow: UnitOfWork = {
    async insert(collection, data) {
      const id = await insertRow(cms, collection, data)
      undo.push(() => cms.delete({ collection, id }))
      return id
    },
    async update(collection, id, data) {
      const before = (await cms.findByID({ collection, id, depth: 0 })) as Record<string, unknown>
      const previous = Object.fromEntries(Object.keys(data).map((key) => [key, before[key]]))
      const doc = await cms.update({ collection, id, data, depth: 0 } as Parameters<Payload['update']>[0])
      undo.push(() => cms.update({ collection, id, data: previous, depth: 0 } as Parameters<Payload['update']>[0]))
      return doc as never
    },
    async set(collection, id, data, previous) {
      await cms.db.updateOne({ collection, id, data, returning: false })
      undo.push(() => cms.db.updateOne({ collection, id, data: previous, returning: false }))
    },
    adopt(collection, id) {
      undo.push(() => cms.delete({ collection, id }))
    },
  }
  try {
    return await work(uow, cms)
  } catch (error) {
    for (const step of undo.reverse()) await step().catch((undoError: unknown) => cms.logger.error(undoError))
    throw error
  }
}
