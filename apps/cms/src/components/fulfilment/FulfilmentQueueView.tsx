import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, PayloadRequest, Where } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { prescriptionPlacementHold, rowIdText } from '@telehealth/domain'
import { isOrderStaff } from '../../access/orderStaff.ts'
import { relationId } from '../../fields/relation-id.ts'

/** The queue's groups, in the order the work goes (ADR 045). */
const QUEUE = [
  { status: 'prescription_received', title: 'Ready to place with the pharmacy', short: 'Ready to place' },
  { status: 'order_placed', title: 'Placed with the pharmacy, to ship', short: 'To ship' },
  { status: 'shipping_paused', title: 'Shipping paused', short: 'Paused' },
  { status: 'order_shipped', title: 'Shipped, to deliver', short: 'Shipped' },
  { status: 'order_delivered', title: 'Delivered, to complete', short: 'Delivered' },
] as const

/** How many orders a group lists; the rest are one click away in the orders list. */
const GROUP_LIMIT = 100

interface QueueOrder {
  id: number | string
  medication?: string | null
  paymentTerms?: string | null
  logistics_provider?: string | null
  tracking_number?: string | null
  shippingAddress?: { city?: string | null; state?: string | null } | null
  updatedAt: string
  /** Why it cannot be placed yet: its prescription waits for the patient, or they declined it (ADR 091). */
  held?: string
}

interface QueueGroup {
  status: string
  title: string
  short: string
  total: number
  orders: QueueOrder[]
}

const dateFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }

/** The orders in the group's status, oldest change first (the longest waiting on top), read as the staff member. */
async function readGroup(req: PayloadRequest, { status, title, short }: (typeof QUEUE)[number]): Promise<QueueGroup> {
  const where: Where = { status: { equals: status } }
  const found = await req.payload.find({
    collection: 'orders',
    where,
    sort: 'updatedAt',
    limit: GROUP_LIMIT,
    depth: 0,
    // Only what shipping needs: no patient, no money.
    select: {
      medication: true,
      paymentTerms: true,
      logistics_provider: true,
      tracking_number: true,
      shippingAddress: { city: true, state: true },
      updatedAt: true,
    },
    user: req.user,
    overrideAccess: false,
    req,
  })
  const orders = found.docs as unknown as QueueOrder[]
  if (status === 'prescription_received') await markHeld(req, orders)
  return { status, title, short, total: found.totalDocs, orders }
}

const timeFormat: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }

/**
 * Marks the orders whose latest prescription holds placing (the lifecycle refuses them until then):
 * one read of their prescriptions' status and date only. Access off: a fulfilment member sees no
 * prescription, only that one waits.
 */
