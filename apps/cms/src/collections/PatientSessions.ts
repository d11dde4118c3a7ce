import type { CollectionAfterChangeHook, CollectionBeforeOperationHook, CollectionConfig, Payload, PayloadRequest } from 'payload'
import { parseRowId, type RowId } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'
import { patientField } from '../fields/patient.ts'
import type { Patient } from '../payload-types.ts'

/** Why a session ended (ADR 022). */
export const SESSION_END_REASONS = ['logout', 'password_change', 'expired', 'replaced'] as const
export type SessionEndReason = (typeof SESSION_END_REASONS)[number]

/**
 * What a session may open (ADR 103): `full` after a sign-in with a password (or a reset link);
 * `checkout` when a staff member's checkout link signed the browser in (ADR 010): the checkout and
 * thank-you pages only, never the portal. A sign-in with a password replaces it with a full one.
 */
export const SESSION_SCOPES = ['full', 'checkout'] as const
export type SessionScope = (typeof SESSION_SCOPES)[number]

/**
 * A patient's signed-in session on the site, one row per sign-in (ADR 022). The browser's cookie
 * holds a random id whose SHA-256 is `tokenHash`; every request that needs the patient reads this
 * row by that hash and checks it has not ended and is within the idle and absolute limits. Logging
 * out ends the row; a password change or reset ends every row of the patient, so a cookie copied
 * before either opens nothing. Written only by the site's server; admins may read.
 */
export const PatientSessions: CollectionConfig = {
  slug: 'patient-sessions',
  // Written by the server only, never edited in the admin: no edit lock to check (two statements less on each update and delete, ADR 080).
  lockDocuments: false,
  admin: { group: 'Patients', defaultColumns: ['patient', 'scope', 'startedAt', 'lastSeenAt', 'endedAt', 'endedReason'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    patientField(),
    // The cookie's id, hashed: a database reader cannot make a cookie from it.
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, maxLength: 64, hidden: true },
    { name: 'startedAt', type: 'date', required: true },
    { name: 'lastSeenAt', type: 'date', required: true, admin: { description: 'Written at most once a minute.' } },
    { name: 'endedAt', type: 'date' },
    { name: 'endedReason', type: 'select', options: [...SESSION_END_REASONS] },
    {
      name: 'scope',
      type: 'select',
      options: [...SESSION_SCOPES],
      defaultValue: 'full',
      admin: { description: 'checkout: made by a checkout link from staff; good for the checkout and thank-you pages only.' },
    },
  ],
}

/**
 * Ends every live session of a patient (a password change or reset): each row gets its end time
 * and reason; ended rows are kept (who was signed in, when).
 */
export async function endPatientSessions(
  payload: Payload,
  patientId: string | number,
  reason: SessionEndReason,
  req?: PayloadRequest,
  keepSessionId?: RowId,
): Promise<number> {
  const ended = await payload.update({
    collection: 'patient-sessions',
    where: {
      and: [
        { patient: { equals: patientId } },
        { endedAt: { exists: false } },
        ...(keepSessionId === undefined ? [] : [{ id: { not_equals: keepSessionId } }]),
      ],
    },
    data: { endedAt: new Date().toISOString(), endedReason: reason },
    depth: 0,
    select: { endedAt: true },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return ended.docs.length
}

const PASSWORD_CHANGED = 'patientPasswordChanged'

/**
 * The request context key naming the session row a password change keeps: the patient's own
 * change in the portal ends every OTHER session; the browser that made it stays signed in (ADR 036).
 */
export const KEEP_SESSION_CONTEXT = 'keepPatientSession'

/** Notes an update that sets a password (the patients collection's `beforeOperation`). */
export const notePasswordChange: CollectionBeforeOperationHook<'patients'> = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const data = (args as { data?: { password?: unknown } }).data
  if (typeof data?.password === 'string' && data.password.length > 0) req.context[PASSWORD_CHANGED] = true
  return args
}

/**
 * A password set on an account, by any path (the site's reset link, a change in the portal, an
 * admin), ends every session of that patient: whoever held one must sign in with the new password.
 * The portal's own change names the session that made it (KEEP_SESSION_CONTEXT), which stays.
 */
export const endSessionsAfterPasswordChange: CollectionAfterChangeHook<Patient> = async ({ doc, operation, req }) => {
  if (operation !== 'update' || req.context[PASSWORD_CHANGED] !== true) return doc
  const keep = req.context[KEEP_SESSION_CONTEXT]
  await endPatientSessions(req.payload, doc.id, 'password_change', req, parseRowId(keep) ?? undefined)
  return doc
}
