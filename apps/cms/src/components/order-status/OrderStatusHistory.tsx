'use client'
import { statusName } from './statusActions.ts'

/** One order-status-changes record as the REST API answers it (depth 1: staff populated when readable). */
export interface StatusChange {
  id: number | string
  from?: string | null
  to: string
  actorKind?: string | null
  staff?: number | string | { id: number | string; name?: string | null; email?: string | null } | null
  patient?: unknown
  reason?: string | null
  createdAt: string
}

/** Who made a change, in words that need no further lookup. */
export function changedBy(change: StatusChange): string {
  if (change.actorKind === 'patient') return 'the patient'
  if (change.actorKind === 'system') return 'the system'
  const staff = change.staff
  if (staff && typeof staff === 'object') return staff.name || staff.email || `staff member #${staff.id}`
  if (staff !== null && staff !== undefined) return `staff member #${staff}`
  return change.actorKind === 'staff' ? 'a staff member' : 'unknown'
}

const whenFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }

/** The order's status changes, newest first. `null`: this member may not read them. */
export function OrderStatusHistory({ history }: { history: StatusChange[] | null }) {
  return (
    <div style={{ marginTop: 'calc(var(--base) * 1.25)' }}>
      <h3 id="order-status-history" className="field-label" style={{ fontSize: 'inherit', margin: '0 0 calc(var(--base) * 0.5)' }}>
        Status history
      </h3>
      {history === null ? (
        <p className="field-description" style={{ margin: 0 }}>
          You may not read this order’s history.
        </p>
      ) : history.length === 0 ? (
        <p className="field-description" style={{ margin: 0 }}>
          No status changes recorded yet.
        </p>
      ) : (
        <ol aria-labelledby="order-status-history" style={{ listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid var(--theme-elevation-100)' }}>
          {history.map((change) => (
            <li key={change.id} style={{ padding: 'calc(var(--base) * 0.5) 0', borderBottom: '1px solid var(--theme-elevation-100)' }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 'calc(var(--base) * 0.25) var(--base)' }}>
                {change.from ? (
                  <span>
                    {statusName(change.from)} <span aria-hidden="true">→</span>
                    <span className="sr-only"> to </span> <strong>{statusName(change.to)}</strong>
                  </span>
                ) : (
                  <span>
                    Created as <strong>{statusName(change.to)}</strong>
                  </span>
                )}
                <span style={{ color: 'var(--theme-elevation-500)' }}>
                  by {changedBy(change)}, <time dateTime={change.createdAt}>{new Date(change.createdAt).toLocaleString(undefined, whenFormat)}</time>
                </span>
              </div>
              {change.reason && <p style={{ margin: 'calc(var(--base) * 0.25) 0 0', color: 'var(--theme-elevation-650)' }}>“{change.reason}”</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
