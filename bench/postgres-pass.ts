import fs from 'node:fs'
import { freePort } from '../e2e/support/free-port.ts'
import { startPostgres } from '../scripts/postgres.mjs'
import { databasePass } from './database-pass.ts'
import { benchPayload } from './fixtures.ts'
import { databasePassOptions } from './options.ts'
import { startApps } from './servers.ts'

/**
 * `tsx postgres-pass.ts RESULT.json`: the engine-dependent part of the bench (ADR 080) on a throwaway
 * PostgreSQL (scripts/postgres.mjs), with the apps run.ts already built. A process of its own: the
 * Payload instance the fixtures use is made once per process, for one database.
 */
const out = process.argv[2]
if (!out) throw new Error('usage: tsx postgres-pass.ts RESULT.json')
const postgres = await startPostgres()
const apps = await startApps(await freePort(), await freePort(), { databaseUrl: postgres.url, build: false })
try {
  const payload = await benchPayload(apps.env.DATABASE_URL, apps.env.PAYLOAD_SECRET)
  fs.writeFileSync(out, JSON.stringify(await databasePass(payload, apps.siteUrl, databasePassOptions('PostgreSQL'))))
} finally {
  await apps.stop()
  postgres.stop()
}
process.exit(0)
