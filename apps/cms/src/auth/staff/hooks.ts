import { AuthenticationError, Forbidden, type CollectionAfterChangeHook, type CollectionAfterOperationHook, type CollectionRefreshHook } from 'payload'
import {
  answerFrom,
  checkSecondFactor,
  findStaffRecord,
  hasAnswer,
  isEnrolled,
  needsSecondFactor,
  writeStaffAuthState,
  type StaffRecord,
} from './second-factor.ts'
import type { Staff } from '../../payload-types.ts'
import { pendingToken, sidOfPayloadToken, signSessionToken } from './sessions.ts'

/** What a sign-in answers when the second factor is still owed: enter a code, or enrol first. */
export type SecondFactorStep = 'verify' | 'enrol'

/**
 * After a password sign-in (or a password reset, which signs in too): a staff member who needs a
 * second factor gets a pending token instead of Payload's, unless the request already carried a
 * valid code (`code` or `recoveryCode` beside email and password: API clients sign in in one step).
 * A wrong code fails the sign-in, counted as a failure, and Payload ends the session it had begun.
 */
export const holdSignInForSecondFactor: CollectionAfterOperationHook<'staff'> = async ({ operation, result, req }) => {
  if (operation !== 'login' && operation !== 'resetPassword') return result
  const signedIn = result as { token?: string; exp?: number; user?: { id?: number | string } }
  const id = signedIn.user?.id
  if (!signedIn.token || id === undefined) return result
  const staff = await findStaffRecord(req.payload, id)
  if (!staff || !needsSecondFactor(staff)) return result

  const answer = operation === 'login' ? answerFrom(req.data) : {}
  if (hasAnswer(answer) && isEnrolled(staff)) {
    if (!(await checkSecondFactor(req.payload, staff, answer, req))) throw new AuthenticationError(req.t)
    return result
  }
  const sid = sidOfPayloadToken(signedIn.token)
  if (!sid) throw new Forbidden(req.t)
  const pending = pendingToken(req.payload, staff.id, sid)
  const secondFactor: SecondFactorStep = isEnrolled(staff) ? 'verify' : 'enrol'
  return { ...signedIn, token: pending.token, exp: pending.exp, secondFactor } as typeof result
}

/**
 * A refresh extends a session by 30 minutes, never past 8 hours from its sign-in; after that the
 * refresh is refused and the admin signs the member out.
 */
export const capStaffSession: CollectionRefreshHook<Staff> = async ({ args, user }) => {
  const sid = (args.req.user as { _sid?: unknown } | null)?._sid
  // The member as stored (Payload read the row for the refresh): every stored session has its
  // createdAt, which the generated type leaves optional.
  const staff = user as unknown as StaffRecord
  // In the refresh's own transaction, which holds the member's row (it has just written the session).
  const signed = typeof sid === 'string' ? await signSessionToken(args.req.payload, staff, sid, args.req) : null
  if (!signed) throw new Forbidden(args.req.t)
  return { exp: signed.exp, refreshedToken: signed.token, setCookie: true, strategy: (args.req.user as { _strategy?: string } | null)?._strategy, user }
}

/**
 * A role change ends the member's sessions: a marketing session that never passed a second factor
 * must not carry on as a clinical one, and a demoted admin signs in again as what they are now.
 */
export const endSessionsOnRoleChange: CollectionAfterChangeHook<Staff> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.role === doc.role) return doc
  await writeStaffAuthState(req.payload, doc.id, { sessions: [] }, req)
  return doc
}
