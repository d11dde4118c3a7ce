import { parseRowId, type RowId } from '@telehealth/domain'
import type { Config } from '../payload-types.ts'

/** The id a relationship field holds, whether it was read at depth 0 (the id) or populated (the document). */
export function relationId<T extends number | string>(value: T | { id: T }): T
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

/** The id type the generated types were generated with (SQLite's number: `payload-types.ts` is generated on SQLite). */
type GeneratedId = Config['db']['defaultIDType']

/**
 * A row id (ADR 077), or the text of one, as a relationship field's value in a Local API write: the
 * engine's own form, so text naming an integer id becomes SQLite's number (Payload does not convert
 * it), and a uuid or ObjectId stays the adapter's string. The generated types say number because
 * they are generated on SQLite; the cast only tells them what the adapter takes.
 */
export function relationValue(id: RowId): GeneratedId {
  return (parseRowId(id) ?? id) as GeneratedId
}
