'use client'
import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useId, useRef, useState } from 'react'

import type { CheckoutLink } from '../collections/Carts/checkoutLink.ts'

type LinkState = { kind: 'idle' } | { kind: 'making' } | { kind: 'made'; link: CheckoutLink; copied: boolean } | { kind: 'failed'; message: string }

// dateStyle/timeStyle cannot be combined with timeZoneName (a RangeError), so the parts are named one by one.
const expiryFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }

/**
 * In a cart's edit view: makes a one-time checkout link for the patient (ADR 010) through
 * POST /api/carts/:id/checkout-link and shows it, ready to copy into an email, a text or a chat.
 * The link is shown once, here; the server keeps only its hash.
 */
export const CheckoutLinkField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const [state, setState] = useState<LinkState>({ kind: 'idle' })
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const noteId = useId()

  async function makeLink() {
    setState({ kind: 'making' })
    try {
      const response = await fetch(`${serverURL}${api}/carts/${id}/checkout-link`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as Partial<CheckoutLink> & { message?: string }
      if (!response.ok || !body.path || !body.expiresAt) {
        setState({ kind: 'failed', message: body.message ?? 'The checkout link could not be made. Please try again.' })
        return
      }
      setState({ kind: 'made', link: { path: body.path, url: body.url ?? null, expiresAt: body.expiresAt }, copied: false })
    } catch {
      setState({ kind: 'failed', message: 'The checkout link could not be made. Please check the connection and try again.' })
    }
  }

  async function copy(link: CheckoutLink) {
    const text = link.url ?? link.path
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      // No clipboard permission (an insecure origin): leave the link selected for Ctrl-C.
      input.current?.select()
      return
    }
    setState({ kind: 'made', link, copied: true })
  }

  if (id === undefined || id === null) return null

  return (
    <div className="field-type checkout-link-field" style={{ marginBottom: 'var(--spacing-field)' }}>
      <span className="field-label" style={{ display: 'block' }}>
        Checkout link
      </span>
      {status !== 'open' ? (
        <p className="field-description" style={{ margin: 0 }}>
          Only an open cart can have a checkout link.
        </p>
      ) : (
        <>
          <p className="field-description" id={noteId} style={{ margin: '0 0 calc(var(--base) * 0.5)' }}>
            The link signs the patient in once and expires in 48 hours. A new link replaces the previous one.
          </p>
          <Button buttonStyle="secondary" size="small" margin={false} disabled={state.kind === 'making'} onClick={() => void makeLink()}>
            {state.kind === 'making' ? 'Creating…' : 'Create checkout link'}
          </Button>
          {state.kind === 'failed' && (
            <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 'calc(var(--base) * 0.5) 0 0' }}>
              {state.message}
            </p>
          )}
          {state.kind === 'made' && (
            <div style={{ marginTop: 'calc(var(--base) * 0.75)' }}>
              <label className="field-label" htmlFor={inputId}>
                Link for the patient
              </label>
              <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', alignItems: 'stretch' }}>
                <div className="field-type text" style={{ flex: 1, minWidth: 0, margin: 0 }}>
                  <input
                    ref={input}
                    id={inputId}
                    type="text"
                    readOnly
                    value={state.link.url ?? state.link.path}
                    aria-describedby={noteId}
                    onFocus={(event) => event.currentTarget.select()}
                    style={{ width: '100%' }}
                  />
                </div>
                <Button buttonStyle="primary" size="small" margin={false} onClick={() => void copy(state.link)}>
                  {state.copied ? 'Copied' : 'Copy'}
                </Button>
              </div>
              <p className="field-description" style={{ margin: 'calc(var(--base) * 0.5) 0 0' }}>
                Expires {new Date(state.link.expiresAt).toLocaleString(undefined, expiryFormat)}
              </p>
            </div>
          )}
        </>
      )}
    </div>
  )
}
