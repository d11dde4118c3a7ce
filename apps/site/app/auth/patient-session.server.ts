import crypto from 'node:crypto'
import { redirect } from '@remix-run/node'
import { relationId, relationValue, tokenHash, type SessionEndReason, type SessionScope } from '@telehealth/cms/site'
import { rowIdText, sameRowId, type RowId } from '@telehealth/domain'
import { cmsAsServer, cmsFor, type SignedInPatient } from '~/cms.server.ts'
import { commitSession, destroySession, getSession } from '~/session.server.ts'
import { sessionState, shouldRefresh, type SessionTimes } from './session-rules.ts'

export type { SignedInPatient }

/**
 * A patient's session lives on the server (ADR 022): a `patient-sessions` row per sign-in. The
 * signed cookie holds only a random 128-bit id (`sid`) and the patient's id; the row is found by
 * the id's SHA-256 (one indexed read) and must not have ended and be within the idle and absolute
 * limits (session-rules.ts). Logging out ends the row, a password change or reset ends every row
 * of the patient (the patients collection's hook), so a copied cookie opens nothing afterwards,
 * whichever site process it reaches. Sessions are the server's own rows: the server's door.
 *
 * A session made by a staff member's checkout link (ADR 010) has the row's scope `checkout` (ADR
 * 103): it opens the checkout and thank-you pages (`requireCheckoutPatient`) and nothing else. Every
 * other door (`requirePatient`, `requirePatientForApi`, `getPatient`, `readSession`) treats it as
 * no session: pages send it to /login, resources answer 401. Signing in with a password there
 * starts a new, full session in its place.
 */

export interface LiveSession {
  /** The row's id. */
  id: RowId
  patientId: string
  /** `checkout`: made by a staff checkout link, good for the checkout and thank-you pages only. */
  scope: SessionScope
}

interface CookieSession {
  sid: string
  patientId: string
}

async function cookieSession(request: Request): Promise<CookieSession | null> {
  const session = await getSession(request)
  const sid: unknown = session.get('sid')
  const patientId: unknown = session.get('patientId')
  return typeof sid === 'string' && typeof patientId === 'string' && sid.length > 0 ? { sid, patientId } : null
}

