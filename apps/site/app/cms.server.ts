import config from '@telehealth/cms/config'
import { getPayload, type Payload, type PayloadRequest, type RequestContext, type TypedUser } from 'payload'
import {
  patientHasPassword,
  amountOwedFor,
  chargeSubscriptionPeriod,
  chatWatcherOf,
  type ChatWatcher,
  createSandboxGateway,
  insertPasswordlessPatient,
  recordAccountEvent,
  scopedOne,
  scopedTwo,
  transitionOrder,
  type AccountEvent,
  type ChargeBy,
  type ChargeDeps,
  type ChargeOutcome,
  type PasswordlessPatientData,
  type TransitionInput,
  type TransitionResult,
  unitOfWork,
  type UnitOfWork,
} from '@telehealth/cms/site'
import type { RowId } from '@telehealth/domain'
import type { Patient } from '@telehealth/cms/payload-types'
import { SERVER_COLLECTIONS, type ServerCollection } from './server-collections.ts'

/**
 * The only door from the site to the data (DESIGN.md: browser -> loader/action -> *.server.ts ->
 * Payload Local API -> database; ADR 071). Nothing else in `apps/site` imports Payload's config or
 * calls `getPayload`, and nothing writes below the Local API (`payload.db`): the data-path test fails
 * the build on either. Every door sets `overrideAccess` and `user` itself, last, so a caller cannot
 * forget them or slip its own in (ADR 018):
 *
 * - `cmsAs(patient)`: the patient's own reads and changes. Access rules on, the patient as `user`:
 *   a patient reaches only their own records, and the audit log names them. The default for any
 *   patient record.
 * - `cmsFor(patient)`: what the server decides for a patient and the patient may not do for
 *   themselves (an order after its payment, a code checked, a verified flag). Access rules off, so
 *   the write is possible; the patient is still the request's `user`, so validation, hooks and the
 *   audit log run and name them as the actor whose action caused it. Every call says why in a
 *   comment (the data-path test counts them).
 * - `cmsAsVisitor()`: what anyone on the web may read (content, plans). Access rules on, no user.
 * - `cmsAsServer()`: the server's own rows (server-collections.ts: outbox, codes, claims, declines,
 *   a visitor's lead...). Access rules off, no user; validation and hooks still run. Its collection
 *   parameter is `ServerCollection`: a patient's collection does not compile through it, and is
 *   refused at run time too.
 * - `cmsBeforeSignIn()`: the account an email or a link's token names (and a checkout link's cart),
 *   and a password check, before anyone is signed in (sign-in, reset, unlock and checkout links, the
 *   intake's "is this email an account"). Access rules off, no user; `patients` and `carts`, reads
 *   only: what is then written goes through `cmsFor` the account found.
 */
export type LocalApi = Pick<
  Payload,
  'find' | 'findByID' | 'count' | 'create' | 'update' | 'delete' | 'findGlobal' | 'findVersions' | 'findVersionByID' | 'sendEmail' | 'login'
>

export type SignedInPatient = Patient & { collection: 'patients' }

function getPayloadInstance(): Promise<Payload> {
  return getPayload({ config })
}

interface Acting {
  overrideAccess: boolean
  user?: TypedUser
  context?: RequestContext
}

/**
 * The Local API with `acting` forced onto every call. The casts keep each method's own generic
 * signature (collection slug -> document type): only the options object is widened, never the result.
 * Inside a unit of work (`cmsUnitOfWork`) every call also passes the unit's request, so it joins the
 * unit's transaction, and a failed call ends the unit (ADR 079).
 */
