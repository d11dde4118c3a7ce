import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterReadHook,
  CollectionSlug,
  DataFromCollectionSlug,
  PayloadRequest,
  TypeWithID,
} from 'payload'
import { ACCOUNT_WITHOUT_PASSWORD } from '../auth/account-without-password.ts'
import type { Patient } from '../payload-types.ts'
import { actorOf, appendAudit, type AuditAction } from './audit.ts'

/**
 * The audit hooks of the patient-data collections: who read (staff), created, changed or deleted
 * which patient record, when. A patient reading their own records is not accounted (they are not
 * the workforce, and every page they open would be a write); every change, by anyone, is.
 */

/** A record as the hooks see it: its id and, on a patient's record, the patient it belongs to. */
type PatientRecord = TypeWithID & { patient?: unknown }

function ownerOf(doc: PatientRecord, collection: CollectionSlug): string | number | null {
  if (collection === 'patients') return doc.id
  const patient = doc.patient
  if (patient && typeof patient === 'object' && 'id' in patient) return (patient as TypeWithID).id
  return typeof patient === 'string' || typeof patient === 'number' ? patient : null
}

async function writeAudit(req: PayloadRequest, collection: CollectionSlug, doc: PatientRecord, action: AuditAction, inTransaction: boolean): Promise<void> {
  // A read by nobody is the server reading for itself (not a person reading PHI): not accounted.
  // A change by nobody is the site writing for a visitor who is not signed in: recorded, with the
  // site as the actor, so every write of patient data is in the log.
  if (!req.user && action === 'read') return
  // The intake's new account (created without a password, nobody signed in) is the visitor making
  // their own: the new patient is the actor.
  const ownAccount = !req.user && collection === 'patients' && action === 'create' && req.context[ACCOUNT_WITHOUT_PASSWORD] === true
  const actor = ownAccount ? { actorCollection: 'patients' as const, actorId: doc.id } : actorOf(req.user)
  const entry = { ...actor, action, resource: collection, documentId: doc.id, patient: ownerOf(doc, collection) }
  // A change is audited inside its own transaction. A read joins the request's transaction when it
  // has one (the read after an update, a read inside a unit of work): an entry written beside that
  // transaction would wait for the chain's head it holds until it ends, which is never (ADR 106).
  await appendAudit(req.payload, entry, inTransaction || req.transactionID ? req : undefined)
}

/**
 * Marks the read hook so a test can check that every patient-data collection carries one.
 * @internal exported for that test only
 */
export const AUDITS_READS_OF = Symbol('auditsReadsOf')

/**
 * Marks the delete hook, likewise.
 * @internal exported for that test only
 */
export const AUDITS_DELETES_OF = Symbol('auditsDeletesOf')

/** Records which staff member read which patient record, when. */
export function auditRead<Slug extends CollectionSlug>(collection: Slug): CollectionAfterReadHook<DataFromCollectionSlug<Slug>> {
  const hook: CollectionAfterReadHook<DataFromCollectionSlug<Slug>> = async ({ doc, req }) => {
    if (req.user?.collection === 'staff') await writeAudit(req, collection, doc, 'read', false)
    return doc
  }
  return Object.assign(hook, { [AUDITS_READS_OF]: collection })
}

/**
 * A stored file's bytes fetched through the admin's file route (an upload handler that lets the
 * file go on): a staff member's download is accounted like a read of the record (ADR 041).
 */
export function auditFileDownload(collection: CollectionSlug) {
  return async (req: PayloadRequest, { doc, params }: { doc: TypeWithID | boolean; params: { filename: string; prefix?: string } }): Promise<void> => {
    if (req.user?.collection !== 'staff') return
    // Payload hands over the record only when the read access is a query. A role that reads every
    // file (access `true`: clinical staff, admins) is handed nothing, so the record is found by its
    // file name, as Payload finds it: the server's own read (no user), so the record's read audit
    // does not count the download twice.
    const record =
      typeof doc === 'object'
        ? doc
        : (
            await req.payload.find({
              collection,
              where: { and: [{ filename: { equals: params.filename } }, ...(params.prefix ? [{ prefix: { equals: params.prefix } }] : [])] },
              limit: 1,
              depth: 0,
              pagination: false,
              overrideAccess: true,
            })
          ).docs[0]
    // No record by that name: Payload answers that the file is missing; there is nothing to account.
    if (record) await writeAudit(req, collection, record, 'read', false)
  }
}

/**
 * Records who deleted which patient record, when: a staff member in the admin, a patient, or the
 * site (no user: the server undoing a half-written intake or checkout). The entry names the deleted
 * document's id and its patient; the document itself is gone.
 */
export function auditDelete<Slug extends CollectionSlug>(collection: Slug): CollectionAfterDeleteHook<DataFromCollectionSlug<Slug>> {
  const hook: CollectionAfterDeleteHook<DataFromCollectionSlug<Slug>> = async ({ doc, id, req }) => {
    const record: PatientRecord = doc
    await writeAudit(req, collection, { ...record, id: record.id ?? id }, 'delete', true)
    return doc
  }
  return Object.assign(hook, { [AUDITS_DELETES_OF]: collection })
}

/**
 * Marks the change hook, likewise (the PHI routes test, ADR 106).
 * @internal exported for that test only
 */
export const AUDITS_CHANGES_OF = Symbol('auditsChangesOf')

/** Records who created or changed which patient record, when (the site, when nobody is signed in). */
export function auditChange<Slug extends CollectionSlug>(collection: Slug): CollectionAfterChangeHook<DataFromCollectionSlug<Slug>> {
  const hook: CollectionAfterChangeHook<DataFromCollectionSlug<Slug>> = async ({ doc, req, operation }) => {
    await writeAudit(req, collection, doc, operation === 'create' ? 'create' : 'update', true)
    return doc
  }
  return Object.assign(hook, { [AUDITS_CHANGES_OF]: collection })
}

/**
 * A person changing a patient's email or phone, by the site or in the admin, is also recorded as a
 * contact change naming the field (never its value), with that person as the actor.
 */
export const auditContactChange: CollectionAfterChangeHook<Patient> = async ({ doc, previousDoc, req, operation }) => {
  const user = req.user
  if (operation !== 'update' || !user) return doc
  for (const field of ['email', 'phone'] as const) {
    if (previousDoc?.[field] === doc[field]) continue
    await appendAudit(req.payload, { ...actorOf(user), action: 'contact_change', resource: `patients.${field}`, documentId: doc.id, patient: doc.id }, req)
  }
  return doc
}

/** The read, change and delete hooks, for a patient-data collection's `hooks`. */
export function auditHooks<Slug extends CollectionSlug>(collection: Slug) {
  return { afterRead: [auditRead(collection)], afterChange: [auditChange(collection)], afterDelete: [auditDelete(collection)] }
}
