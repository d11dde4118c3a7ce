'use client'
import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { PRESCRIBABLE_ORDER_STATUSES } from '@telehealth/domain'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState, type CSSProperties } from 'react'
import { ActionPanel } from '../ActionPanel.tsx'

interface ItemDraft {
  rxId: string
  medId: string
  name: string
  strength: string
  directions: string
}

// The domain's PRESCRIBABLE_ORDER_STATUSES, spelt out: the admin's browser bundle does not take the domain's index.
const PRESCRIBABLE: typeof PRESCRIBABLE_ORDER_STATUSES = ['waiting_prescription', 'needs_review']

const emptyItem = (): ItemDraft => ({ rxId: '', medId: '', name: '', strength: '', directions: '' })

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string }

const gap: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) * 0.5)' }
const row: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: 'calc(var(--base) * 0.5)' }

function idOf(value: unknown): string | null {
  const id: unknown = value && typeof value === 'object' && 'id' in value ? value.id : value
  return (typeof id === 'string' && id !== '') || typeof id === 'number' ? String(id) : null
}

function TextInput({
  label,
  value,
  onChange,
  required = false,
  multiline = false,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  multiline?: boolean
}) {
  const id = useId()
  return (
    <div className={`field-type ${multiline ? 'textarea' : 'text'}`} style={{ margin: 0 }}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <span className="required">*</span> : null}
      </label>
      {multiline ? (
        <textarea id={id} value={value} rows={2} required={required} onChange={(event) => onChange(event.target.value)} style={{ width: '100%' }} />
      ) : (
        // Inside the order's own form: Enter in a box does not save the order.
        <input
          id={id}
          type="text"
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
          style={{ width: '100%' }}
        />
      )}
    </div>
  )
}

/**
 * In an order's edit view (clinical staff and admins; ADR 049): links to what the patient
 * submitted (each read audited by its collection), then the encounter and the prescription,
 * sent to POST /api/orders/:id/prescribe, which creates the prescription for the patient to
 * confirm and moves the order to prescription_received. Other moves are the order's actions.
 */
export const PrescribeField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const patient = useFormFields(([fields]) => idOf(fields.patient?.value))
  const {
    config: {
      serverURL,
      routes: { api, admin },
    },
  } = useConfig()
  const [doctor, setDoctor] = useState('')
  const [provider, setProvider] = useState('')
  const [visit, setVisit] = useState('')
  const [items, setItems] = useState<ItemDraft[]>([emptyItem()])
  const [state, setState] = useState<SendState>({ kind: 'idle' })

  if (id === undefined || id === null) return null
  const open = typeof status === 'string' && (PRESCRIBABLE as readonly string[]).includes(status)
  const base = `${serverURL}${admin}/collections`

  const setItem = (index: number, key: keyof ItemDraft, value: string) =>
    setItems((all) => all.map((item, at) => (at === index ? { ...item, [key]: value } : item)))

  async function send() {
    setState({ kind: 'sending' })
    try {
      const response = await fetch(`${serverURL}${api}/orders/${id}/prescribe`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ doctor, provider: provider.trim(), external_visit_id: visit.trim(), items }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setState({ kind: 'failed', message: body.message ?? 'The prescription was not saved. Please try again.' })
        return
      }
      setState({ kind: 'sent' })
      // The status and the encounter changed on the server: show the order as stored.
      window.location.reload()
    } catch {
      setState({ kind: 'failed', message: 'The prescription was not saved. Please check the connection and try again.' })
    }
  }

  return (
    <ActionPanel
      className="prescribe-field"
      title="Prescribe"
      description={
        <>
          Review first:{' '}
          {patient ? (
            <>
              <a href={`${base}/patients/${patient}`}>the patient</a>,{' '}
              <a href={`${base}/questionnaire-responses?where[order][equals]=${id}`}>questionnaire answers</a>,{' '}
              <a href={`${base}/uploads?where[patient][equals]=${patient}`}>uploads</a>,{' '}
            </>
          ) : null}
          <a href={`${base}/prescriptions?where[order][equals]=${id}`}>prescriptions of this order</a>.
        </>
      }
    >
      {!open ? (
        <p className="field-description" style={{ margin: 0 }}>
          A prescription is written while the order waits for one or needs review.
        </p>
      ) : (
        // Inside the order's own form: a group, not a nested form (its text boxes keep Enter from saving the order).
        <div role="group" aria-label="Encounter and prescription" style={gap}>
          <div style={row}>
            <TextInput label="Doctor" value={doctor} onChange={setDoctor} required />
            <TextInput label="Provider (number)" value={provider} onChange={setProvider} required />
            <TextInput label="External visit id" value={visit} onChange={setVisit} required />
          </div>
          {items.map((item, index) => (
            <div key={index} style={{ ...gap, borderTop: '1px solid var(--theme-elevation-100)', paddingTop: 'calc(var(--base) * 0.5)' }}>
              <div style={row}>
                <TextInput label={`Item ${index + 1}: name`} value={item.name} onChange={(value) => setItem(index, 'name', value)} required />
                <TextInput label="Strength" value={item.strength} onChange={(value) => setItem(index, 'strength', value)} />
                <TextInput label="Rx id" value={item.rxId} onChange={(value) => setItem(index, 'rxId', value)} />
                <TextInput label="Medication id" value={item.medId} onChange={(value) => setItem(index, 'medId', value)} />
              </div>
              <TextInput label="Directions" value={item.directions} onChange={(value) => setItem(index, 'directions', value)} multiline />
              {items.length > 1 ? (
                <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setItems((all) => all.filter((_, at) => at !== index))}>
                  Remove item {index + 1}
                </Button>
              ) : null}
            </div>
          ))}
          <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', flexWrap: 'wrap' }}>
            <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setItems((all) => [...all, emptyItem()])} disabled={items.length >= 20}>
              Add item
            </Button>
            <Button buttonStyle="primary" size="small" margin={false} disabled={state.kind === 'sending'} onClick={() => void send()}>
              {state.kind === 'sending' ? 'Saving…' : 'Save prescription and send to the patient'}
            </Button>
          </div>
          {state.kind === 'failed' ? (
            <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>
              {state.message}
            </p>
          ) : null}
          {state.kind === 'sent' ? (
            <p role="status" style={{ margin: 0 }}>
              Prescription saved; the patient is asked to confirm it.
            </p>
          ) : null}
        </div>
      )}
    </ActionPanel>
  )
}
