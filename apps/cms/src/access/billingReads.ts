import type { Access } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/**
 * Reading a patient's billing state (subscriptions, transactions, add-ons; issue #30 "Staff"): the
 * patient reaches only their own (a Where filter); admins, clinical and fulfilment staff read all
 * (each read audited), so whoever answers a patient sees what they pay. Charging and refunding stay
 * an admin's (the collections' writes and the refund endpoint).
 */
export const billingReads: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin' || role === 'clinical' || role === 'fulfilment') return true
  const patient = patientId(req)
  return patient === null ? false : { patient: { equals: patient } }
}
