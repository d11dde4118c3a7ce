import type { Access } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/** Creating a patient-owned record: admins, or a patient for themselves (a cart they choose). */
export const patientCreatesOwn: Access = ({ req, data }) => {
  if (staffRole(req) === 'admin') return true
  const patient = patientId(req)
  // Payload types a create's data loosely (any); only its patient is read here.
  const owner = (data as { patient?: unknown } | undefined)?.patient
  const ownerId = owner && typeof owner === 'object' && 'id' in owner ? owner.id : owner
  return patient !== null && String(ownerId) === String(patient)
}
