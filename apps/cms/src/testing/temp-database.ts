import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * The engine the integration suites run on: SQLite unless TEST_DATABASE_ENGINE says postgres (npm test
 * runs both) or mongodb (`npm run test:mongo`, against MONGODB_TEST_URL).
 */
export function testDatabaseEngine(): 'sqlite' | 'postgres' | 'mongodb' {
  const asked = process.env.TEST_DATABASE_ENGINE
  return asked === 'postgres' || asked === 'mongodb' ? asked : 'sqlite'
}

/** A fresh SQLite file for one test run, so runs never share or keep data. */
function tempDatabaseUrl(label: string): string {
  const file = path.join(os.tmpdir(), `telehealth-${label}-${process.pid}-${Date.now()}.db`)
  return `file:${file}`
}

/**
 * A fresh, empty database on the test PostgreSQL server (POSTGRES_TEST_URL, started by npm test
 * through scripts/postgres.mjs), so files never see each other's data; it goes with the server.
 */
async function tempPostgresDatabaseUrl(label: string): Promise<string> {
  const serverUrl = process.env.POSTGRES_TEST_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_ENGINE=postgres needs POSTGRES_TEST_URL (start one: node scripts/postgres.mjs)')
  const name = `telehealth_${label}_${crypto.randomBytes(6).toString('hex')}`.replace(/[^a-z0-9_]/g, '_')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A fresh database on the MongoDB server MONGODB_TEST_URL names (MongoDB creates it on first write). */
function tempMongoDatabaseUrl(label: string): string {
  const serverUrl = process.env.MONGODB_TEST_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_ENGINE=mongodb needs MONGODB_TEST_URL (a replica set for transactions)')
  const url = new URL(serverUrl)
  url.pathname = `/telehealth_${label}_${crypto.randomBytes(6).toString('hex')}`
  return url.toString()
}

/** A fresh database of the engine under test. */
export async function tempTestDatabaseUrl(label: string): Promise<string> {
  switch (testDatabaseEngine()) {
    case 'postgres':
      return tempPostgresDatabaseUrl(label)
    case 'mongodb':
      return tempMongoDatabaseUrl(label)
    case 'sqlite':
      return tempDatabaseUrl(label)
  }
}
