import { jsonAnswer, jsonBody } from '../../endpoints/json.ts'
import type { Endpoint, PayloadRequest } from 'payload'
import { staffRole } from '../../access/isStaff.ts'
import { recordStaffSignIn } from '../../hooks/audit.ts'
import {
  answerFrom,
  checkSecondFactor,
  clearSecondFactor,
  confirmEnrolment,
  findStaffRecord,
  hasAnswer,
  isEnrolled,
  isLocked,
  startEnrolment,
} from './second-factor.ts'
import { endSession, expiredSessionCookie, pendingSignIn, sessionCookie, signedInStaff, signSessionToken, type PendingSignIn } from './sessions.ts'

/**
 * The second factor over HTTP, on the staff collection (/api/staff/second-factor/...). The admin's
 * /admin/second-factor page uses them; so can an API client holding a pending token.
 */

const messages = {
  noSignIn: 'Please sign in again: the sign-in has expired or was not found.',
  wrongCode: 'That code did not work. Please check the code (or recovery code) and try again.',
  locked: 'Too many failed attempts: this account is locked for 15 minutes.',
  alreadyEnrolled: 'A second factor is already set up for this account. An admin can reset it.',
  enrolmentExpired: 'The set-up took too long or the code did not work. Please try again with the current code.',
  expired: 'This session has reached its 8-hour limit. Please sign in again.',
} as const

/** The caller: a pending sign-in (password only), or a member fully signed in. */
async function callerOf(req: PayloadRequest): Promise<(PendingSignIn & { pending: boolean }) | null> {
  const full = await signedInStaff(req)
  if (full) return { ...full, pending: false }
  const pending = await pendingSignIn(req.payload, req.headers)
  return pending ? { ...pending, pending: true } : null
}

/** Turns a pending sign-in into a full session: Payload's token, in the cookie and the body. */
async function completeSignIn(req: PayloadRequest, caller: PendingSignIn, extra: object = {}): Promise<Response> {
  // Read again: checking the code has just written to the record (the step used, the attempts).
  const fresh = await findStaffRecord(req.payload, caller.staff.id)
  const signed = fresh ? await signSessionToken(req.payload, fresh, caller.sid) : null
  if (!signed) return jsonAnswer({ message: messages.expired }, 401, expiredSessionCookie(req.payload))
  return jsonAnswer({ ...extra, token: signed.token, exp: signed.exp }, 200, sessionCookie(req.payload, signed.token))
}

/** POST /api/staff/second-factor/enrol: a new secret to add to an authenticator (nothing stored yet). */
const enrol: Endpoint = {
  path: '/second-factor/enrol',
  method: 'post',
  handler: async (req) => {
    const caller = await callerOf(req)
    if (!caller) return jsonAnswer({ message: messages.noSignIn }, 401)
    if (isEnrolled(caller.staff)) return jsonAnswer({ message: messages.alreadyEnrolled }, 409)
    return jsonAnswer(startEnrolment(req.payload, caller.staff))
  },
}

/**
 * POST /api/staff/second-factor/confirm { enrolment, code }: turns the second factor on with the
 * first code from the app; answers the ten recovery codes (shown once) and, for a pending sign-in,
 * signs the session in.
 */
const confirm: Endpoint = {
  path: '/second-factor/confirm',
  method: 'post',
  handler: async (req) => {
    const caller = await callerOf(req)
    if (!caller) return jsonAnswer({ message: messages.noSignIn }, 401)
    if (isEnrolled(caller.staff)) return jsonAnswer({ message: messages.alreadyEnrolled }, 409)
    if (isLocked(caller.staff)) return jsonAnswer({ message: messages.locked }, 429)
    const body = await jsonBody(req)
    const enrolment = typeof body === 'object' && body !== null ? (body as { enrolment?: unknown }).enrolment : undefined
    const { code } = answerFrom(body)
    const recoveryCodes = typeof enrolment === 'string' && code ? await confirmEnrolment(req.payload, caller.staff, enrolment, code) : null
    if (!recoveryCodes) {
      await recordStaffSignIn(req.payload, 'login_failed', caller.staff.id)
      return jsonAnswer({ message: messages.enrolmentExpired }, 400)
    }
    return caller.pending ? completeSignIn(req, caller, { recoveryCodes }) : jsonAnswer({ recoveryCodes })
  },
}

/** POST /api/staff/second-factor/verify { code } or { recoveryCode }: completes a pending sign-in. */
const verifyEndpoint: Endpoint = {
  path: '/second-factor/verify',
  method: 'post',
  handler: async (req) => {
    const caller = await pendingSignIn(req.payload, req.headers)
    if (!caller) return jsonAnswer({ message: messages.noSignIn }, 401)
    if (isLocked(caller.staff)) return jsonAnswer({ message: messages.locked }, 429)
    const given = answerFrom(await jsonBody(req))
    if (!hasAnswer(given) || !(await checkSecondFactor(req.payload, caller.staff, given))) {
      await recordStaffSignIn(req.payload, 'login_failed', caller.staff.id)
      return jsonAnswer({ message: messages.wrongCode }, 401)
    }
    return completeSignIn(req, caller)
  },
}

/** POST /api/staff/second-factor/cancel: abandons a pending sign-in (ends its session, clears the cookie). */
const cancel: Endpoint = {
  path: '/second-factor/cancel',
  method: 'post',
  handler: async (req) => {
    const caller = await pendingSignIn(req.payload, req.headers)
    if (caller) await endSession(req.payload, caller.staff, caller.sid)
    return jsonAnswer({ message: 'Signed out.' }, 200, expiredSessionCookie(req.payload))
  },
}

/**
 * POST /api/staff/:id/second-factor/reset: an admin removes a member's second factor (a lost phone
 * and no recovery code left) and ends their sessions; they enrol again at their next sign-in.
 */
const reset: Endpoint = {
  path: '/:id/second-factor/reset',
  method: 'post',
  handler: async (req) => {
    if (staffRole(req) !== 'admin') return jsonAnswer({ message: 'Only admins can reset a second factor.' }, 403)
    const id = req.routeParams?.id
    if (typeof id !== 'string' && typeof id !== 'number') return jsonAnswer({ message: 'There is no such staff member.' }, 404)
    const target = await req.payload.findByID({ collection: 'staff', id, depth: 0, disableErrors: true })
    if (!target) return jsonAnswer({ message: 'There is no such staff member.' }, 404)
    await clearSecondFactor(req.payload, target.id)
    return jsonAnswer({ message: 'The second factor was removed; they set it up again at their next sign-in.' })
  },
}

export const staffSecondFactorEndpoints: Endpoint[] = [enrol, confirm, verifyEndpoint, cancel, reset]
