import type { Access } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/**
 * Reading a patient-owned record: the patient reaches only their own (a Where filter, so lists are
 * filtered by the database), clinical staff and admins reach all (each read is audited).
 */
export const patientOwnsOrClinicalReads: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin' || role === 'clinical') return true
  const patient = patientId(req)
  return patient === null ? false : { patient: { equals: patient } }
}
