import type { CollectionAfterErrorHook, CollectionAfterLoginHook, PayloadRequest } from 'payload'
import type { Staff } from '../payload-types.ts'
import { recordStaffSignIn, UNKNOWN_ACTOR_ID } from './audit.ts'

/**
 * A staff sign-in: recorded once the password is accepted and Payload has begun the session. For a
 * member who owes a second factor this is the first step (the code follows; a wrong one is a failed
 * sign-in). Inside the sign-in's own transaction.
 */
export const auditStaffLogin: CollectionAfterLoginHook<Staff> = async ({ req, user }) => {
  await recordStaffSignIn(req.payload, 'login', user.id, req)
  return user
}

// The answers of a refused sign-in: a wrong email or password or second factor (401), a sign-in
// not allowed (403), a locked account (423, and Payload's 401), too many attempts (429). A request
// without an email or password (400) or a server fault (500) is not an attempt at an account.
const REFUSED_SIGN_IN = new Set([401, 403, 423, 429])

function isLoginRequest(req: PayloadRequest, slug: string): boolean {
  const path = (req.pathname ?? '').replace(/\/+$/, '')
  return path.endsWith(`/${slug}/login`)
}

/** The staff member a sign-in named, found by the email typed (never stored), or null. */
async function staffNamedBy(req: PayloadRequest): Promise<string | number | null> {
  const data = req.data as { email?: unknown } | undefined
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  if (!email) return null
  const found = await req.payload.find({
    collection: 'staff',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { email: true },
    overrideAccess: true,
  })
  return found.docs[0]?.id ?? null
}

/**
 * A failed staff sign-in through the API (the admin's login form posts to /api/staff/login). Payload
 * has no hook for a failed login; the collection's `afterError` sees the refused request. Recorded
 * with the member as the actor when the email is a member's, else with actor id 'unknown'; the
 * typed email and password are never recorded. Outside the request's transaction (which the
 * failure has ended). A failure to record is logged and does not change the answer.
 */
export const auditStaffLoginFailure: CollectionAfterErrorHook = async ({ error, req }) => {
  const status = (error as { status?: unknown }).status
  if (typeof status !== 'number' || !REFUSED_SIGN_IN.has(status) || !isLoginRequest(req, 'staff')) return
  try {
    const staffId = await staffNamedBy(req)
    await recordStaffSignIn(req.payload, 'login_failed', staffId ?? UNKNOWN_ACTOR_ID)
  } catch (err) {
    req.payload.logger.error({ err }, 'Could not record a failed staff sign-in in the audit log')
  }
}

/** For the staff collection's `hooks`: sign-ins and failed sign-ins in the audit log. */
export const staffAuditHooks = { afterLogin: [auditStaffLogin], afterError: [auditStaffLoginFailure] }
