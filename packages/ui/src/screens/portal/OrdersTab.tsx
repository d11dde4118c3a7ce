import {
  ORDER_END_NOTES,
  ORDER_STEP_TITLES,
  SECONDARY_STEP_TITLES,
  orderActionLinks,
  orderStatusLabel,
  orderSteps,
  secondaryOrderSteps,
  trackingCarrier,
  trackingUrl,
  type RowId,
  type StepIcon,
} from '@telehealth/domain'
import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { Card } from '../../components/Card.tsx'
import { Modal } from '../../components/Modal.tsx'
import { formatDate } from '../../format.ts'

export interface OrderCardData {
  id: RowId
  product_name: string
  status: string
  created_at: string
  logistics_provider: string | null
  tracking_number: string | null
  submitted: number | null
  /** The latest prescription's status: 'pending' offers it to review at 'Prescription written'. */
  prescription_status?: string | null
  prescription_data: { rxId: string | null; name: string; directions: string | null }[]
  /** A no-charge replacement: the order whose items it replaces. */
  replacement_for?: RowId | null
}

export interface OrdersTabProps {
  orders: OrderCardData[]
  /** More actions under each order (the image upload), from the page. */
  renderOrderActions?: ((order: OrderCardData) => ReactNode) | undefined
  /** The CMS claims under the doctor-review and pharmacy steps. */
  claims: { doctorReview: string; pharmacy: string }
  /** What the last action did (an order cancelled), announced above the list. */
  notice?: string | undefined
  /** Why the last action was refused (a cancel too late), announced above the list. */
  alert?: string | undefined
}

const statusTone: Record<string, string> = {
  Complete: 'bg-brand-100 text-brand-800',
  'Needs Review': 'bg-accent-50 text-accent-700',
  Processing: 'bg-canvas text-muted',
  Cancelled: 'bg-canvas text-muted',
  'Not approved': 'bg-danger-50 text-danger',
  Refunded: 'bg-canvas text-muted',
}

/**
 * A step's mark. The current step (the spec's 'urgent') is an amber "!" only when the patient has
 * something to do there (an action link, a paused shipment); otherwise a ring: the care team or the
 * pharmacy has it, and an alarm would say otherwise (ADR 031).
 */
function StepMark({ icon, yours = false }: { icon: StepIcon; yours?: boolean }) {
  if (icon === 'checked') {
    return (
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path d="M5 10.5 8.5 14 15 6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only">Done:</span>
      </span>
    )
  }
  if (icon === 'urgent' && !yours) {
    return (
      <span className="grid size-7 shrink-0 place-items-center rounded-full border-2 border-brand-600 bg-white ring-4 ring-brand-100">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-600" />
        <span className="sr-only">Now:</span>
      </span>
    )
  }
  if (icon === 'urgent') {
    return (
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-400 text-ink ring-4 ring-accent-50">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path d="M10 5v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          <circle cx="10" cy="14.5" r="1.4" fill="currentColor" />
        </svg>
        <span className="sr-only">Now:</span>
      </span>
    )
  }
  return (
    <span className="grid size-7 shrink-0 place-items-center rounded-full border-2 border-line bg-white">
      <span className="sr-only">Next:</span>
    </span>
  )
}

function stepNote(status: string, claims: OrdersTabProps['claims']): string | null {
  if (status === 'waiting_prescription') return claims.doctorReview
  if (status === 'order_placed') return claims.pharmacy
  return null
}

function OrderSteps({ order, claims }: { order: OrderCardData; claims: OrdersTabProps['claims'] }) {
  const links = orderActionLinks(order)
  return (
    <ol className="mt-4 flex flex-col">
      {orderSteps(order.status).map((step, index, steps) => {
        const note = stepNote(step.status, claims)
        const stepLinks = step.icon === 'urgent' ? links : []
        return (
          <li key={step.status} aria-current={step.icon === 'urgent' ? 'step' : undefined} className="flex gap-3">
            <div className="flex flex-col items-center">
              <StepMark icon={step.icon} yours={stepLinks.length > 0 || step.status === 'shipping_paused'} />
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className={clsx('w-0.5 flex-1', step.icon === 'checked' ? 'bg-brand-600' : 'bg-line')} />
              ) : null}
            </div>
            <div className="min-w-0 flex-1 pb-4">
              <p className={clsx('leading-7', step.icon === 'urgent' ? 'font-semibold text-ink' : step.icon === 'checked' ? 'text-ink' : 'text-muted')}>
                {ORDER_STEP_TITLES[step.status as keyof typeof ORDER_STEP_TITLES] ?? step.status}
              </p>
              {note && step.icon !== 'checked' ? <p className="text-sm text-muted">{note}</p> : null}
              {stepLinks.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {link.label}
                </a>
              ))}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

function SecondarySteps({ status }: { status: string }) {
  const steps = secondaryOrderSteps(status)
  return (
    <ol className="mt-3 grid gap-1" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }} aria-label="Order progress">
      {steps.map((step) => (
        <li key={step.status} aria-current={step.icon === 'urgent' ? 'step' : undefined} className="flex flex-col items-center gap-1 text-center">
          <StepMark icon={step.icon} yours={step.status === 'appointment_required'} />
          <span className="text-[11px] leading-tight text-muted">{SECONDARY_STEP_TITLES[step.status]}</span>
        </li>
      ))}
    </ol>
  )
}

