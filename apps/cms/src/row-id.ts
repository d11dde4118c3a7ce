import { parseRowId, type RowId } from '@telehealth/domain'
import { isValidID, type Payload } from 'payload'

/**
 * The row id a value from a request names, when the running engine could hold a row with it; null
 * otherwise, to be answered exactly as an unknown id (404). The domain's parser accepts the id of
 * every engine (ADR 077), but each engine has one: a number on SQLite, a uuid on PostgreSQL, an
 * ObjectId on MongoDB. An id of another engine's shape names no row here, and on PostgreSQL it must
 * never reach a query: a uuid column refuses a number with a database error, a 500 where an unknown
 * id answers 404. Every CMS path that queries by an id from a request parses it here.
 */
export function parseEngineRowId(payload: Pick<Payload, 'db'>, value: unknown): RowId | null {
  const id = parseRowId(value)
  return id !== null && engineHolds(payload.db, id) ? id : null
}

function engineHolds(db: Payload['db'], id: RowId): boolean {
  if (db.defaultIDType === 'number') return typeof id === 'number'
  // The parser's text ids are uuids or ObjectIds; a text engine holds one of the two.
  const objectId = isValidID(id, 'ObjectID')
  return typeof id === 'string' && (db.name === 'mongoose' ? objectId : !objectId)
}
