'use client'
import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState } from 'react'
import { ActionPanel } from '../ActionPanel.tsx'

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string }

/**
 * In a prescription's edit view, for admins (ADR 089): a prescription is never edited or deleted;
 * one written in error is voided with a reason through POST /api/prescriptions/:id/void. The status
 * shown here is sent as `from`, so an answer the patient gave meanwhile is not voided unseen.
 */
export const VoidPrescriptionField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [state, setState] = useState<SendState>({ kind: 'idle' })
  if (id === undefined || id === null || typeof status !== 'string' || status === 'void') return null

  async function send() {
    setState({ kind: 'sending' })
    try {
      const response = await fetch(`${serverURL}${api}/prescriptions/${id}/void`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: status, reason }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setState({ kind: 'failed', message: body.message ?? 'The prescription was not voided. Please try again.' })
        return
      }
      // The status, the reason and the order changed on the server: show them as stored.
      window.location.reload()
    } catch {
      setState({ kind: 'failed', message: 'The prescription was not voided. Please check the connection and try again.' })
    }
  }

  return (
    <ActionPanel
      className="void-prescription-field"
      title="Void this prescription"
      description={
        <>
          For a prescription written in error. It stays on record with your reason, the patient no longer sees it, and an order waiting on it goes back to needs
          review for a new prescription. A prescription the pharmacy has cannot be voided.
        </>
      }
    >
      <div className="field-type textarea" style={{ margin: '0 0 calc(var(--base) * 0.5)' }}>
        <label className="field-label" htmlFor={reasonId}>
          Reason<span className="required">*</span>
        </label>
        <textarea
          id={reasonId}
          value={reason}
          rows={2}
          required
          maxLength={400}
          onChange={(event) => setReason(event.target.value)}
          style={{ width: '100%' }}
        />
      </div>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={state.kind === 'sending' || !reason.trim()} onClick={() => void send()}>
        {state.kind === 'sending' ? 'Voiding…' : 'Void prescription'}
      </Button>
      {state.kind === 'failed' ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 'calc(var(--base) * 0.5) 0 0' }}>
          {state.message}
        </p>
      ) : null}
    </ActionPanel>
  )
}
