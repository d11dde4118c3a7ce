'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { ActionPanel } from '../ActionPanel.tsx'

/** The panel's filters: ids as typed, days as YYYY-MM-DD (UTC, both included). */
interface Filters {
  patient: string
  actor: string
  from: string
  to: string
}

const FIELD_OF: Record<keyof Filters, { field: string; op: string }> = {
  patient: { field: 'patient', op: 'equals' },
  actor: { field: 'actorId', op: 'equals' },
  from: { field: 'at', op: 'greater_than_equal' },
  to: { field: 'at', op: 'less_than' },
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString()

/** The list's own query (`where[and][i][field][op]=value`), as Payload's list reads it. */
function listQuery(filters: Filters): string {
  const params = new URLSearchParams()
  let index = 0
  for (const key of Object.keys(FIELD_OF) as (keyof Filters)[]) {
    const value = filters[key].trim()
    if (!value) continue
    const { field, op } = FIELD_OF[key]
    const stored = key === 'from' ? `${value}T00:00:00.000Z` : key === 'to' ? nextDay(value) : value
    params.set(`where[and][${index}][${field}][${op}]`, stored)
    index += 1
  }
  params.set('sort', '-sequence')
  return params.toString()
}

/** The filters the list shows now (read back from its query), so the panel and the list agree. */
function filtersFrom(search: URLSearchParams | null): Filters {
  const filters: Filters = { patient: '', actor: '', from: '', to: '' }
  if (!search) return filters
  for (const [name, value] of search.entries()) {
    const match = /^where\[and\]\[\d+\]\[(\w+)\]\[(\w+)\]$/.exec(name)
    if (!match) continue
    const [, field, op] = match
    if (field === 'patient' && op === 'equals') filters.patient = value
    else if (field === 'actorId' && op === 'equals') filters.actor = value
    else if (field === 'at' && op === 'greater_than_equal') filters.from = value.slice(0, 10)
    else if (field === 'at' && op === 'less_than') filters.to = new Date(Date.parse(value) - 86_400_000).toISOString().slice(0, 10)
  }
  return filters
}

type ChainState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; checked: number; unchained: number; firstBroken: { sequence: number; id: string; reason: string } | null }
  | { kind: 'failed'; message: string }

const REASONS: Record<string, string> = {
  changed: 'its contents were changed after it was written',
  'missing-before': 'the entry before it was removed',
  relinked: 'it no longer follows the entry before it',
}

/**
 * Above the audit log's list (ADR 106): filters by patient id, actor id and date range that apply to
 * the list, the same filters as a CSV download (the download is itself logged), and the hash chain check.
 */
export function AuditLogPanel() {
  const {
    config: {
      serverURL,
      routes: { api, admin },
    },
  } = useConfig()
  const search = useSearchParams()
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(search))
  const [chain, setChain] = useState<ChainState>({ kind: 'idle' })
  const ids = { patient: useId(), actor: useId(), from: useId(), to: useId() }

  const exportQuery = new URLSearchParams(
    (Object.keys(filters) as (keyof Filters)[]).filter((key) => filters[key].trim() !== '').map((key) => [key, filters[key].trim()]),
  ).toString()
  const exportHref = `${serverURL}${api}/audit-log/export${exportQuery ? `?${exportQuery}` : ''}`

  function show(event: FormEvent) {
    event.preventDefault()
    window.location.assign(`${admin}/collections/audit-log?${listQuery(filters)}`)
  }

  async function checkChain() {
    setChain({ kind: 'checking' })
    try {
      const response = await fetch(`${serverURL}${api}/audit-log/chain`, { credentials: 'include' })
      const body = (await response.json()) as {
        message?: string
        checked?: number
        unchained?: number
        firstBroken?: { sequence: number; id: string; reason: string } | null
      }
      if (!response.ok) setChain({ kind: 'failed', message: body.message ?? 'The chain could not be checked. Please try again.' })
      else setChain({ kind: 'done', checked: body.checked ?? 0, unchained: body.unchained ?? 0, firstBroken: body.firstBroken ?? null })
    } catch {
      setChain({ kind: 'failed', message: 'The chain could not be checked. Please check the connection and try again.' })
    }
  }

  const input = (key: keyof Filters, label: string, type: 'text' | 'date', hint: string) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 160 }}>
      <label className="field-label" htmlFor={ids[key]} style={{ margin: 0 }}>
        {label}
      </label>
      <input
        id={ids[key]}
        name={key}
        type={type}
        value={filters[key]}
        placeholder={hint}
        onChange={(event) => setFilters({ ...filters, [key]: event.target.value })}
        style={{
          height: 36,
          padding: '0 8px',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-s)',
          background: 'var(--theme-input-bg)',
          color: 'var(--theme-elevation-800)',
        }}
      />
    </div>
  )

  return (
    <div className="gutter--left gutter--right" style={{ marginTop: 'var(--base)' }}>
      <ActionPanel
        className="audit-log-panel"
        title="Find and export entries"
        description="Filter the entries below by patient, by who acted and by day (UTC, both days included), or download them as a CSV file. Each download is itself recorded in this log."
      >
        <form onSubmit={show} style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap', alignItems: 'flex-end' }}>
          {input('patient', 'Patient id', 'text', 'e.g. 42')}
          {input('actor', 'Who (id)', 'text', 'staff or patient id, site, unknown')}
          {input('from', 'From (day)', 'date', 'YYYY-MM-DD')}
          {input('to', 'To (day)', 'date', 'YYYY-MM-DD')}
          <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)' }}>
            <Button type="submit" buttonStyle="primary" size="small" margin={false}>
              Show entries
            </Button>
            <a className="btn btn--style-secondary btn--size-small" href={exportHref} download style={{ margin: 0 }}>
              Download CSV
            </a>
          </div>
        </form>
      </ActionPanel>
      <ActionPanel
        className="audit-chain-panel"
        title="Hash chain"
        description="Every entry holds the hash of the one before it. Checking walks the whole log and names the first entry that was changed or that follows a removed one."
      >
        <Button buttonStyle="secondary" size="small" margin={false} disabled={chain.kind === 'checking'} onClick={() => void checkChain()}>
          {chain.kind === 'checking' ? 'Checking…' : 'Check the chain'}
        </Button>
        {chain.kind === 'done' ? (
          <p role="status" style={{ margin: 'calc(var(--base) * 0.5) 0 0' }}>
            {chain.firstBroken
              ? `Broken at entry ${chain.firstBroken.sequence} (id ${chain.firstBroken.id}): ${REASONS[chain.firstBroken.reason] ?? chain.firstBroken.reason}. ${chain.checked} entries before it hold.`
              : `The chain holds: ${chain.checked} entries checked.`}
            {chain.unchained > 0 ? ` ${chain.unchained} older entries were written before the chain existed and are not checked.` : ''}
          </p>
        ) : null}
        {chain.kind === 'failed' ? (
          <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 'calc(var(--base) * 0.5) 0 0' }}>
            {chain.message}
          </p>
        ) : null}
      </ActionPanel>
    </div>
  )
}
