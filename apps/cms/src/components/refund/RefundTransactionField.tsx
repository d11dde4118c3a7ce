'use client'
import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'
import { ActionPanel } from '../ActionPanel.tsx'

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string }

const dollars = (cents: unknown) => (typeof cents === 'number' ? `$${(cents / 100).toFixed(2)}` : 'this amount')

/**
 * In a captured or paid transaction's edit view, for admins (ADR 096): gives the payment back
 * through POST /api/transactions/:id/refund. The server keys the refund by the transaction, so a
 * second click (or a second admin) is the same refund; the answer says which.
 */
export const RefundTransactionField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const amountCents = useFormFields(([fields]) => fields.amountCents?.value)
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const [confirming, setConfirming] = useState(false)
  const [state, setState] = useState<SendState>({ kind: 'idle' })
  if (id === undefined || id === null || (status !== 'captured' && status !== 'success')) return null

  async function send() {
    setState({ kind: 'sending' })
    try {
      const response = await fetch(`${serverURL}${api}/transactions/${id}/refund`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; alreadyRefunded?: boolean }
      if (!response.ok) {
        setState({ kind: 'failed', message: body.message ?? 'The payment was not refunded. Please try again.' })
        return
      }
      setConfirming(false)
      setState({
        kind: 'done',
        message: body.alreadyRefunded
          ? 'This payment was already refunded; nothing more was given back.'
          : `Refunded ${dollars(amountCents)}. A refunded transaction is recorded.`,
      })
    } catch {
      setState({ kind: 'failed', message: 'The payment was not refunded. Please check the connection and try again.' })
    }
  }

  return (
    <ActionPanel
      className="refund-transaction-field"
      title="Refund this payment"
      description={
        <>
          Gives {dollars(amountCents)} back to the patient’s card through the payment service and records a refunded transaction. The order’s status does not
          change; use the order’s actions for that.
        </>
      }
    >
      {confirming ? (
        <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', alignItems: 'center', flexWrap: 'wrap' }}>
          <span>Refund {dollars(amountCents)}?</span>
          <Button buttonStyle="primary" size="small" margin={false} disabled={state.kind === 'sending'} onClick={() => void send()}>
            {state.kind === 'sending' ? 'Refunding…' : 'Yes, refund'}
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} disabled={state.kind === 'sending'} onClick={() => setConfirming(false)}>
            Keep the payment
          </Button>
        </div>
      ) : (
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setConfirming(true)}>
          Refund payment
        </Button>
      )}
      {state.kind === 'done' ? (
        <p role="status" style={{ margin: 'calc(var(--base) * 0.5) 0 0' }}>
          {state.message}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 'calc(var(--base) * 0.5) 0 0' }}>
          {state.message}
        </p>
      ) : null}
    </ActionPanel>
  )
}
