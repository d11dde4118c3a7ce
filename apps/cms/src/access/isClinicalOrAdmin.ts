import type { Access } from 'payload'
import { staffRole } from './isStaff.ts'

/** Questionnaires and clinical reads: clinical staff and admins. */
export const isClinicalOrAdmin: Access = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'clinical'
}
