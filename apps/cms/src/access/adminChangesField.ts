import { APIError, type FieldAccess } from 'payload'
import { staffRole } from './isStaff.ts'

export const adminOnlyFieldMessage = (label: string) => `${label} can be changed by an admin only. Nothing was changed.`

/**
 * Update access of a field only admins change (the tag manager's container id, ADR 101: whoever runs
 * the container runs script on the site's landing pages). Anyone else's change is refused with 403,
 * naming the field; the same value sent back (the admin's form sends every field) is dropped as
 * unchanged rather than refused, so marketing still saves the rest of the document.
 */
export function adminChangesField(name: string, label: string): FieldAccess {
  return ({ req, doc, siblingData }) => {
    if (staffRole(req) === 'admin') return true
    if (siblingData && Object.prototype.hasOwnProperty.call(siblingData, name)) {
      const sent: unknown = (siblingData as Record<string, unknown>)[name]
      const stored: unknown = doc ? (doc as Record<string, unknown>)[name] : undefined
      if ((sent || null) !== (stored || null)) throw new APIError(adminOnlyFieldMessage(label), 403, null, true)
    }
    return false
  }
}
