'use client'
import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState } from 'react'

type ReviewState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; status: string } | { kind: 'failed'; message: string }

/**
 * In a replacement request's edit view: Approve (places a no-charge replacement order) or Deny
 * (with a reason) through POST /api/reship-requests/:id/review (ADR 044). Shown while the request
 * is still waiting for a decision.
 */
export const ReshipReviewField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const [state, setState] = useState<ReviewState>({ kind: 'idle' })
  const [reason, setReason] = useState('')
  const reasonId = useId()

  async function review(decision: 'approve' | 'deny') {
    if (decision === 'deny' && reason.trim() === '') {
      setState({ kind: 'failed', message: 'Please give a reason for the denial.' })
      return
    }
    setState({ kind: 'sending' })
    try {
      const response = await fetch(`${serverURL}${api}/reship-requests/${id}/review`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(decision === 'deny' ? { decision, reason } : { decision }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; request?: { status: string } }
      if (!response.ok || !body.request) {
        setState({ kind: 'failed', message: body.message ?? 'The decision could not be saved. Please try again.' })
        return
      }
      setState({ kind: 'done', status: body.request.status })
      // The form shows the stored decision after a reload.
      window.location.reload()
    } catch {
      setState({ kind: 'failed', message: 'The decision could not be saved. Please check the connection and try again.' })
    }
  }

  if (id === undefined || id === null) return null
  const decided = state.kind === 'done' ? state.status : status !== 'received' ? (typeof status === 'string' ? status : '') : null

  return (
    <div className="field-type reship-review-field" style={{ marginBottom: 'var(--spacing-field)' }}>
      <span className="field-label" style={{ display: 'block' }}>
        Decision
      </span>
      {decided ? (
        <>
          <p className="field-description" style={{ margin: 0 }}>
            This request has been {decided === 'approved' ? 'approved' : decided === 'rejected' ? 'denied' : decided}.
          </p>
          {decided === 'approved' && state.kind !== 'done' && (
            // An approval the pharmacy did not take all of is finished by approving again (ADR 090).
            <p className="field-description" style={{ margin: 'calc(var(--base) * 0.5) 0 0' }}>
              A replacement order without a pharmacy reference has not reached the pharmacy yet.{' '}
              <Button buttonStyle="secondary" size="small" margin={false} disabled={state.kind === 'sending'} onClick={() => void review('approve')}>
                Send to the pharmacy again
              </Button>
            </p>
          )}
          {state.kind === 'failed' && (
            <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 'calc(var(--base) * 0.5) 0 0' }}>
              {state.message}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="field-description" style={{ margin: '0 0 calc(var(--base) * 0.5)' }}>
            Approving places a no-charge replacement of each item&apos;s order, shipped to the same address. The patient is emailed either way.
          </p>
          <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', flexWrap: 'wrap' }}>
            <Button buttonStyle="primary" size="small" margin={false} disabled={state.kind === 'sending'} onClick={() => void review('approve')}>
              Approve
            </Button>
          </div>
          <div className="field-type textarea" style={{ margin: 'calc(var(--base) * 0.75) 0 calc(var(--base) * 0.5)' }}>
            <label className="field-label" htmlFor={reasonId}>
              Reason for a denial
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              style={{ width: '100%' }}
            />
          </div>
          <Button buttonStyle="secondary" size="small" margin={false} disabled={state.kind === 'sending'} onClick={() => void review('deny')}>
            Deny
          </Button>
          {state.kind === 'failed' && (
            <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 'calc(var(--base) * 0.5) 0 0' }}>
              {state.message}
            </p>
          )}
        </>
      )}
    </div>
  )
}
