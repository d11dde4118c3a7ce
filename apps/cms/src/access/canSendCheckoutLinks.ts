import type { PayloadRequest } from 'payload'
import { staffRole } from './isStaff.ts'

/**
 * Who may make a checkout link that signs a patient in (ADR 010): the staff who talk to patients
 * and can already open their carts, admins and clinical staff. Marketing never sees patient data.
 */
export const canSendCheckoutLinks = ({ req }: { req: PayloadRequest }): boolean => {
  const role = staffRole(req)
  return role === 'admin' || role === 'clinical'
}
