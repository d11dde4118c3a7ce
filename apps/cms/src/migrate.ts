import type { Migration, Payload } from 'payload'
import { migrations as postgresMigrations } from './migrations-postgres/index.ts'
import { migrations as sqliteMigrations } from './migrations/index.ts'

/**
 * Applies the committed migrations of the engine in use: SQL is an engine's own, so SQLite and
 * PostgreSQL each have their history (`migrations/`, `migrations-postgres/`). MongoDB keeps no
 * schema, so neither applies to it; data migrations for it would go in a list of its own.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  if (payload.db.name === 'mongoose') return
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  // Generated migrations type their argument as the adapter's own; Payload's list takes `unknown`.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
