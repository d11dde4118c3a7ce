import { getFieldsToSign, jwtSign, type Payload, type PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie, parseCookies } from 'payload/shared'
import { PENDING_SECOND_FACTOR_SECONDS, tokenExpiry } from './policy.ts'
import { findStaffRecord, liveSession, STAFF, writeStaffAuthState, type StaffRecord } from './second-factor.ts'
import { open, seal } from './sealed.ts'

/**
 * Staff sessions and the second factor (ADR 020).
 *
 * A password sign-in of someone who needs a second factor does not get Payload's token: it gets a
 * *pending* token in the same cookie (or the response body), sealed with a key of our own, which
 * Payload's JWT strategy cannot read. So until the code is entered, the request is anonymous to
 * every collection, global and the admin, whatever their access rules say. The second-factor
 * endpoints read the pending token, check the code, and only then sign Payload's own token for the
 * same session (sid): that token is the only kind that opens anything.
 */

interface PendingClaims {
  id: number | string
  sid: string
  exp: number
}

export function pendingToken(payload: Payload, id: number | string, sid: string): { token: string; exp: number } {
  const exp = Math.floor(Date.now() / 1000) + PENDING_SECOND_FACTOR_SECONDS
  return { token: seal(payload.secret, 'pending-session', STAFF, JSON.stringify({ id, sid, exp } satisfies PendingClaims)), exp }
}

export function readPendingToken(payload: Payload, token: string): PendingClaims | null {
  const plaintext = open(payload.secret, 'pending-session', STAFF, token)
  if (!plaintext) return null
  const claims = JSON.parse(plaintext) as Partial<PendingClaims>
  if ((typeof claims.id !== 'number' && typeof claims.id !== 'string') || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null
  return claims.exp > Date.now() / 1000 ? { id: claims.id, sid: claims.sid, exp: claims.exp } : null
}

/** The session id inside a token Payload just signed (its payload part; it was made here, in this request). */
export function sidOfPayloadToken(token: string): string | null {
  const part = token.split('.')[1]
  if (!part) return null
  const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { sid?: unknown }
  return typeof claims.sid === 'string' ? claims.sid : null
}

/**
 * The token a request carries, as Payload finds it: `Authorization: JWT …` or `Bearer …`, else the
 * cookie, which counts only from the admin's own origin (the CSRF allowlist) or, without an
 * Origin header, from a same-site page.
 */
export function tokenFromRequest(payload: Payload, headers: Headers): string | null {
  const authorization = headers.get('Authorization')
  if (authorization?.startsWith('JWT ')) return authorization.slice(4)
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7)
  const cookie = parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
  if (!cookie) return null
  const allowed = payload.config.csrf
  if (allowed.length === 0) return cookie
  const origin = headers.get('Origin')
  if (origin) return allowed.includes(origin) ? cookie : null
  const site = headers.get('Sec-Fetch-Site')
  return site === 'same-origin' || site === 'same-site' || site === 'none' ? cookie : null
}

export interface PendingSignIn {
  staff: StaffRecord
  sid: string
}

/** The signed-in-by-password staff member still owing a second factor, if the request carries one. */
export async function pendingSignIn(payload: Payload, headers: Headers): Promise<PendingSignIn | null> {
  const token = tokenFromRequest(payload, headers)
  const claims = token ? readPendingToken(payload, token) : null
  if (!claims) return null
  const staff = await findStaffRecord(payload, claims.id)
  return staff && liveSession(staff, claims.sid) ? { staff, sid: claims.sid } : null
}

/** The staff member fully signed in (past any second factor) on this request, with their session. */
export async function signedInStaff(req: PayloadRequest): Promise<PendingSignIn | null> {
  const user = req.user
  if (!user || user.collection !== STAFF) return null
  const sid = (user as { _sid?: unknown })._sid
  const staff = await findStaffRecord(req.payload, user.id)
  return staff && typeof sid === 'string' ? { staff, sid } : null
}

/**
 * Signs Payload's own token for a session that has passed its second factor, expiring 30 minutes
 * from now but never after the session's 8 hours, and moves the session's expiry to match.
 */
export async function signSessionToken(
  payload: Payload,
  staff: StaffRecord,
  sid: string,
  req?: PayloadRequest,
): Promise<{ token: string; exp: number } | null> {
  const session = liveSession(staff, sid)
  if (!session) return null
  const exp = tokenExpiry(session.createdAt)
  const now = Math.floor(Date.now() / 1000)
  if (exp <= now) return null
  const sessions = (staff.sessions ?? []).map((candidate) => (candidate.id === sid ? { ...candidate, expiresAt: new Date(exp * 1000) } : candidate))
  await writeStaffAuthState(payload, staff.id, { sessions }, req)
  const collectionConfig = payload.collections[STAFF].config
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: staff.email,
    sid,
    user: { ...staff, collection: STAFF } as unknown as PayloadRequest['user'],
  })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: exp - now })
  return { token, exp }
}

/** Ends one session of a staff member (a pending sign-in they abandon). */
export async function endSession(payload: Payload, staff: StaffRecord, sid: string): Promise<void> {
  const sessions = (staff.sessions ?? []).filter((candidate) => candidate.id !== sid)
  await writeStaffAuthState(payload, staff.id, { sessions })
}

export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({
    collectionAuthConfig: payload.collections[STAFF].config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: false,
    token,
  })
}

export function expiredSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections[STAFF].config.auth,
    config: payload.config,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: false,
  })
}
