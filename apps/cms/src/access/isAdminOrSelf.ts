import type { Access } from 'payload'
import { staffRole } from './isStaff.ts'

/** Admins reach every staff record; other staff only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}
