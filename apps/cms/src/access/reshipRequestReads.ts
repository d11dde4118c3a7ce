import type { Access } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/**
 * Reading replacement requests: the patient their own (a Where filter), admins and clinical staff
 * all (they review them), fulfilment all (they ship the replacement; the request holds no more
 * than what shipping needs besides the reason and photo of the damage).
 */
export const reshipRequestReads: Access = ({ req }) => {
  // 'fulfilment' arrives with the order lifecycle's staff role; compared as text until then.
  const role: string | null = staffRole(req)
  if (role === 'admin' || role === 'clinical' || role === 'fulfilment') return true
  const patient = patientId(req)
  return patient === null ? false : { patient: { equals: patient } }
}