function acting(payload: Payload, as: Acting, unit?: UnitOfWork): LocalApi {
  const base = { overrideAccess: as.overrideAccess, user: as.user, ...(as.context ? { context: as.context } : {}) }
  /** Runs one call with the fixed acting options (and the unit's request, inside a unit). */
  const call = <T>(operation: (fixed: typeof base & { req?: Partial<PayloadRequest> }) => Promise<T>): Promise<T> =>
    unit ? unit.run((req) => operation({ ...base, req })) : operation(base)
  return {
    find: ((options: object) => call((fixed) => payload.find({ ...(options as Parameters<Payload['find']>[0]), ...fixed }))) as Payload['find'],
    findByID: ((options: object) => call((fixed) => payload.findByID({ ...(options as Parameters<Payload['findByID']>[0]), ...fixed }))) as Payload['findByID'],
    count: (options: object) => call((fixed) => payload.count({ ...(options as Parameters<Payload['count']>[0]), ...fixed })),
    create: ((options: object) => call((fixed) => payload.create({ ...(options as Parameters<Payload['create']>[0]), ...fixed }))) as Payload['create'],
    update: ((options: object) => call((fixed) => payload.update({ ...(options as Parameters<Payload['update']>[0]), ...fixed }))) as Payload['update'],
    delete: (options: object) => call((fixed) => payload.delete({ ...(options as Parameters<Payload['delete']>[0]), ...fixed })),
    findGlobal: ((options: object) =>
      call((fixed) => payload.findGlobal({ ...(options as Parameters<Payload['findGlobal']>[0]), ...fixed }))) as Payload['findGlobal'],
    findVersions: ((options: object) =>
      call((fixed) => payload.findVersions({ ...(options as Parameters<Payload['findVersions']>[0]), ...fixed }))) as Payload['findVersions'],
    findVersionByID: ((options: object) =>
      call((fixed) => payload.findVersionByID({ ...(options as Parameters<Payload['findVersionByID']>[0]), ...fixed }))) as Payload['findVersionByID'],
    // Signing in checks a password itself; it acts for nobody. (Reset tokens are the site's own: ADR 022.)
    login: ((options: object) => payload.login({ ...(options as Parameters<Payload['login']>[0]), overrideAccess: as.overrideAccess })) as Payload['login'],
    // An email may leave by SMTP (a third party): never inside a unit's transaction, so it takes no request.
    sendEmail: (message) => payload.sendEmail(message),
  }
}

function asUser(patient: SignedInPatient): TypedUser {
  return { ...patient, collection: 'patients' }
}

/** Whether an order's move was refused because the order had moved on from the status the page was built on (ADR 085). */
export { isMovedOn } from '@telehealth/cms/site'

const UNIT = Symbol('unitOfWork')

/**
 * One unit of work of the site (ADR 079), handed to a door (`cmsFor(patient, tx)`,
 * `cmsAsServer(tx)`...) so that door's calls join it. The doors' rules are unchanged inside a unit.
 */
export interface CmsUnit {
  /** Whether the engine gave the unit a transaction (PostgreSQL, MongoDB replica sets); false on SQLite. */
  readonly transactional: boolean
  /** How to undo one write where the engine has no transaction (SQLite); never runs where it has one. */
  compensate(undo: () => Promise<unknown>): void
  readonly [UNIT]: UnitOfWork
}

/**
 * Runs `work` as one unit: every door call given `tx` lands together or not at all. A transaction
 * where the engine has one (rolled back when `work` throws); on SQLite each write commits alone and
 * the compensations `work` registered undo them, last first. No gateway, pharmacy or email call
 * inside: do those before the unit or after it returns. The error is rethrown either way.
 */
export async function cmsUnitOfWork<T>(work: (tx: CmsUnit) => Promise<T>): Promise<T> {
  const payload = await getPayloadInstance()
  return unitOfWork(payload, (unit) => work({ transactional: unit.transactional, compensate: (undo) => unit.compensate(undo), [UNIT]: unit }), {
    // The first failure is the one rethrown; an undo that failed too is logged by its kind only (no PHI).
    onUndoFailure: (error) =>
      payload.logger.error({ errorName: error instanceof Error ? error.name : 'unknown' }, 'A unit of work could not undo one of its writes'),
  })
}

/** The signed-in patient's own reads and changes: access rules on. With `tx`, inside that unit of work. */
export async function cmsAs(patient: SignedInPatient, tx?: CmsUnit): Promise<LocalApi> {
  return acting(await getPayloadInstance(), { overrideAccess: false, user: asUser(patient) }, tx?.[UNIT])
}

/** What the server decides for a patient (see above): access rules off, the patient as the actor. With `tx`, inside that unit of work. */
export async function cmsFor(patient: SignedInPatient | { id: number | string }, tx?: CmsUnit): Promise<LocalApi> {
  const user = 'collection' in patient ? asUser(patient) : ({ id: patient.id, collection: 'patients' } as TypedUser)
  return acting(await getPayloadInstance(), { overrideAccess: true, user }, tx?.[UNIT])
}

/** Public content, as any visitor may read it: access rules on, no user. */
export async function cmsAsVisitor(): Promise<LocalApi> {
  return acting(await getPayloadInstance(), { overrideAccess: false })
}

const serverOnly = new Set<string>(SERVER_COLLECTIONS)
const serverOne = scopedOne<ServerCollection>(serverOnly)
const serverTwo = scopedTwo<ServerCollection>(serverOnly)

/** The Local API on the server's own collections only (ADR 071). */
function serverApi(api: LocalApi) {
  return {
    find: serverOne(api.find),
    findByID: serverOne(api.findByID),
    count: serverOne(api.count),
    create: serverOne(api.create),
    update: serverTwo(api.update),
    delete: serverTwo(api.delete),
    findVersions: serverOne(api.findVersions),
    findVersionByID: serverOne(api.findVersionByID),
    sendEmail: api.sendEmail,
  }
}

