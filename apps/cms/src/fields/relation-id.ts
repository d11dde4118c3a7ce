import type { RowId } from '@telehealth/domain'
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
 * A row id (ADR 077) as a relationship field's value in a Local API write. The generated types say
 * number because they are generated on SQLite, where `parseRowId` gives numbers; on PostgreSQL and
 * MongoDB the id is the adapter's own string, which the adapter takes as it is. Only the type changes.
 */
export function relationValue(id: RowId): GeneratedId {
  return id as GeneratedId
}
