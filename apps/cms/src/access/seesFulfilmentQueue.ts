import type { PayloadRequest } from 'payload'

/** Who works the fulfilment queue and sees its nav link: admins, clinical and fulfilment staff. */
const QUEUE_ROLES: readonly unknown[] = ['admin', 'clinical', 'fulfilment']

/** Takes the signed-in user (req.user, or the `user` a nav component is given). */
export function seesFulfilmentQueue(user: PayloadRequest['user'] | undefined): boolean {
  return !!user && user.collection === 'staff' && QUEUE_ROLES.includes(user.role)
}
