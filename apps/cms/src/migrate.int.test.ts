import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase } from './migrate.ts'
import { migrations as postgresMigrations } from './migrations-postgres/index.ts'
import { migrations as sqliteMigrations } from './migrations/index.ts'
import { closePayload, payloadOn } from './testing/test-payload.ts'
import { tempTestDatabaseUrl, testDatabaseEngine } from './testing/temp-database.ts'

// The other test files get a copy of a database migrated once per run (testing/database-template.ts).
// This one starts, as production's first start does, from an empty database.
let payload: Payload

beforeAll(async () => {
  payload = await payloadOn(await tempTestDatabaseUrl('migrate'))
})

afterAll(async () => {
  await closePayload(payload)
})

describe('migrating a database', () => {
  const committed = (testDatabaseEngine() === 'postgres' ? postgresMigrations : sqliteMigrations).map((migration) => migration.name)

  it('runs every committed migration of its engine on an empty database, each once', async () => {
    await migrateDatabase(payload)
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, sort: 'name', depth: 0 })
    expect(docs.map((row) => row.name)).toEqual(committed)
    expect(await payload.count({ collection: 'patients' })).toEqual({ totalDocs: 0 })
  })

  it('finds nothing to do on a database already migrated', async () => {
    await migrateDatabase(payload)
    expect((await payload.count({ collection: 'payload-migrations' })).totalDocs).toBe(committed.length)
  })
})
