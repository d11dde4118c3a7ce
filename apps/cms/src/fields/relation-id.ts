/** The id a relationship field holds, whether it was read at depth 0 (the id) or populated (the document). */
export function relationId<T extends number | string>(value: T | { id: T }): T
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
