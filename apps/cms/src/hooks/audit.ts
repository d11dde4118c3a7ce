import type { Payload, PayloadRequest } from 'payload'
import { appendChained } from './auditChain.ts'

/**
 * The audit trail's writer (HIPAA access accounting): one entry per thing a person did to a record,
 * kept in `audit-log`. The collection hooks (auditRecords.ts, auditGlobals.ts, auditStaffSignIn.ts)
 * and the site's account events write through it.
 */

/** What a person did to a record; a contact change is an update of a patient's email or phone. */
export type AuditAction = 'read' | 'create' | 'update' | 'delete' | 'contact_change'

export type AccountEvent = 'login' | 'login_failed' | 'lockout' | 'password_change' | 'link_login'

export type StaffEvent = 'checkout_link' | 'refund' | 'export'

/**
 * Who acted: a staff member, a patient, or the site itself on behalf of a visitor who is not
 * signed in (a visitor's disqualified lead, a returning email's lead): actor id 'site'.
 */
type ActorCollection = 'staff' | 'patients' | 'site'

/** The actor id of an entry the site wrote for a visitor (no user in the request). */
export const SITE_ACTOR_ID = 'site'

/** The actor id of a failed staff sign-in whose email names no staff member (the email is never kept). */
export const UNKNOWN_ACTOR_ID = 'unknown'

export interface AuditEntry {
  actorCollection: ActorCollection
  actorId: string | number
  action: AuditAction | AccountEvent | StaffEvent
  resource: string
  documentId: string | number
  patient: string | number | null
}

/** Who acts in a request, as an entry names them: the user, or the site when there is none. */
export function actorOf(user: PayloadRequest['user']): Pick<AuditEntry, 'actorCollection' | 'actorId'> {
  if (!user) return { actorCollection: 'site', actorId: SITE_ACTOR_ID }
  return { actorCollection: user.collection, actorId: user.id }
}

/**
 * Payload itself: the entry takes the next place of the hash chain (auditChain.ts, ADR 106), which
 * needs the head row and a transaction of its own, not a door's few operations.
 */
export type AuditWriter = Payload

/** Appends one entry at the end of the chain; with `req`, inside that request's transaction. */
export async function appendAudit(payload: AuditWriter, entry: AuditEntry, req?: PayloadRequest): Promise<void> {
  await appendChained(
    payload,
    {
      ...entry,
      actorId: String(entry.actorId),
      documentId: String(entry.documentId),
      patient: entry.patient === null ? null : String(entry.patient),
      at: new Date().toISOString(),
    },
    req,
  )
}

/**
 * An account event of a patient (issue #7): sign-in, failed sign-in, lockout, password change,
 * sign-in through a checkout link (ADR 010). The patient is the actor. (Contact changes are
 * recorded by the patients collection's hook, `auditContactChange`, whoever makes them.)
 */
export async function recordAccountEvent(payload: AuditWriter, event: AccountEvent, patientId: string | number): Promise<void> {
  await appendAudit(payload, {
    actorCollection: 'patients',
    actorId: patientId,
    action: event,
    resource: 'patients',
    documentId: patientId,
    patient: patientId,
  })
}

/**
 * Something a staff member did for a patient that is not a plain read or change of a record: made
 * a checkout link for their cart (ADR 010), refunded a payment (ADR 096). The link itself is never recorded.
 */
export async function recordStaffEvent(
  payload: AuditWriter,
  event: StaffEvent,
  staffId: string | number,
  record: { resource: string; documentId: string | number; patient: string | number | null },
): Promise<void> {
  await appendAudit(payload, { actorCollection: 'staff', actorId: staffId, action: event, ...record })
}

/** Records a staff member's sign-in or failed sign-in, with the member as the actor. */
export async function recordStaffSignIn(payload: AuditWriter, event: 'login' | 'login_failed', staffId: string | number, req?: PayloadRequest): Promise<void> {
  await appendAudit(payload, { actorCollection: 'staff', actorId: staffId, action: event, resource: 'staff', documentId: staffId, patient: null }, req)
}