async function markHeld(req: PayloadRequest, orders: QueueOrder[]): Promise<void> {
  if (orders.length === 0) return
  const found = await req.payload.find({
    collection: 'prescriptions',
    where: { order: { in: orders.map((order) => order.id) } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    select: { order: true, status: true, createdAt: true },
    overrideAccess: true,
    req,
  })
  const latest = new Map<string, { status: string; createdAt: string }>()
  for (const prescription of found.docs) {
    const key = rowIdText(relationId(prescription.order))
    if (!latest.has(key)) latest.set(key, prescription)
  }
  const now = new Date()
  for (const order of orders) {
    const hold = prescriptionPlacementHold(latest.get(rowIdText(order.id)), now)
    if (hold?.kind === 'declined') order.held = 'The patient declined the prescription'
    else if (hold) order.held = `Waiting for the patient’s answer until ${hold.until.toLocaleString('en-US', timeFormat)}`
  }
}

/**
 * /admin/fulfilment: the orders staff move along, grouped by status with their counts, each row
 * opening the order (where the Order status panel moves it). For admins, clinical and fulfilment
 * staff; read through the Local API as the signed-in member, access rules on.
 */
export async function FulfilmentQueueView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload } = req
  const adminRoute = payload.config.routes.admin
  const allowed = isOrderStaff(req)
  const groups = allowed ? await Promise.all(QUEUE.map((group) => readGroup(req, group))) : []
  const orderUrl = (id: number | string) => formatAdminURL({ adminRoute, path: `/collections/orders/${id}` })
  const listUrl = (status: string) =>
    `${formatAdminURL({ adminRoute, path: '/collections/orders' })}?${new URLSearchParams({ 'where[status][equals]': status })}`

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
      viewType="fulfilment"
    >
      <Gutter className="fulfilment-queue">
        <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) * 0.5)' }}>Fulfilment queue</h1>
        {!allowed ? (
          <p>The fulfilment queue is for admins, clinical and fulfilment staff.</p>
        ) : (
          <>
            <p style={{ margin: '0 0 var(--base)', color: 'var(--theme-elevation-600)' }}>
              Orders on their way to the patient, longest waiting first. Open an order to move it on.
            </p>
            <nav aria-label="Queue summary" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 0.5)' }}>
                {groups.map((group) => (
                  <li key={group.status}>
                    <a
                      href={`#queue-${group.status}`}
                      style={{
                        display: 'inline-flex',
                        gap: 'calc(var(--base) * 0.4)',
                        alignItems: 'baseline',
                        padding: 'calc(var(--base) * 0.3) calc(var(--base) * 0.6)',
                        borderRadius: 'var(--style-radius-l)',
                        background: 'var(--theme-elevation-100)',
                        color: 'var(--theme-elevation-800)',
                        textDecoration: 'none',
                      }}
                    >
                      {group.short} <strong>{group.total}</strong>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {groups.map((group) => (
              <QueueSection key={group.status} group={group} orderUrl={orderUrl} listUrl={listUrl(group.status)} />
            ))}
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

function QueueSection({ group, orderUrl, listUrl }: { group: QueueGroup; orderUrl: (id: number | string) => string; listUrl: string }) {
  const headingId = `queue-${group.status}`
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2
        id={headingId}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: 'calc(var(--base) * 0.5)',
          fontSize: '1.25rem',
          margin: '0 0 calc(var(--base) * 0.5)',
        }}
      >
        {group.title} <span style={{ color: 'var(--theme-elevation-500)', fontWeight: 'normal' }}>({group.total})</span>
      </h2>
      {group.orders.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>No orders here.</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid var(--theme-elevation-100)' }}>
          {group.orders.map((order) => (
            <li
              key={order.id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                gap: 'calc(var(--base) * 0.25) var(--base)',
                padding: 'calc(var(--base) * 0.6) 0',
                borderBottom: '1px solid var(--theme-elevation-100)',
              }}
            >
              <a href={orderUrl(order.id)} style={{ fontWeight: 600, minWidth: '6rem' }}>
                Order #{order.id}
              </a>
              <span style={{ flex: '1 1 12rem' }}>
                {[order.medication ? capitalise(order.medication) : null, order.paymentTerms ? `${order.paymentTerms}-month plan` : null]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </span>
              <span style={{ flex: '1 1 10rem', color: 'var(--theme-elevation-650)' }}>
                {[order.shippingAddress?.city, order.shippingAddress?.state].filter(Boolean).join(', ')}
              </span>
              {order.held && (
                <span data-testid="queue-held" style={{ flex: '1 1 14rem', color: 'var(--theme-warning-700, var(--theme-elevation-800))' }}>
                  {order.held}
                </span>
              )}
              {order.tracking_number && group.status !== 'prescription_received' && (
                <span style={{ flex: '1 1 12rem', color: 'var(--theme-elevation-650)' }}>
                  {order.logistics_provider === 'fedex' ? 'FedEx' : 'UPS'} {order.tracking_number}
                </span>
              )}
              <span style={{ marginLeft: 'auto', color: 'var(--theme-elevation-500)' }}>
                since <time dateTime={order.updatedAt}>{new Date(order.updatedAt).toLocaleDateString('en-US', dateFormat)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {group.total > group.orders.length && (
        <p style={{ margin: 'calc(var(--base) * 0.5) 0 0' }}>
          <a href={listUrl}>See all {group.total} in the orders list</a>
        </p>
      )}
    </section>
  )
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
