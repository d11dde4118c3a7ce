import { randomBytes, randomUUID } from 'node:crypto'
import type { RowId } from '@telehealth/domain'

/**
 * An id that no row has, in the shape the running engine gives its ids (the shape of `like`, a
 * stored id): what a test needs for "another row's id" or "an unknown id" that reaches the query
 * instead of being refused as malformed. Arithmetic on an id works only on SQLite's numbers.
 */
export function unknownRowId(like: RowId): RowId {
  if (typeof like === 'number') return like + 1_000_000
  // A MongoDB ObjectId is 24 hex digits; PostgreSQL's ids are uuids.
  return like.length === 24 ? randomBytes(12).toString('hex') : randomUUID()
}
