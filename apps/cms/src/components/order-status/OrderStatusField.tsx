'use client'
import { Button, Pill, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'

import './order-status.css'
import { OrderStatusHistory, type StatusChange } from './OrderStatusHistory.tsx'
import { deliveredAtFor, localDateInput, type StatusMove, statusMoves, statusName } from './statusActions.ts'

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; status: string; moves: StatusMove[]; held: string | null; history: StatusChange[] | null }

type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'refused'; message: string }

interface NextStatusesAnswer {
  status?: string
  next?: string[]
  /** Why placing is not offered yet (the patient may still answer the prescription). */
  held?: string
  message?: string
}

/** The server's own words for a refusal: `{ message }`, or Payload's `{ errors: [{ message }] }`. */
function refusalMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { message, errors } = body as { message?: unknown; errors?: { message?: unknown }[] }
    if (typeof message === 'string' && message) return message
    const first = Array.isArray(errors) ? errors[0]?.message : undefined
    if (typeof first === 'string' && first) return first
  }
  return fallback
}

async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => null)
}

const gap = 'calc(var(--base) * 0.5)'

/** The order's status, the moves from it and its history, as the panel shows them. */
async function readStatus(orderUrl: string, apiUrl: string, id: number | string): Promise<Loaded> {
  try {
    const historyQuery = new URLSearchParams({ 'where[order][equals]': String(id), sort: '-createdAt', depth: '1', limit: '100' })
    const [nextResponse, historyResponse] = await Promise.all([
      fetch(`${orderUrl}/next-statuses`, { credentials: 'include' }),
      fetch(`${apiUrl}/order-status-changes?${historyQuery}`, { credentials: 'include' }),
    ])
    const next = (await readJson(nextResponse)) as NextStatusesAnswer | null
    if (!nextResponse.ok || !next?.status) {
      return { kind: 'failed', message: refusalMessage(next, 'The order’s status could not be read. Please reload the page.') }
    }
    // The history is a help, not a condition: a member who may not read it still sees the moves.
    const history = historyResponse.ok ? (((await readJson(historyResponse)) as { docs?: StatusChange[] } | null)?.docs ?? []) : null
    return { kind: 'ready', status: next.status, moves: statusMoves(next.status, next.next ?? []), held: next.held ?? null, history }
  } catch {
    return { kind: 'failed', message: 'The order’s status could not be read. Please check the connection and reload the page.' }
  }
}

/**
 * In an order's edit view: where the order is, how it got there (order-status-changes) and the
 * moves this staff member may make now (GET /api/orders/:id/next-statuses), each sent to
 * POST /api/orders/:id/transition (ADR 045). The status itself is read-only in the form: every
 * change goes through the lifecycle, which checks it, records it and tells the patient.
 */
