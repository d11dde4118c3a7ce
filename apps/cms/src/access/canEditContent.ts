import type { Access } from 'payload'
import { staffRole } from './isStaff.ts'

/** Funnel copy, products, offers and settings: admins and marketing. */
export const canEditContent: Access = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'marketing'
}
