import type { Access } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/** The patients collection itself: a patient reads only their own account. */
export const selfOrClinicalReads: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin' || role === 'clinical') return true
  const patient = patientId(req)
  return patient === null ? false : { id: { equals: patient } }
}