export type ServerApi = ReturnType<typeof serverApi>

/** The server's own rows: access rules off, no user; validation and hooks still run. `ServerCollection` only. With `tx`, inside that unit of work. */
export async function cmsAsServer(tx?: CmsUnit): Promise<ServerApi> {
  return serverApi(acting(await getPayloadInstance(), { overrideAccess: true }, tx?.[UNIT]))
}

type BeforeSignInCollection = 'patients' | 'carts'
const beforeSignInOnly = new Set<string>(['patients', 'carts'] satisfies BeforeSignInCollection[])
const beforeSignInOne = scopedOne<BeforeSignInCollection>(beforeSignInOnly)

/** Finding an account (or a link's cart) and checking a password before anyone is signed in (see above). */
function beforeSignInApi(api: LocalApi) {
  return { find: beforeSignInOne(api.find), count: beforeSignInOne(api.count), login: api.login }
}

/** What an email or a link's token names, before anyone is signed in: access rules off, no user, `patients` and `carts` reads only. */
export async function cmsBeforeSignIn(): Promise<ReturnType<typeof beforeSignInApi>> {
  return beforeSignInApi(acting(await getPayloadInstance(), { overrideAccess: true }))
}

/**
 * The intake's new account, which has no password yet (apps/cms auth/passwordless-patient.ts: it
 * checks the data and acts for nobody); with `tx`, as one write of that unit of work.
 */
export async function cmsPasswordlessPatient(data: PasswordlessPatientData, tx?: CmsUnit): Promise<{ id: Patient['id']; setPasswordToken: string }> {
  return insertPasswordlessPatient(data, tx?.[UNIT])
}

/**
 * Whether a patient ever set a password (ADR 103): the CMS reads its hidden hash and answers yes
 * or no; the hash never reaches the site.
 */
export async function cmsPatientHasPassword(patientId: RowId): Promise<boolean> {
  return patientHasPassword(await getPayloadInstance(), patientId)
}

/** An account event in the audit log (sign-in, failed sign-in, lockout, password change, link sign-in); the patient is the actor. */
export async function cmsAccountEvent(event: AccountEvent, patientId: number | string): Promise<void> {
  // The CMS's audit writer itself (ADR 106): the entry takes its place in the hash chain under the chain's head row.
  await recordAccountEvent(await getPayloadInstance(), event, patientId)
}

/** The sandbox gateway's ledger (`sandbox-payments` only, by its type): access rules off, no user. */
export async function cmsSandboxLedger(): Promise<Awaited<ReturnType<Parameters<typeof createSandboxGateway>[0]>>> {
  return acting(await getPayloadInstance(), { overrideAccess: true })
}

/**
 * The order's transitions (apps/cms/src/orders, ADR 046): the one way an order's status changes.
 * They act under their own rules (who may take which edge, the order's owner), so the site hands
 * them the Payload instance rather than a door.
 */
export async function cmsOrderTransitions(tx?: CmsUnit): Promise<{ transition: (input: Omit<TransitionInput, 'unit'>) => Promise<TransitionResult> }> {
  const payload = await getPayloadInstance()
  // Inside a unit the move's writes join it (an edge that would call the gateway or the pharmacy is refused there).
  return { transition: (input) => transitionOrder(payload, { ...input, ...(tx ? { unit: tx[UNIT] } : {}) }) }
}

/**
 * The charge of one subscription period (apps/cms/src/billing, ADR 094): the one way a renewal is
 * paid, by the renewal job and by Pay Now. It acts under its own rules (the patient's own past-due
 * subscription, the amount from the subscription), so the site hands it the Payload instance.
 */
export async function cmsChargeSubscriptionPeriod(input: { subscriptionId: unknown; by: ChargeBy }, deps: ChargeDeps): Promise<ChargeOutcome> {
  return chargeSubscriptionPeriod(await getPayloadInstance(), input, deps)
}

/** What a Past Due plan's Pay Now charges now (the plan's price and the add-ons that go with it), computed as the charge computes it. */
export async function cmsAmountOwed(subscriptionId: RowId): Promise<number | null> {
  return amountOwedFor(await getPayloadInstance(), subscriptionId)
}

/**
 * The live chat's database watcher (apps/cms/src/chat/live.ts, ADR 099): one per process, reading
 * the new messages of every thread this process's connections follow in one query a tick. It reads
 * under its own rule (a connection follows only the thread the route allowed it), so the site hands
 * it the Payload instance.
 */
export async function cmsChatWatcher(): Promise<ChatWatcher> {
  return chatWatcherOf(await getPayloadInstance())
}

/** For the CMS's own helpers that take the Payload instance (its logger, collection configs). */
export async function cmsLogger(): Promise<Payload['logger']> {
  return (await getPayloadInstance()).logger
}