function TrackingLink({ order }: { order: OrderCardData }) {
  if (!order.tracking_number) return null
  const carrier = trackingCarrier(order.logistics_provider)
  return (
    <a
      href={trackingUrl(carrier, order.tracking_number)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4"
    >
      Track with {carrier === 'fedex' ? 'FedEx' : 'UPS'}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}

function InstructionsModal({ lines }: { lines: OrderCardData['prescription_data'] }) {
  if (lines.length === 0) return null
  return (
    <Modal
      title="Medication instructions"
      trigger={
        <button type="button" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
          Medication instructions
        </button>
      }
    >
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Name
            </th>
            <th scope="col" className="py-2 font-semibold">
              Directions
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.rxId ?? index} className="border-b border-line/60 align-top">
              <td className="py-2 pr-3 font-medium">{line.name}</td>
              <td className="py-2 text-muted">{line.directions ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  )
}

function OrderCard({ order, claims, expanded, actions }: { order: OrderCardData; claims: OrdersTabProps['claims']; expanded: boolean; actions?: ReactNode }) {
  const label = orderStatusLabel(order.status)
  const header = (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-ink">{order.product_name}</h3>
        <p className="text-sm text-muted">
          Order #{order.id} · {formatDate(order.created_at)}
        </p>
        {order.replacement_for != null ? (
          <p className="text-sm font-semibold text-brand-800">Replacement for order #{order.replacement_for} · no charge</p>
        ) : null}
      </div>
      <span className={clsx('shrink-0 rounded-full px-3 py-1 text-sm font-semibold', statusTone[label])}>{label}</span>
    </div>
  )
  const footer = (
    <div className="mt-1 flex flex-wrap gap-x-5">
      <TrackingLink order={order} />
      <InstructionsModal lines={order.prescription_data} />
      {actions}
    </div>
  )
  return (
    <Card as="li" aria-label={`${order.product_name}, order ${order.id}`}>
      {header}
      {order.status in ORDER_END_NOTES ? (
        <p className="mt-3 text-base text-muted">{ORDER_END_NOTES[order.status as keyof typeof ORDER_END_NOTES]}</p>
      ) : expanded ? (
        <OrderSteps order={order} claims={claims} />
      ) : (
        <>
          <SecondarySteps status={order.status} />
          <details className="mt-3">
            <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-700">All steps</summary>
            <OrderSteps order={order} claims={claims} />
          </details>
        </>
      )}
      {footer}
    </Card>
  )
}

/**
 * Order Tracking & Status Updates: each order with its label, its steps (the latest order in
 * full; older ones as the compact five-step view with the full list a tap away: ADR 031), the
 * action link of the current step, the carrier's tracking link and the prescription's directions.
 */
export function OrdersTab({ orders, claims, renderOrderActions, notice, alert }: OrdersTabProps) {
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2 id="orders-heading" className="text-xl font-bold text-ink">
        Order Tracking &amp; Status Updates
      </h2>
      {notice ? (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-base font-semibold text-brand-800">
          {notice}
        </p>
      ) : null}
      {alert ? (
        <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-base font-semibold text-danger">
          {alert}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <Card>
          <p className="text-base text-muted">You don&apos;t have any orders yet</p>
          <a href="/select-med" className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
            See treatment plans
          </a>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((order, index) => (
            <OrderCard key={order.id} order={order} claims={claims} expanded={index === 0} actions={renderOrderActions?.(order)} />
          ))}
        </ul>
      )}
    </section>
  )
}
