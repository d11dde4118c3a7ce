import type { Payload } from 'payload'
import type { RowId } from '@telehealth/domain'

/**
 * Whether a patient has ever set a password (ADR 103). An intake account is made without one
 * (account-without-password.ts): no hash is stored until the patient sets a password from the
 * welcome email, a reset link or the profile's emailed code. The hash is a hidden field that no
 * Local API read returns, so this one read is below it, in the CMS, and answers a yes or no only:
 * the hash itself never leaves this function.
 */
export async function patientHasPassword(payload: Payload, patientId: RowId): Promise<boolean> {
  const row: unknown = await payload.db.findOne({ collection: 'patients', where: { id: { equals: patientId } } })
  if (typeof row !== 'object' || row === null || !('hash' in row)) return false
  return typeof row.hash === 'string' && row.hash.length > 0
}
