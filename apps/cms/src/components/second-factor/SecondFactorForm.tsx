'use client'
import { Button } from '@payloadcms/ui'
import { type FormEvent, type ReactNode, useId, useState } from 'react'

interface Props {
  mode: 'enrol' | 'verify'
  /** e.g. /api */
  apiBase: string
  /** Where to go once signed in. */
  next: string
  /** The admin's login page, after "Sign out". */
  loginUrl: string
  email: string
  /** A password sign-in still owing the second factor (false: a signed-in member enrolling). */
  pending: boolean
  enrolment?: { secret: string; uri: string; enrolment: string }
  qr?: ReactNode
  localHint?: boolean
}

type Stage = { kind: 'form'; message: string | null; busy: boolean } | { kind: 'codes'; codes: string[] }

async function post(url: string, body: object): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: response.ok, data }
}

const fieldStyle = { marginBottom: 'var(--base)' } as const
const inputStyle = { width: '100%' } as const

/**
 * The second-factor form (ADR 020): set up an authenticator app (QR code, or the key typed in) and
 * confirm it with a first code, then keep the ten recovery codes; or, at a later sign-in, enter the
 * current code or one recovery code.
 */
export function SecondFactorForm({ mode, apiBase, next, loginUrl, email, pending, enrolment, qr, localHint }: Props) {
  const [stage, setStage] = useState<Stage>({ kind: 'form', message: null, busy: false })
  const [useRecovery, setUseRecovery] = useState(false)
  const [value, setValue] = useState('')
  const inputId = useId()
  const alertId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setStage({ kind: 'form', message: null, busy: true })
    try {
      const { ok, data } =
        mode === 'enrol'
          ? await post(`${apiBase}/staff/second-factor/confirm`, { enrolment: enrolment?.enrolment, code: value })
          : await post(`${apiBase}/staff/second-factor/verify`, useRecovery ? { recoveryCode: value } : { code: value })
      if (!ok) {
        setStage({ kind: 'form', message: typeof data.message === 'string' ? data.message : 'That did not work. Please try again.', busy: false })
        return
      }
      if (Array.isArray(data.recoveryCodes)) {
        setStage({ kind: 'codes', codes: data.recoveryCodes.filter((code): code is string => typeof code === 'string') })
        return
      }
      window.location.assign(next)
    } catch {
      setStage({ kind: 'form', message: 'The admin could not be reached. Please check the connection and try again.', busy: false })
    }
  }

  async function signOut() {
    await post(`${apiBase}/staff/second-factor/cancel`, {}).catch(() => null)
    window.location.assign(loginUrl)
  }

  if (stage.kind === 'codes') {
    return (
      <div>
        <h1>Save your recovery codes</h1>
        <p>Each code signs you in once if you lose your phone. Keep them somewhere safe, apart from your phone: they are shown only this once.</p>
        <ul aria-label="Recovery codes" style={{ fontFamily: 'monospace', fontSize: '1.1em', columns: 2, listStyle: 'none', padding: 0 }}>
          {stage.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button buttonStyle="primary" onClick={() => window.location.assign(next)}>
          Continue to the admin
        </Button>
      </div>
    )
  }

  const label = useRecovery ? 'Recovery code' : 'Code from the app'
  return (
    <div>
      <h1>{mode === 'enrol' ? 'Set up your second factor' : 'Enter your sign-in code'}</h1>
      {mode === 'enrol' && enrolment ? (
        <>
          <p>
            {pending ? `Signing in as ${email}. ` : ''}
            Admins and clinical staff sign in with a code from an authenticator app as well as their password. Scan this QR code with the app (Google
            Authenticator, Microsoft Authenticator, 1Password...), or type in the key.
          </p>
          <div style={{ margin: 'var(--base) 0' }}>{qr}</div>
          <p>
            Key:{' '}
            <code aria-label="Setup key" style={{ userSelect: 'all', wordBreak: 'break-all' }}>
              {enrolment.secret}
            </code>
          </p>
          <details style={{ marginBottom: 'var(--base)' }}>
            <summary>Set-up link (otpauth URI)</summary>
            <code aria-label="Set-up link" style={{ wordBreak: 'break-all' }}>
              {enrolment.uri}
            </code>
          </details>
          {localHint ? (
            <p style={{ display: 'block', fontSize: '0.85em', opacity: 0.8 }}>
              On a development machine without an app, this prints the current code:
              <code style={{ display: 'block', marginTop: 4, overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                npm run totp -w @telehealth/cms -- {enrolment.secret}
              </code>
            </p>
          ) : null}
        </>
      ) : (
        <p>Signing in as {email}. Enter the six-digit code your authenticator app shows now.</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field-type text" style={fieldStyle}>
          <label className="field-label" htmlFor={inputId}>
            {label}
          </label>
          <input
            id={inputId}
            name={useRecovery ? 'recoveryCode' : 'code'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code box is the one thing this sign-in step asks for; the code expires in seconds
            autoFocus
            required
            style={inputStyle}
            aria-describedby={stage.message ? alertId : undefined}
          />
        </div>
        {stage.message ? (
          <p id={alertId} role="alert" style={{ color: 'var(--theme-error-500)' }}>
            {stage.message}
          </p>
        ) : null}
        <Button type="submit" buttonStyle="primary" disabled={stage.busy}>
          {stage.busy ? 'Checking…' : mode === 'enrol' ? 'Turn on the second factor' : 'Verify'}
        </Button>
      </form>
      <div style={{ display: 'flex', gap: 'var(--base)', marginTop: 'var(--base)' }}>
        {mode === 'verify' ? (
          <Button
            buttonStyle="secondary"
            size="small"
            onClick={() => {
              setUseRecovery(!useRecovery)
              setValue('')
            }}
          >
            {useRecovery ? 'Use a code from the app' : 'Use a recovery code instead'}
          </Button>
        ) : null}
        {pending ? (
          <Button buttonStyle="secondary" size="small" onClick={() => void signOut()}>
            Sign out
          </Button>
        ) : null}
      </div>
    </div>
  )
}
