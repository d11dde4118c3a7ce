import type { PayloadRequest } from 'payload'

export type StaffRole = 'admin' | 'marketing' | 'clinical' | 'fulfilment' | 'support'

/** The signed-in staff member's role, or null when the request is not from staff. */
export function staffRole(req: PayloadRequest): StaffRole | null {
  const user = req.user
  if (!user || user.collection !== 'staff') return null
  return user.role
}

/** Who may open the admin at all (also usable as a collection's read/update access). */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => staffRole(req) !== null
