import fs from 'node:fs'
import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

/**
 * The one place the database engine is chosen, by DATABASE_URL:
 * `file:...` -> SQLite (embedded default), `mongodb://...` -> MongoDB (production at scale).
 */
export function databaseAdapter(databaseUrl: string, migrationDir: string): DatabaseAdapterObj {
  if (databaseUrl.startsWith('mongodb')) {
    return mongooseAdapter({ url: databaseUrl, migrationDir })
  }
  fs.mkdirSync(path.dirname(databaseUrl.slice('file:'.length)), { recursive: true })
  return sqliteAdapter({
    client: { url: databaseUrl },
    migrationDir,
    // Schema changes go through committed migrations only (applied by `npm start` before the
    // servers start, so two processes never race to migrate), never an automatic push.
    push: false,
    // Write-ahead logging: the site, the admin and scripts share the file, readers never wait for
    // a writer, and a commit is one append instead of a rollback journal (bench: issue #9).
    wal: true,
    // A writer waits for another process's write to finish instead of failing with SQLITE_BUSY.
    busyTimeout: 5_000,
  })
}
