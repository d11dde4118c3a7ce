import { redirect } from '@remix-run/node'
import { cmsAsServer, type SignedInPatient } from '~/cms.server.ts'
import { commitSession, destroySession, getSession } from '~/session.server.ts'
import { sessionState, shouldRefresh, type SessionTimes } from './session-rules.ts'

export type { SignedInPatient }

/** The patient id of a live session, or null (no session, idle too long, or past 12 hours). */
export async function readPatientId(request: Request, now = new Date()): Promise<string | null> {
  const session = await getSession(request)
  const patientId = session.get('patientId')
  const times: SessionTimes = { startedAt: session.get('startedAt'), lastSeenAt: session.get('lastSeenAt') }
  if (typeof patientId !== 'string' || sessionState(times, now) !== 'active') return null
  return patientId
}

/**
 * The signed-in patient, to hand to `cmsAs` / `cmsFor` (so access rules and the audit log see them).
 * Finding the account the session cookie names is the server's own read: nobody is signed in yet.
 */
export async function getPatient(request: Request): Promise<SignedInPatient | null> {
  const patientId = await readPatientId(request)
  if (!patientId) return null
  const cms = await cmsAsServer()
  const patient = await cms.findByID({ collection: 'patients', id: patientId, depth: 0, disableErrors: true })
  return patient ? { ...patient, collection: 'patients' } : null
}

/** First line of every protected loader/action: the patient, or a redirect to sign in and back. */
export async function requirePatient(request: Request): Promise<SignedInPatient> {
  const patient = await getPatient(request)
  if (patient) return patient
  const url = new URL(request.url)
  throw redirect(`/login?page_ref=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
}

/**
 * A fresh session cookie for the patient (nothing from before carries over), with any extra
 * values the caller wants kept in it.
 */
export async function startPatientSession(request: Request, patientId: string | number, extra: Record<string, string> = {}): Promise<string> {
  const session = await getSession(request)
  for (const key of Object.keys(session.data)) session.unset(key)
  const now = new Date().toISOString()
  session.set('patientId', String(patientId))
  session.set('startedAt', now)
  session.set('lastSeenAt', now)
  for (const [key, value] of Object.entries(extra)) session.set(key, value)
  return commitSession(session)
}

export async function logPatientIn(request: Request, patientId: string | number, redirectTo: string) {
  return redirect(redirectTo, { headers: { 'Set-Cookie': await startPatientSession(request, patientId) } })
}

export async function logPatientOut(request: Request, redirectTo = '/login') {
  const session = await getSession(request)
  return redirect(redirectTo, { headers: { 'Set-Cookie': await destroySession(session) } })
}

/**
 * Called for every response (entry.server): keeps an active session alive (sliding idle timeout)
 * and marks pages of a signed-in patient as not to be stored by any cache.
 */
export async function refreshPatientSession(request: Request, headers: Headers, now = new Date()): Promise<void> {
  const session = await getSession(request)
  if (typeof session.get('patientId') !== 'string') return
  headers.set('Cache-Control', 'private, no-store')
  if (headers.has('Set-Cookie')) return
  const times: SessionTimes = { startedAt: session.get('startedAt'), lastSeenAt: session.get('lastSeenAt') }
  const state = sessionState(times, now)
  if (state !== 'active') {
    headers.append('Set-Cookie', await destroySession(session))
    return
  }
  if (!shouldRefresh(times, now)) return
  session.set('lastSeenAt', now.toISOString())
  headers.append('Set-Cookie', await commitSession(session))
}
