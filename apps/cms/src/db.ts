import fs from 'node:fs'
import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { useRowIdShape, type RowIdShape } from '@telehealth/domain'
import type { DatabaseAdapterObj } from 'payload'
import { benchStatementLogger } from './statement-counter.ts'

/** The engine a DATABASE_URL names. */
export type DatabaseEngine = 'sqlite' | 'postgres' | 'mongodb'

export function databaseEngine(databaseUrl: string): DatabaseEngine {
  if (databaseUrl.startsWith('mongodb')) return 'mongodb'
  if (databaseUrl.startsWith('postgres://') || databaseUrl.startsWith('postgresql://')) return 'postgres'
  return 'sqlite'
}

/**
 * The one place the database engine is chosen, by DATABASE_URL:
 * `file:...` -> SQLite (embedded default), `postgres://...` -> PostgreSQL (tested server engine),
 * `mongodb://...` -> MongoDB (production at scale). Each SQL engine has its own committed migrations
 * (`migrations/` for SQLite, `migrations-postgres/` for PostgreSQL): a migration is SQL of its engine.
 */
/** The shape of id each engine hands out (ADR 077). */
const ROW_ID_SHAPES: Record<DatabaseEngine, RowIdShape> = { sqlite: 'integer', postgres: 'uuid', mongodb: 'objectId' }

export function databaseAdapter(databaseUrl: string, migrationsRoot: string): DatabaseAdapterObj {
  // A route's id of another engine's shape then answers like an unknown one, never a failed query.
  useRowIdShape(ROW_ID_SHAPES[databaseEngine(databaseUrl)])
  switch (databaseEngine(databaseUrl)) {
    case 'mongodb':
      return mongooseAdapter({ url: databaseUrl, migrationDir: path.join(migrationsRoot, 'migrations-mongodb') })
    case 'postgres':
      return postgresAdapter({
        pool: { connectionString: databaseUrl },
        migrationDir: path.join(migrationsRoot, 'migrations-postgres'),
        // Ids are uuids, as on MongoDB they are strings: the code must never read an id as a number
        // (ADR 077), and PostgreSQL proves it on every test run.
        idType: 'uuid',
        // Schema changes go through committed migrations only, as on SQLite.
        push: false,
        logger: benchStatementLogger(),
      })
    case 'sqlite':
      fs.mkdirSync(path.dirname(databaseUrl.slice('file:'.length)), { recursive: true })
      return sqliteAdapter({
        client: { url: databaseUrl },
        migrationDir: path.join(migrationsRoot, 'migrations'),
        // Schema changes go through committed migrations only (applied by `npm start` before the
        // servers start, so two processes never race to migrate), never an automatic push.
        push: false,
        // Write-ahead logging: the site, the admin and scripts share the file, readers never wait for
        // a writer, and a commit is one append instead of a rollback journal (bench: issue #9).
        wal: true,
        // A writer waits for another process's write to finish instead of failing with SQLITE_BUSY.
        busyTimeout: 5_000,
        logger: benchStatementLogger(),
      })
  }
}
