import type { Access } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/** A patient changes only their own account; admins any. */
export const selfOrAdmin: Access = ({ req }) => {
  if (staffRole(req) === 'admin') return true
  const patient = patientId(req)
  return patient === null ? false : { id: { equals: patient } }
}
