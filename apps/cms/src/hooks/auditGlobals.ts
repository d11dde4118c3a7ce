import type { GlobalAfterChangeHook } from 'payload'
import { actorOf, appendAudit } from './audit.ts'

// Kept by Payload, not set by a person.
const UNRECORDED_GLOBAL_KEYS = new Set(['id', 'globalType', 'createdAt', 'updatedAt', '_status'])

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameValue(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    // A list's rows carry ids Payload makes anew when a save leaves them out: the same words are no change.
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => key !== 'id'))
    return [...keys].every((key) => sameValue(a[key], b[key]))
  }
  return Object.is(a, b)
}

/**
 * The names of the fields that differ between two versions of a document, as dotted paths into its
 * groups (`declineLimit`, `claims.shipping`); a list (blocked states, an array) is one field.
 */
export function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  const a = isPlainObject(before) ? before : {}
  const b = isPlainObject(after) ? after : {}
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => prefix || !UNRECORDED_GLOBAL_KEYS.has(key))
  return keys.flatMap((key) => {
    const path = `${prefix}${key}`
    if (isPlainObject(a[key]) || isPlainObject(b[key])) return changedFields(a[key], b[key], `${path}.`)
    return sameValue(a[key], b[key]) ? [] : [path]
  })
}

/**
 * Records who changed a global (Settings: where we serve, decline limits, claims), when: one entry
 * per changed field, its name (never its value) in the record type as `<global>.<field>`, as a
 * contact change names `patients.email`; record id = the global's slug. A save that changes nothing
 * is not recorded.
 */
export function auditGlobalChange(slug: string): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    // Payload types a global's documents loosely; the hook reads them as unknown and hands the saved one back.
    const saved: unknown = doc
    for (const field of changedFields(previousDoc, saved)) {
      await appendAudit(req.payload, { ...actorOf(req.user), action: 'update', resource: `${slug}.${field}`, documentId: slug, patient: null }, req)
    }
    return saved
  }
}
