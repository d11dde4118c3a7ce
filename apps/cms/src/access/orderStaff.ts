import type { Access, PayloadRequest } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/** Staff who work orders: admins, clinical staff (review, prescribing) and the fulfilment team. */
export function isOrderStaff(req: PayloadRequest): boolean {
  const role = staffRole(req)
  return role === 'admin' || role === 'clinical' || role === 'fulfilment'
}

/** Orders: the patient reads their own; the order staff read all (each read audited). */
export const patientOwnsOrOrderStaffReads: Access = ({ req }) => {
  if (isOrderStaff(req)) return true
  const patient = patientId(req)
  return patient === null ? false : { patient: { equals: patient } }
}

export const orderStaffOnly: Access = ({ req }) => isOrderStaff(req)
