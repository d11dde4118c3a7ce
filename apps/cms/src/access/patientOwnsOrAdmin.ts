import type { Access } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/** Changing a patient-owned record: its own patient, or an admin. */
export const patientOwnsOrAdmin: Access = ({ req }) => {
  if (staffRole(req) === 'admin') return true
  const patient = patientId(req)
  return patient === null ? false : { patient: { equals: patient } }
}
