import path from 'node:path'
import { BasePayload, getPayload, type Payload } from 'payload'
import { databaseAdapter } from '../db.ts'
import { migrateDatabase } from '../migrate.ts'
import config from '../payload.config.ts'

/**
 * Payload on the temporary database the test file's DATABASE_URL names (use-temp-database.ts), migrated
 * exactly as production is. That database is a copy of the run's template, which this same function
 * migrated (database-template.ts), so the migrations normally find nothing left to do.
 */
export async function getTestPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
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
