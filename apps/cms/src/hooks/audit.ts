import type { CollectionAfterChangeHook, CollectionAfterReadHook, Payload, PayloadRequest } from 'payload'

/** What a person did to a record; a contact change is an update of a patient's email or phone. */
type AuditAction = 'read' | 'create' | 'update' | 'contact_change'

function ownerOf(doc: Record<string, unknown>, collection: string): string | number | null {
  if (collection === 'patients') return (doc.id as string | number | undefined) ?? null
  const patient = doc.patient
  if (patient && typeof patient === 'object' && 'id' in patient) return (patient as { id: string | number }).id
  return typeof patient === 'string' || typeof patient === 'number' ? patient : null
}

/**
 * Who acted: a staff member, a patient, or the site itself on behalf of a visitor who is not
 * signed in (a visitor's disqualified lead, a returning email's lead): actor id 'site'.
 */
type ActorCollection = 'staff' | 'patients' | 'site'

/** The actor id of an entry the site wrote for a visitor (no user in the request). */
export const SITE_ACTOR_ID = 'site'

interface AuditEntry {
  actorCollection: ActorCollection
  actorId: string | number
  action: AuditAction | AccountEvent | StaffEvent
  resource: string
  documentId: string | number
  patient: string | number | null
}

/** Who acts in a request, as an entry names them: the user, or the site when there is none. */
function actorOf(user: PayloadRequest['user']): Pick<AuditEntry, 'actorCollection' | 'actorId'> {
  if (!user) return { actorCollection: 'site', actorId: SITE_ACTOR_ID }
  return { actorCollection: user.collection as ActorCollection, actorId: user.id }
}

/** Anything that can create a document through the Local API (Payload itself, or the site's doors). */
export type AuditWriter = Pick<Payload, 'create'>

/** Appends one entry; with `req`, inside that request's transaction. */
async function appendAudit(payload: AuditWriter, entry: AuditEntry, req?: PayloadRequest) {
  await payload.create({
    collection: 'audit-log',
    depth: 0,
    data: {
      ...entry,
      actorId: String(entry.actorId),
      documentId: String(entry.documentId),
      patient: entry.patient === null ? undefined : String(entry.patient),
      at: new Date().toISOString(),
    },
    ...(req ? { req } : {}),
    overrideAccess: true,
  })
}

async function writeAudit(
  req: PayloadRequest,
  collection: string,
  doc: Record<string, unknown>,
  action: AuditAction,
  inTransaction: boolean,
) {
  // A read by nobody is the server reading for itself (not a person reading PHI): not accounted.
  // A change by nobody is the site writing for a visitor who is not signed in: recorded, with the
  // site as the actor, so every write of patient data is in the log.
  if (!req.user && action === 'read') return
  const entry: AuditEntry = {
    ...actorOf(req.user),
    action,
    resource: collection,
    documentId: (doc.id as string | number | undefined) ?? '',
    patient: ownerOf(doc, collection),
  }
  // A change is audited inside its own transaction; a read has none to join.
  await appendAudit(req.payload, entry, inTransaction ? req : undefined)
}

/** Marks the read hook so a test can check that every patient-data collection carries one. */
export const AUDITS_READS_OF = Symbol('auditsReadsOf')

/**
 * Records which staff member read which patient record, when (HIPAA access accounting). A patient
 * reading their own records is not accounted (they are not the workforce, and every page they
 * open would be a write); every change, by anyone, is.
 */
export function auditRead(collection: string): CollectionAfterReadHook {
  const hook: CollectionAfterReadHook = async ({ doc, req }) => {
    if (req.user?.collection === 'staff') await writeAudit(req, collection, doc as Record<string, unknown>, 'read', false)
    return doc
  }
  return Object.assign(hook, { [AUDITS_READS_OF]: collection })
}

/** Records who created or changed which patient record, when (the site, when nobody is signed in). */
export function auditChange(collection: string): CollectionAfterChangeHook {
  return async ({ doc, req, operation }) => {
    await writeAudit(req, collection, doc as Record<string, unknown>, operation === 'create' ? 'create' : 'update', true)
    return doc
  }
}

/**
 * A person changing a patient's email or phone, by the site or in the admin, is also recorded as a
 * contact change naming the field (never its value), with that person as the actor.
 */
export const auditContactChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  const user = req.user
  if (operation !== 'update' || !user) return doc
  for (const field of ['email', 'phone'] as const) {
    if ((previousDoc as Record<string, unknown> | undefined)?.[field] === (doc as Record<string, unknown>)[field]) continue
    const patient = doc.id as string | number
    await appendAudit(req.payload, { ...actorOf(user), action: 'contact_change', resource: `patients.${field}`, documentId: patient, patient }, req)
  }
  return doc
}

/** Both hooks, for a patient-data collection's `hooks`. */
export function auditHooks(collection: string) {
  return { afterRead: [auditRead(collection)], afterChange: [auditChange(collection)] }
}

export type AccountEvent = 'login' | 'login_failed' | 'lockout' | 'password_change' | 'link_login'

/**
 * An account event of a patient (issue #7): sign-in, failed sign-in, lockout, password change,
 * sign-in through a checkout link (ADR 010). The patient is the actor. (Contact changes are
 * recorded by the patients collection's hook, `auditContactChange`, whoever makes them.)
 */
export async function recordAccountEvent(payload: AuditWriter, event: AccountEvent, patientId: string | number) {
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
 * A patient account written below the Local API (the passwordless account of the intake, ADR 014),
 * which no collection hook sees: recorded here as a creation with the new patient as the actor,
 * as the hook would have recorded it had the patient written it.
 */
export async function recordPatientCreated(payload: AuditWriter, patientId: string | number) {
  await appendAudit(payload, {
    actorCollection: 'patients',
    actorId: patientId,
    action: 'create',
    resource: 'patients',
    documentId: patientId,
    patient: patientId,
  })
}

export type StaffEvent = 'checkout_link'

/**
 * Something a staff member did for a patient that is not a plain read or change of a record: made
 * a checkout link for their cart (ADR 010). The link itself is never recorded.
 */
export async function recordStaffEvent(
  payload: AuditWriter,
  event: StaffEvent,
  staffId: string | number,
  record: { resource: string; documentId: string | number; patient: string | number | null },
) {
  await appendAudit(payload, { actorCollection: 'staff', actorId: staffId, action: event, ...record })
}
