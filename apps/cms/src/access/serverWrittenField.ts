import { APIError, type FieldAccess } from 'payload'

/** A value as stored and as sent compared alike: empty is empty, a relationship is its id, numbers and their text are one. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.map(comparable)
  if (typeof value === 'object') {
    if ('id' in value) return comparable(value.id)
    const entries = Object.entries(value)
      .map(([key, inner]): [string, unknown] => [key, comparable(inner)])
      .filter(([, inner]) => inner !== null)
      .sort(([a], [b]) => a.localeCompare(b))
    return entries.length === 0 ? null : Object.fromEntries(entries)
  }
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export const serverWrittenMessage = (label: string) =>
  `${label} is written by the order's own steps (checkout, prescribing, its actions) and cannot be changed here. Nothing was changed.`

/**
 * Update access of a field only the server's own steps write after creation (ADR 089): every
 * person's write through the API (REST, GraphQL, the admin's form, the Local API with access on) is
 * refused with 403 when it changes the stored value, naming the field; the server's steps write with
 * access off, where Payload does not ask. The same value sent back (the admin's form sends every
 * field) is dropped as unchanged rather than refused.
 */
export function serverWrittenField(name: string, label: string): FieldAccess {
  return ({ doc, siblingData }) => {
    if (siblingData && Object.prototype.hasOwnProperty.call(siblingData, name)) {
      const sent: unknown = (siblingData as Record<string, unknown>)[name]
      const stored: unknown = doc ? (doc as Record<string, unknown>)[name] : undefined
      if (JSON.stringify(comparable(sent)) !== JSON.stringify(comparable(stored))) throw new APIError(serverWrittenMessage(label), 403, null, true)
    }
    return false
  }
}