export const OrderStatusField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const orderUrl = `${serverURL}${api}/orders/${id}`
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [chosen, setChosen] = useState<StatusMove | null>(null)
  const [sending, setSending] = useState<Sending>({ kind: 'idle' })

  useEffect(() => {
    if (id !== undefined && id !== null) void readStatus(orderUrl, `${serverURL}${api}`, id).then(setLoaded)
  }, [api, id, orderUrl, serverURL])

  async function send(from: string, move: StatusMove, details: Record<string, string>) {
    setSending({ kind: 'sending' })
    try {
      const response = await fetch(`${orderUrl}/transition`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        // The status this panel shows: if someone moved the order since, the server refuses and changes nothing (ADR 085).
        body: JSON.stringify({ from, to: move.to, ...details }),
      })
      if (!response.ok) {
        setSending({
          kind: 'refused',
          message: refusalMessage(await readJson(response), `The order could not be moved to ${statusName(move.to)}. Please try again.`),
        })
        return
      }
      // The whole form shows the order as the lifecycle left it (carrier, tracking, delivery date).
      window.location.reload()
    } catch {
      setSending({ kind: 'refused', message: 'The order could not be moved. Please check the connection and try again.' })
    }
  }

  function choose(from: string, move: StatusMove) {
    setSending({ kind: 'idle' })
    if (move.form === 'none') {
      setChosen(null)
      void send(from, move, {})
    } else {
      setChosen(move)
    }
  }

  if (id === undefined || id === null) return null

  return (
    <section className="field-type order-status-panel" aria-labelledby="order-status-heading" style={{ marginBottom: 'var(--spacing-field)' }}>
      <h2 id="order-status-heading" className="field-label" style={{ fontSize: 'inherit', margin: `0 0 ${gap}` }}>
        Order status
      </h2>
      {loaded.kind === 'loading' && <p className="field-description">Reading the order’s status…</p>}
      {loaded.kind === 'failed' && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>
          {loaded.message}
        </p>
      )}
      {loaded.kind === 'ready' && (
        <>
          <p style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap, margin: `0 0 calc(var(--base) * 0.75)` }}>
            <span className="sr-only">Current status:</span>
            <Pill pillStyle="light-gray" size="medium">
              <span data-testid="order-status-current">{statusName(loaded.status)}</span>
            </Pill>
            <code style={{ color: 'var(--theme-elevation-500)' }}>{loaded.status}</code>
          </p>

          {loaded.held && (
            <p className="field-description" data-testid="order-status-held" style={{ margin: `0 0 ${gap}` }}>
              {loaded.held}
            </p>
          )}
          {loaded.moves.length === 0 ? (
            <p className="field-description" style={{ margin: `0 0 ${gap}` }}>
              There is nothing you can do with this order in this status.
            </p>
          ) : (
            <div role="group" aria-label="Move the order" style={{ display: 'flex', flexWrap: 'wrap', gap }}>
              {loaded.moves.map((move) => (
                <Button
                  key={move.to}
                  buttonStyle={move === loaded.moves[0] && !move.destructive ? 'primary' : 'secondary'}
                  className={move.destructive ? 'order-status-panel__destructive' : undefined}
                  size="small"
                  margin={false}
                  disabled={sending.kind === 'sending'}
                  aria-expanded={move.form === 'none' ? undefined : chosen?.to === move.to}
                  onClick={() => choose(loaded.status, move)}
                >
                  {move.label}
                </Button>
              ))}
            </div>
          )}

          {chosen && (
            <MoveForm
              key={chosen.to}
              move={chosen}
              orderId={String(id)}
              sending={sending.kind === 'sending'}
              onSend={(details) => void send(loaded.status, chosen, details)}
              onBack={() => {
                setChosen(null)
                setSending({ kind: 'idle' })
              }}
            />
          )}

          {sending.kind === 'sending' && !chosen && (
            <p className="field-description" role="status" style={{ margin: `${gap} 0 0` }}>
              Moving the order…
            </p>
          )}
          {sending.kind === 'refused' && (
            <p role="alert" style={{ color: 'var(--theme-error-500)', margin: `${gap} 0 0` }}>
              {sending.message}
            </p>
          )}

          <OrderStatusHistory history={loaded.history} />
        </>
      )}
    </section>
  )
}

interface MoveFormProps {
  move: StatusMove
  orderId: string
  sending: boolean
  onSend: (details: Record<string, string>) => void
  onBack: () => void
}

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) * 0.25)', minWidth: 0 } as const

