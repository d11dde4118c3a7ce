import type { Access, Where } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/**
 * Reading prescriptions: clinical staff and admins read all, voided ones included (kept on record);
 * a patient reads only their own that are not void (ADR 089), as a Where filter, so every page that
 * shows "the order's latest prescription" skips a voided one without knowing about voids.
 */
export const patientOwnsLiveOrClinicalReads: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin' || role === 'clinical') return true
  const patient = patientId(req)
  if (patient === null) return false
  const ownLive: Where = { and: [{ patient: { equals: patient } }, { status: { not_equals: 'void' } }] }
  return ownLive
}
