import { getPayload, type Payload } from 'payload'
import { migrateDatabase } from '../migrate.ts'
import config from '../payload.config.ts'

/**
 * Payload on the temporary database the test run's DATABASE_URL names (see vitest configs),
 * migrated exactly as production is.
 */
export async function getTestPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
}
