import path from 'node:path'
import { BasePayload, getPayload, type CollectionSlug, type Payload } from 'payload'
import { databaseAdapter } from '../db.ts'
import { migrateDatabase } from '../migrate.ts'
import config from '../payload.config.ts'

/**
 * Payload on the temporary database the test file's DATABASE_URL names (use-temp-database.ts), migrated
 * exactly as production is. That database is a copy of the run's template, which this same function
 * migrated (database-template.ts), so the migrations normally find nothing left to do.
 */
export async function getTestPayload(): Promise<Payload> {
  await bindToFileDatabase()
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
}

/** Payload's own cache of its instance (getPayload's module scope keeps it on `global._payload`, keyed 'default'). */
type PayloadCache = Map<string, { payload: Payload | null; promise: Promise<Payload> | null }>

/** The database the cached Payload was made for, across the test files one worker runs. */
let boundUrl: string | undefined

/**
 * Test files share a worker process and its imports (`isolate: false`, ADR 081): the config, Payload
 * and the CMS's modules are imported once per worker instead of once per file. Each file still has a
 * database of its own (use-temp-database.ts sets DATABASE_URL before the file runs): when it differs
 * from the one the cached instance was made for, that instance is closed and forgotten, and the
 * config's adapter is pointed at the file's database, so getPayload makes a new instance on it.
 */
async function bindToFileDatabase(): Promise<void> {
  const url = process.env.DATABASE_URL
  if (!url || url === boundUrl) return
  const sanitized = await config
  const cache = (globalThis as { _payload?: PayloadCache })._payload
  const previous = cache?.get('default')
  if (boundUrl !== undefined && previous) {
    cache!.delete('default')
    const instance = previous.payload ?? (await previous.promise?.catch(() => null))
    if (instance) await closePayload(instance)
  }
  sanitized.db = { ...sanitized.db, ...databaseAdapter(url, path.resolve(import.meta.dirname, '..')) }
  restoreCollectionHooks(sanitized.collections)
  boundUrl = url
}

/** Each collection's hooks as the config made them, taken when the worker's first file binds. */
let configuredHooks: Map<string, Record<string, unknown>> | undefined

const copyHooks = (hooks: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(hooks as Record<string, unknown>).map(([event, list]) => [event, Array.isArray(list) ? (list as unknown[]).slice() : list]))

/**
 * The collections' config is shared by the files of a worker, and a test that plants a failure adds
 * a hook to it (`payload.collections[slug].config.hooks`): each file starts from the hooks the config
 * made, so nothing one file planted runs in the next.
 */
function restoreCollectionHooks(collections: readonly { slug: string; hooks?: object }[]): void {
  if (!configuredHooks) {
    configuredHooks = new Map(collections.map((collection) => [collection.slug, copyHooks(collection.hooks ?? {})]))
    return
  }
  for (const collection of collections) {
    const configured = configuredHooks.get(collection.slug)
    if (!configured || !collection.hooks) continue
    const hooks = collection.hooks as Record<string, unknown>
    for (const event of Object.keys(hooks)) if (!(event in configured)) Reflect.deleteProperty(hooks, event)
    Object.assign(hooks, copyHooks(configured))
  }
}

/**
 * A second Payload, on the database at `databaseUrl` instead of the file's own, with the same
 * collections, hooks and adapter settings (db.ts). Close it with closePayload.
 */
export async function payloadOn(databaseUrl: string): Promise<Payload> {
  const sanitized = await config
  const db = { ...sanitized.db, ...databaseAdapter(databaseUrl, path.resolve(import.meta.dirname, '..')) }
  return new BasePayload().init({ config: { ...sanitized, db } })
}

/**
 * Lets a Payload's database be copied: on SQLite the write-ahead log is folded into the file, which is
 * then whole (the connection itself ends with the process). On PostgreSQL the pool stops taking
 * new connections and closes its idle ones, but the adapter keeps one connection checked out for good
 * (its connect()), so the pool's end never settles and is not awaited: sealTemplateDatabase ends that one from the server.
 */
export async function closePayload(payload: Payload): Promise<void> {
  if (payload.db.name === 'postgres') {
    void payload.db.pool.end()
  } else if (payload.db.name === 'sqlite') {
    await payload.db.execute({ drizzle: payload.db.drizzle, raw: 'PRAGMA wal_checkpoint(TRUNCATE)' })
  }
  await payload.destroy()
}

