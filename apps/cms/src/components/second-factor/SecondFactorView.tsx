import { MinimalTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'
import { isEnrolled, qrModules, remainingRecoveryCodes, startEnrolment } from '../../auth/staff/second-factor.ts'
import { pendingSignIn, signedInStaff } from '../../auth/staff/sessions.ts'
import { cmsEnv } from '../../env.ts'
import { SecondFactorForm } from './SecondFactorForm.tsx'

/** The QR code of the otpauth:// URI, drawn as one SVG path (no script, no image request). */
function QrCode({ text }: { text: string }) {
  const modules = qrModules(text)
  const quiet = 4
  const size = modules.length + quiet * 2
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + quiet} ${y + quiet}h1v1h-1z` : ''))).join('')
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width={200} height={200} role="img" aria-label="QR code for an authenticator app" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

/**
 * /admin/second-factor: after the password, a staff member enters the code from their
 * authenticator app (or a recovery code), or sets one up the first time (ADR 020). Signed-in staff
 * (marketing, for whom it is optional) set it up here too. Reachable without a full session: it
 * reads the pending sign-in itself and shows nothing to anyone else.
 */
export async function SecondFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const adminRoute = payload.config.routes.admin
  const apiBase = formatAdminURL({ apiRoute: payload.config.routes.api, serverURL: payload.config.serverURL })
  const loginUrl = formatAdminURL({ adminRoute, path: '/login' })
  const next = getSafeRedirect({ redirectTo: searchParams?.redirect ?? '', fallbackTo: adminRoute })

  const full = await signedInStaff(req)
  const caller = full ? { ...full, pending: false } : await pendingSignIn(payload, req.headers).then((found) => (found ? { ...found, pending: true } : null))
  if (!caller) redirect(loginUrl)

  if (isEnrolled(caller.staff)) {
    if (!caller.pending) {
      return (
        <MinimalTemplate className="second-factor">
          <h1>Second factor</h1>
          <p>
            Your second factor is on. {remainingRecoveryCodes(caller.staff)} of your recovery codes are unused. If you lose your phone and your codes, an admin
            can reset it from your staff record.
          </p>
          <a href={adminRoute}>Back to the admin</a>
        </MinimalTemplate>
      )
    }
    return (
      <MinimalTemplate className="second-factor">
        <SecondFactorForm mode="verify" apiBase={apiBase} next={next} loginUrl={loginUrl} email={caller.staff.email} pending />
      </MinimalTemplate>
    )
  }

  const enrolment = startEnrolment(payload, caller.staff)
  return (
    <MinimalTemplate className="second-factor">
      <SecondFactorForm
        mode="enrol"
        apiBase={apiBase}
        next={next}
        loginUrl={loginUrl}
        email={caller.staff.email}
        pending={caller.pending}
        enrolment={enrolment}
        qr={<QrCode text={enrolment.uri} />}
        // A developer's machine (http, no real users): how to get a code without an app.
        localHint={!cmsEnv.secureCookies}
      />
    </MinimalTemplate>
  )
}