/** What a move asks before it is sent: the shipment, the delivery date, or a reason and a confirmation. */
function MoveForm({ move, orderId, sending, onSend, onBack }: MoveFormProps) {
  const ids = { carrier: useId(), tracking: useId(), delivered: useId(), reason: useId(), problem: useId() }
  const today = localDateInput()
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  const [delivered, setDelivered] = useState(today)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function submit() {
    if (move.form === 'shipment') {
      if (carrier !== 'fedex' && carrier !== 'ups') return setProblem('Choose the carrier.')
      if (!tracking.trim()) return setProblem('Enter the tracking number.')
      return onSend({ logistics_provider: carrier, tracking_number: tracking.trim() })
    }
    if (move.form === 'delivery') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(delivered)) return setProblem('Enter the delivery date.')
      if (delivered > today) return setProblem('The delivery date cannot be in the future.')
      return onSend({ deliveredAt: deliveredAtFor(delivered) })
    }
    if (!reason.trim()) return setProblem('Give a reason.')
    return onSend({ reason: reason.trim() })
  }

  // The panel sits inside the order's own form: Enter in its fields confirms this move, never saves the order.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault()
      submit()
    }
  }

  const describedBy = problem ? ids.problem : undefined
  return (
    // Not a <form>: it is rendered inside the edit view's form, and forms cannot nest.
    <div
      role="group"
      aria-label={move.label}
      style={{
        marginTop: 'calc(var(--base) * 0.75)',
        padding: 'calc(var(--base) * 0.75)',
        border: `1px solid ${move.destructive ? 'var(--theme-error-500)' : 'var(--theme-elevation-150)'}`,
        borderRadius: 'var(--style-radius-m)',
        display: 'flex',
        flexDirection: 'column',
        gap: 'calc(var(--base) * 0.75)',
        maxWidth: '36rem',
      }}
    >
      {move.form === 'shipment' && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 0.75)' }}>
          <div className="field-type select" style={{ ...fieldStyle, flex: '1 1 10rem', margin: 0 }}>
            <label className="field-label" htmlFor={ids.carrier}>
              Carrier
            </label>
            <select
              id={ids.carrier}
              value={carrier}
              required
              aria-describedby={describedBy}
              onChange={(event) => setCarrier(event.target.value)}
              onKeyDown={onKeyDown}
              style={inputStyle}
            >
              <option value="">Choose…</option>
              <option value="fedex">FedEx</option>
              <option value="ups">UPS</option>
            </select>
          </div>
          <div className="field-type text" style={{ ...fieldStyle, flex: '2 1 14rem', margin: 0 }}>
            <label className="field-label" htmlFor={ids.tracking}>
              Tracking number
            </label>
            <input
              id={ids.tracking}
              type="text"
              value={tracking}
              required
              autoComplete="off"
              aria-describedby={describedBy}
              onChange={(event) => setTracking(event.target.value)}
              onKeyDown={onKeyDown}
              style={inputStyle}
            />
          </div>
        </div>
      )}
      {move.form === 'delivery' && (
        <div className="field-type date" style={{ ...fieldStyle, margin: 0, maxWidth: '14rem' }}>
          <label className="field-label" htmlFor={ids.delivered}>
            Delivered on
          </label>
          <input
            id={ids.delivered}
            type="date"
            value={delivered}
            max={today}
            required
            aria-describedby={describedBy}
            onChange={(event) => setDelivered(event.target.value)}
            onKeyDown={onKeyDown}
            style={inputStyle}
          />
        </div>
      )}
      {move.form === 'reason' && (
        <>
          {move.destructive && (
            <p style={{ margin: 0 }}>
              <strong>
                {move.confirmLabel} #{orderId}?
              </strong>{' '}
              This cannot be undone from the admin.
            </p>
          )}
          <div className="field-type textarea" style={{ ...fieldStyle, margin: 0 }}>
            <label className="field-label" htmlFor={ids.reason}>
              Reason (kept in the order’s history)
            </label>
            <textarea
              id={ids.reason}
              value={reason}
              rows={3}
              required
              aria-describedby={describedBy}
              onChange={(event) => setReason(event.target.value)}
              style={inputStyle}
            />
          </div>
        </>
      )}
      {problem && (
        <p id={ids.problem} role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>
          {problem}
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap }}>
        <Button
          buttonStyle="primary"
          className={move.destructive ? 'order-status-panel__destructive--confirm' : undefined}
          size="small"
          margin={false}
          disabled={sending}
          onClick={submit}
        >
          {sending ? 'Saving…' : move.confirmLabel}
        </Button>
        <Button buttonStyle="secondary" size="small" margin={false} disabled={sending} onClick={onBack}>
          {move.destructive ? 'Keep the order' : 'Back'}
        </Button>
      </div>
    </div>
  )
}

// Payload's own input look (its inputs are styled through these theme variables).
const inputStyle = {
  width: '100%',
  minHeight: 'calc(var(--base) * 2)',
  padding: 'calc(var(--base) * 0.4) calc(var(--base) * 0.6)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-elevation-800)',
  font: 'inherit',
} as const
