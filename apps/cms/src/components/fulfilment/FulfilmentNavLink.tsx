import type { PayloadRequest, ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { isOrderStaff } from '../../access/orderStaff.ts'

/** The nav's link to /admin/fulfilment, for the staff who work the queue (ADR 045). */
export function FulfilmentNavLink({ payload, user, params }: ServerProps) {
  // A nav component is given the user, not the request; the rule reads nothing else of it.
  if (!isOrderStaff({ user } as PayloadRequest)) return null
  const href = formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/fulfilment' })
  const segments = params?.segments
  const current = Array.isArray(segments) && segments.length === 1 && segments[0] === 'fulfilment'
  return (
    <a className="nav__link" id="nav-fulfilment" href={href} aria-current={current ? 'page' : undefined}>
      {current && <div className="nav__link-indicator" />}
      <span className="nav__link-label">Fulfilment queue</span>
    </a>
  )
}