/**
 * Plays Payload's own trimming of a document's version history (a collection's `maxPerDoc`) for one
 * version, without saving a hundred versions first. The versions table is the adapter's; this is the
 * harness's one other reach below the Local API (the data-path test allows this file).
 */
export async function trimVersion(payload: Payload, collection: CollectionSlug, versionId: string): Promise<void> {
  await payload.db.deleteVersions({ collection, where: { id: { equals: versionId } } })
}

/**
 * Tables a refused request may rightly write, left out of the fuzz suites' comparison (site and CMS):
 * - rate_limit_hits: a refused attempt is what a limit counts (sign-in, codes, chat sends...);
 * - audit_log, audit_chain_head: reads and refusals of patient data are recorded, refused ones
 *   included, and each entry moves the chain's head (ADR 106);
 * - patient_sessions: every request of a signed-in patient slides the session's expiry
 *   (entry.server.ts refreshPatientSession), and a stale or forged cookie ends one.
 */
export const MAY_RECORD_REFUSALS = ['rate_limit_hits', 'audit_log', 'audit_chain_head', 'patient_sessions'] as const

/** The tables the job schedules write on the minute, whatever requests come (a slot's claim, the queue, its stats). */
const SCHEDULED_TABLES = new Set(['claims', 'payload_jobs', 'payload_jobs_log', 'payload_jobs_stats'])

/**
 * Whether the tables that moved during a request (`changed`, each "table before -> after") are only
 * the schedules' own, moved because the clock passed a minute while the request ran: then the
 * schedules wrote them (seen on PostgreSQL), not the request. Any other table, or no minute passed,
 * and the request wrote it.
 */
export function onlyScheduledWork(changed: readonly string[], startedAt: number, endedAt: number): boolean {
  const minutePassed = Math.floor(startedAt / 60_000) !== Math.floor(endedAt / 60_000)
  return minutePassed && changed.length > 0 && changed.every((line) => SCHEDULED_TABLES.has(line.split(' ')[0] ?? ''))
}

/** One table's fingerprint: its row count and its latest `updatedAt` (null for a table without one). */
export type TableFingerprint = `${number}:${string}`

/**
 * Every table's row count and latest `updatedAt`, in one query: what a refused request must leave as
 * it found (the fuzz suites compare it before and after, issue 32). A write adds a row, removes one
 * or stamps one with the current time, so one of the two moves. Tables named in `except` (those that
 * rightly record a refusal: rate-limit hits, the audit log...) are left out. Read below the Local API
 * because a Local API read per collection costs a query each and runs their read hooks (audit entries).
 */
export async function databaseFingerprint(payload: Payload, except: readonly string[] = []): Promise<Record<string, TableFingerprint>> {
  const db = payload.db as unknown as {
    name: string
    tables: Record<string, Record<string, unknown>>
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: { t: string; n: number | string; u: string | null }[] }>
  }
  if (db.name !== 'sqlite' && db.name !== 'postgres') throw new Error(`databaseFingerprint: no SQL on ${db.name}`)
  const selects = Object.entries(db.tables)
    .filter(([table]) => !except.includes(table))
    .map(([table, columns]) => {
      const stamped = Object.values(columns).some((column) => (column as { name?: unknown } | null)?.name === 'updated_at')
      const latest = stamped ? 'CAST(MAX("updated_at") AS TEXT)' : "''"
      return `SELECT '${table}' AS t, COUNT(*) AS n, ${latest} AS u FROM "${table}"`
    })
  if (selects.length === 0) return {}
  const result = await db.execute({ drizzle: db.drizzle, raw: selects.join(' UNION ALL ') })
  return Object.fromEntries(result.rows.map((row): [string, TableFingerprint] => [row.t, `${Number(row.n)}:${row.u ?? ''}`]))
}

/**
 * Changes, removes or puts back an audit entry below the Local API, as SQL or a restored backup would
 * (the hash chain's test, ADR 106: the API itself refuses every change to the log).
 */
export const auditLogBelowTheApi = {
  change: (payload: Payload, id: string | number, data: Record<string, unknown>) => payload.db.updateOne({ collection: 'audit-log', id, data }),
  remove: (payload: Payload, id: string | number) => payload.db.deleteOne({ collection: 'audit-log', where: { id: { equals: id } } }),
  putBack: (payload: Payload, row: Record<string, unknown>) => payload.db.create({ collection: 'audit-log', data: row }),
}