async function findSessionRow(sid: string) {
  const cms = await cmsAsServer()
  const found = await cms.find({
    collection: 'patient-sessions',
    where: { tokenHash: { equals: tokenHash(sid) } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { patient: true, startedAt: true, lastSeenAt: true, endedAt: true, scope: true },
  })
  return found.docs[0] ?? null
}

/**
 * The live session the request's cookie names, whatever its scope, or null (no cookie, an unknown
 * id, ended, idle too long, past 12 hours, or another patient's). Activity moves `lastSeenAt` on,
 * written at most once a minute (REFRESH_AFTER_MS); a row found past its limits is marked ended ('expired').
 */
async function readAnySession(request: Request, now = new Date()): Promise<LiveSession | null> {
  const cookie = await cookieSession(request)
  if (!cookie) return null
  const row = await findSessionRow(cookie.sid)
  if (!row || row.endedAt) return null
  if (!sameRowId(relationId(row.patient), cookie.patientId)) return null
  const times: SessionTimes = { startedAt: row.startedAt, lastSeenAt: row.lastSeenAt }
  const cms = await cmsAsServer()
  if (sessionState(times, now) !== 'active') {
    await cms.update({
      collection: 'patient-sessions',
      id: row.id,
      depth: 0,
      select: { endedAt: true },
      data: { endedAt: now.toISOString(), endedReason: 'expired' },
    })
    return null
  }
  if (shouldRefresh(times, now)) {
    await cms.update({ collection: 'patient-sessions', id: row.id, depth: 0, select: { lastSeenAt: true }, data: { lastSeenAt: now.toISOString() } })
  }
  return { id: row.id, patientId: cookie.patientId, scope: row.scope === 'checkout' ? 'checkout' : 'full' }
}

/** The live session of a real sign-in, or null: a checkout link's session counts as none (ADR 103). */
export async function readSession(request: Request, now = new Date()): Promise<LiveSession | null> {
  const session = await readAnySession(request, now)
  return session?.scope === 'full' ? session : null
}

/** The patient id of a live session of a real sign-in, or null. */
export async function readPatientId(request: Request, now = new Date()): Promise<string | null> {
  return (await readSession(request, now))?.patientId ?? null
}

/**
 * The signed-in patient, to hand to `cmsAs` / `cmsFor` (so access rules and the audit log see them).
 * The session names the patient; their record is read for them (access off: the signed-in patient
 * is what this read makes, so there is no patient to act as yet).
 */
export async function getPatient(request: Request): Promise<SignedInPatient | null> {
  return patientOf(await readPatientId(request))
}

/** The patient of a real sign-in or of a checkout link (ADR 103): for the checkout and thank-you pages only. */
export async function getCheckoutPatient(request: Request): Promise<SignedInPatient | null> {
  return patientOf((await readAnySession(request))?.patientId ?? null)
}

async function patientOf(patientId: string | null): Promise<SignedInPatient | null> {
  if (!patientId) return null
  // Access off: this read makes the signed-in patient (see above).
  const patient = await (await cmsFor({ id: patientId })).findByID({ collection: 'patients', id: patientId, depth: 0, disableErrors: true })
  return patient ? { ...patient, collection: 'patients' } : null
}

function signInAndComeBack(request: Request): Response {
  const url = new URL(request.url)
  return redirect(`/login?page_ref=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
}

/**
 * First line of every protected loader/action: the patient of a real sign-in, or a redirect to sign
 * in and back (a checkout link's session too: the portal asks for the patient's password, ADR 103).
 */
export async function requirePatient(request: Request): Promise<SignedInPatient> {
  const patient = await getPatient(request)
  if (patient) return patient
  throw signInAndComeBack(request)
}

/** The checkout and thank-you pages' first line: a real sign-in or a checkout link's session (ADR 010, 103). */
export async function requireCheckoutPatient(request: Request): Promise<SignedInPatient> {
  const patient = await getCheckoutPatient(request)
  if (patient) return patient
  throw signInAndComeBack(request)
}

/** For the JSON calls (`/api/...`): the patient of a real sign-in, or a 401 in the same shape as the other answers. */
export async function requirePatientForApi(request: Request): Promise<SignedInPatient> {
  const patient = await getPatient(request)
  if (patient) return patient
  throw Response.json({ status: 'error', message: 'Please sign in.' }, { status: 401 })
}

/** Ends the session the request's cookie names, if it is live (logging out, or a new sign-in in this browser). */
async function endCookieSession(request: Request, reason: SessionEndReason, now = new Date()): Promise<void> {
  const cookie = await cookieSession(request)
  if (!cookie) return
  const row = await findSessionRow(cookie.sid)
  if (!row || row.endedAt) return
  const cms = await cmsAsServer()
  await cms.update({
    collection: 'patient-sessions',
    id: row.id,
    depth: 0,
    select: { endedAt: true },
    data: { endedAt: now.toISOString(), endedReason: reason },
  })
}

/**
 * A new session for the patient: a fresh row and a fresh cookie (nothing from before carries
 * over, and a session this browser held is ended), with any extra values the caller wants kept in
 * the cookie. `scope: 'checkout'` for a staff checkout link's sign-in (ADR 103). Answers the Set-Cookie header.
 */
export async function startPatientSession(
  request: Request,
  patientId: RowId,
  extra: Record<string, string> = {},
  scope: SessionScope = 'full',
): Promise<string> {
  await endCookieSession(request, 'replaced')
  const sid = crypto.randomBytes(16).toString('base64url')
  const now = new Date().toISOString()
  const cms = await cmsAsServer()
  await cms.create({
    collection: 'patient-sessions',
    depth: 0,
    select: { startedAt: true },
    data: { patient: relationValue(patientId), tokenHash: tokenHash(sid), startedAt: now, lastSeenAt: now, scope },
  })
  const session = await getSession(request)
  for (const key of Object.keys(session.data)) session.unset(key)
  for (const [key, value] of Object.entries(extra)) session.set(key, value)
  session.set('sid', sid)
  session.set('patientId', rowIdText(patientId))
  return commitSession(session)
}

export async function logPatientIn(request: Request, patientId: string | number, redirectTo: string) {
  return redirect(redirectTo, { headers: { 'Set-Cookie': await startPatientSession(request, patientId) } })
}

/**
 * Log out: the session ends on the server (a copy of the cookie opens nothing), and the cookie
 * goes. Answers the Set-Cookie header that removes it.
 */
export async function endPatientSession(request: Request): Promise<string> {
  await endCookieSession(request, 'logout')
  return destroySession(await getSession(request))
}

/**
 * Log Out's answer also empties this site's storage in the browser (ADR 103): questionnaire answers
 * kept on the device go with the session, with or without JavaScript. `"storage"` leaves cookies to
 * Set-Cookie (the session's is removed above) and the HTTP cache alone.
 */
export const CLEAR_SITE_STORAGE = { 'Clear-Site-Data': '"storage"' } as const

export async function logPatientOut(request: Request, redirectTo = '/login') {
  return redirect(redirectTo, { headers: { 'Set-Cookie': await endPatientSession(request), ...CLEAR_SITE_STORAGE } })
}

/**
 * The headers for a page that finds the browser's session cookie naming a session that has ended
 * (logged out elsewhere, idle, past 12 hours, a password change): the stale cookie goes and the
 * site's storage is emptied (ADR 103), so answers kept on the device do not outlive the session.
 * Null when there is no cookie or its session is live (a checkout link's included).
 */
export async function endedSessionHeaders(request: Request): Promise<Record<string, string> | null> {
  if (!(await cookieSession(request))) return null
  if (await readAnySession(request)) return null
  return { 'Set-Cookie': await destroySession(await getSession(request)), ...CLEAR_SITE_STORAGE }
}

/**
 * Called for every response (entry.server): pages of a browser with a patient session are marked
 * as not to be stored by any cache. Whether the session is live, and its activity, are checked
 * where the patient is needed (readSession), so this costs no database read.
 */
export async function refreshPatientSession(request: Request, headers: Headers): Promise<void> {
  if (await cookieSession(request)) headers.set('Cache-Control', 'private, no-store')
}
