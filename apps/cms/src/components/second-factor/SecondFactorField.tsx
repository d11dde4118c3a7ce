'use client'
import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'

const dateFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }

/**
 * On a staff record: whether the member's second factor is on (ADR 020). The member sets it up
 * from here (/admin/second-factor); an admin can reset someone's (a lost phone), which ends their
 * sessions and makes them set it up again at their next sign-in.
 */
export const SecondFactorField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const enrolledAt = useFormFields(([fields]) => fields.secondFactorEnrolledAt?.value)
  const { user } = useAuth()
  const {
    config: {
      serverURL,
      routes: { admin, api },
    },
  } = useConfig()
  const [message, setMessage] = useState<string | null>(null)
  const [resetDone, setResetDone] = useState(false)

  if (id === undefined || id === null) return null
  const isSelf = user?.id === id
  const isAdmin = (user as { role?: unknown } | null)?.role === 'admin'
  const enrolled = typeof enrolledAt === 'string' && enrolledAt !== '' && !resetDone

  async function reset() {
    if (!window.confirm('Remove this staff member’s second factor? They are signed out and set it up again at their next sign-in.')) return
    const response = await fetch(`${serverURL}${api}/staff/${id}/second-factor/reset`, { method: 'POST', credentials: 'include' })
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    setMessage(body.message ?? (response.ok ? 'Done.' : 'The second factor could not be reset.'))
    if (response.ok) setResetDone(true)
  }

  return (
    <div className="field-type second-factor-field" style={{ marginBottom: 'var(--spacing-field)' }}>
      <span className="field-label" style={{ display: 'block' }}>
        Second factor
      </span>
      <p className="field-description" style={{ margin: '0 0 calc(var(--base) * 0.5)' }}>
        {enrolled
          ? `On since ${new Date(enrolledAt).toLocaleDateString(undefined, dateFormat)}.`
          : 'Not set up. Admins and clinical staff set it up at their next sign-in; marketing may.'}
      </p>
      {isSelf && !enrolled ? (
        <a className="btn btn--style-secondary btn--size-small" href={`${admin}/second-factor`}>
          Set up now
        </a>
      ) : null}
      {isAdmin && enrolled ? (
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => void reset()}>
          Reset second factor
        </Button>
      ) : null}
      {message ? (
        <p role="status" className="field-description">
          {message}
        </p>
      ) : null}
    </div>
  )
}
