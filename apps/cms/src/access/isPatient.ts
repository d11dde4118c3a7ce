import type { PayloadRequest } from 'payload'

/** The signed-in patient's id, or null when the request is not from a patient. */
export function patientId(req: PayloadRequest): number | string | null {
  const user = req.user
  if (!user || user.collection !== 'patients') return null
  return user.id
}
