import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionAfterReadHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

/** What a person did to a record; a contact change is an update of a patient's email or phone. */
type AuditAction = 'read' | 'create' | 'update' | 'delete' | 'contact_change'

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

/** Marks the delete hook, likewise. */
export const AUDITS_DELETES_OF = Symbol('auditsDeletesOf')

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

/**
 * A stored file's bytes fetched through the admin's file route (an upload handler that lets the
 * file go on): a staff member's download is accounted like a read of the record (ADR 041).
 */
export function auditFileDownload(collection: string) {
  return async (req: PayloadRequest, { doc }: { doc: { id: string | number } }): Promise<void> => {
    if (req.user?.collection === 'staff') await writeAudit(req, collection, doc as Record<string, unknown>, 'read', false)
  }
}

/**
 * Records who deleted which patient record, when: a staff member in the admin, a patient, or the
 * site (no user: the server undoing a half-written intake or checkout). The entry names the deleted
 * document's id and its patient; the document itself is gone.
 */
export function auditDelete(collection: string): CollectionAfterDeleteHook {
  const hook: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    const record = doc as Record<string, unknown>
    await writeAudit(req, collection, { ...record, id: (record.id as string | number | undefined) ?? id }, 'delete', true)
    return doc
  }
  return Object.assign(hook, { [AUDITS_DELETES_OF]: collection })
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

/** The read, change and delete hooks, for a patient-data collection's `hooks`. */
export function auditHooks(collection: string) {
  return { afterRead: [auditRead(collection)], afterChange: [auditChange(collection)], afterDelete: [auditDelete(collection)] }
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

/** The actor id of a failed staff sign-in whose email names no staff member (the email is never kept). */
export const UNKNOWN_ACTOR_ID = 'unknown'

/** Records a staff member's sign-in or failed sign-in, with the member as the actor. */
export async function recordStaffSignIn(payload: AuditWriter, event: 'login' | 'login_failed', staffId: string | number, req?: PayloadRequest) {
  await appendAudit(payload, { actorCollection: 'staff', actorId: staffId, action: event, resource: 'staff', documentId: staffId, patient: null }, req)
}

/**
 * A staff sign-in: recorded once the password is accepted and Payload has begun the session. For a
 * member who owes a second factor this is the first step (the code follows; a wrong one is a failed
 * sign-in). Inside the sign-in's own transaction.
 */
export const auditStaffLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordStaffSignIn(req.payload, 'login', (user as { id: string | number }).id, req)
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
async function staffNamedBy(req: PayloadRequest, slug: 'staff'): Promise<string | number | null> {
  const data = req.data as { email?: unknown } | undefined
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  if (!email) return null
  const found = await req.payload.find({
    collection: slug,
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
    const staffId = await staffNamedBy(req, 'staff')
    await recordStaffSignIn(req.payload, 'login_failed', staffId ?? UNKNOWN_ACTOR_ID)
  } catch (err) {
    req.payload.logger.error({ err }, 'Could not record a failed staff sign-in in the audit log')
  }
}

/** For the staff collection's `hooks`: sign-ins and failed sign-ins in the audit log. */
export const staffAuditHooks = { afterLogin: [auditStaffLogin], afterError: [auditStaffLoginFailure] }

/** What replaces a secret in a message shown to staff. */
export const MASK = '••••'

// Secrets in outgoing messages: set-password and reset links (the site's /password-reset/<token>,
// the admin's /reset/<token>), checkout links (?link=<token>) and any token parameter, and
// one-time codes ("Your verification code is 1234"). A token ends before a space, a quote, a tag,
// another parameter, or the punctuation closing the sentence it ends.
const SECRETS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(\/password-reset\/)[^\s"'<>?#&]*[^\s"'<>?#&.,;:!)\]]/g, `$1${MASK}`],
  [/(\/reset\/)[^\s"'<>?#&]*[^\s"'<>?#&.,;:!)\]]/g, `$1${MASK}`],
  [/([?&](?:amp;)?(?:link|token)=)[^\s"'<>&#]*[^\s"'<>&#.,;:!)\]]/gi, `$1${MASK}`],
  [/(\bcodes?\b[^0-9\n]{0,40}?)\d{4,8}\b/gi, `$1${MASK}`],
]

/** A message's text with its links' tokens and its codes replaced by the mask. */
export function maskSecrets(text: string): string {
  return SECRETS.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), text)
}

/**
 * Staff see the outbox with every link's token and every code masked, in the admin and the API: a
 * message to a patient must not let a staff member into the patient's account. The server's own
 * reads (no user) and the patients' are not masked: the server and the tests read the real link.
 */
export const maskOutboxForStaff: CollectionAfterReadHook = ({ doc, req }) => {
  if (req.user?.collection !== 'staff') return doc
  const message = doc as Record<string, unknown>
  const masked: Record<string, unknown> = { ...message }
  for (const field of ['body', 'html'] as const) {
    const value = message[field]
    if (typeof value === 'string') masked[field] = maskSecrets(value)
  }
  return masked
}

// Kept by Payload, not set by a person.
const UNRECORDED_GLOBAL_KEYS = new Set(['id', 'globalType', 'createdAt', 'updatedAt', '_status'])

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameValue(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    // A list's rows carry ids Payload makes anew when a save leaves them out: the same words are no change.
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => key !== 'id'))
    return [...keys].every((key) => sameValue(a[key], b[key]))
  }
  return Object.is(a, b)
}

/**
 * The names of the fields that differ between two versions of a document, as dotted paths into its
 * groups (`declineLimit`, `claims.shipping`); a list (blocked states, an array) is one field.
 */
export function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  const a = isPlainObject(before) ? before : {}
  const b = isPlainObject(after) ? after : {}
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => prefix || !UNRECORDED_GLOBAL_KEYS.has(key))
  return keys.flatMap((key) => {
    const path = `${prefix}${key}`
    if (isPlainObject(a[key]) || isPlainObject(b[key])) return changedFields(a[key], b[key], `${path}.`)
    return sameValue(a[key], b[key]) ? [] : [path]
  })
}

/**
 * Records who changed a global (Settings: where we serve, decline limits, claims), when: one entry
 * per changed field, its name (never its value) in the record type as `<global>.<field>`, as a
 * contact change names `patients.email`; record id = the global's slug. A save that changes nothing
 * is not recorded.
 */
export function auditGlobalChange(slug: string): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    for (const field of changedFields(previousDoc, doc)) {
      await appendAudit(req.payload, { ...actorOf(req.user), action: 'update', resource: `${slug}.${field}`, documentId: slug, patient: null }, req)
    }
    return doc
  }
}
