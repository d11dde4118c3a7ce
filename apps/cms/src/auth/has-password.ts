import type { Payload } from 'payload'
import type { RowId } from '@telehealth/domain'

/**
 * Whether a patient has ever set a password (ADR 103). An intake account is made without one
 * (account-without-password.ts): no hash is stored until the patient sets a password from the
 * welcome email, a reset link or the profile's emailed code. The hash is a hidden field, read here
 * through the Local API with `showHiddenFields`, and answers a yes or no only: the hash itself never
 * leaves this function.
 */
export async function patientHasPassword(payload: Payload, patientId: RowId): Promise<boolean> {
  const found = await payload.find({
    collection: 'patients',
    where: { id: { equals: patientId } },
    limit: 1,
    depth: 0,
    pagination: false,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const row: unknown = found.docs[0]
  if (typeof row !== 'object' || row === null || !('hash' in row)) return false
  return typeof row.hash === 'string' && row.hash.length > 0
}
