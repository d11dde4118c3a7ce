import type { Migration, Payload } from 'payload'
import { migrations } from './migrations/index.ts'

/**
 * Applies the committed SQL migrations. MongoDB keeps no schema, so the SQL history does not apply
 * to it; data migrations for it would go in a list of its own.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  if (payload.db.name === 'mongoose') return
  // Generated migrations type their argument as the adapter's own; Payload's list takes `unknown`.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
