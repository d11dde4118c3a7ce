import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

const AUTH_OPERATIONS = new Set(['login', 'forgotPassword', 'resetPassword', 'refresh', 'unlock', 'verifyEmail'])

/**
 * Patients sign in on the website only, where rate limits, growing delays and sessions apply. The
 * CMS's REST endpoints for patient auth would be a way round all of them, so they refuse.
 */
export const patientAuthOnSiteOnly: CollectionBeforeOperationHook<'patients'> = ({ operation, req, args }) => {
  if (AUTH_OPERATIONS.has(operation) && req.payloadAPI !== 'local') throw new Forbidden(req.t)
  return args
}
