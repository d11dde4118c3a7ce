import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** The engine the integration suites run on: SQLite unless TEST_DATABASE_ENGINE=postgres (npm test runs both). */
export function testDatabaseEngine(): 'sqlite' | 'postgres' {
  return process.env.TEST_DATABASE_ENGINE === 'postgres' ? 'postgres' : 'sqlite'
}

/**
 * A fresh SQLite file for one test run, so runs never share or keep data: a copy of the run's
 * migrated template (database-template.ts) when there is one, else an empty file.
 */
function tempDatabaseUrl(label: string, templateUrl: string | undefined): string {
  const file = path.join(os.tmpdir(), `telehealth-${label}-${process.pid}-${Date.now()}-${crypto.randomBytes(4).toString('hex')}.db`)
  if (templateUrl) fs.copyFileSync(templateUrl.slice('file:'.length), file)
  return `file:${file}`
}

/** Runs `work` with a client on the test PostgreSQL server (POSTGRES_TEST_URL, started by npm test through scripts/postgres.mjs). */
async function onTestServer<T>(work: (client: pg.Client, serverUrl: string) => Promise<T>): Promise<T> {
  const serverUrl = process.env.POSTGRES_TEST_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_ENGINE=postgres needs POSTGRES_TEST_URL (start one: node scripts/postgres.mjs)')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client, serverUrl)
  } finally {
    await client.end()
  }
}

/**
 * A fresh database on the test PostgreSQL server, so files never see each other's data; it goes
 * with the server. Made as a copy of the run's migrated template when there is one (PostgreSQL
 * copies a template's files, which is far cheaper than running the migrations again), else empty.
 */
async function tempPostgresDatabaseUrl(label: string, templateUrl: string | undefined): Promise<string> {
  const name = `telehealth_${label}_${crypto.randomBytes(6).toString('hex')}`.replace(/[^a-z0-9_]/g, '_')
  return onTestServer(async (client, serverUrl) => {
    const template = templateUrl ? ` TEMPLATE "${databaseName(templateUrl)}"` : ''
    await client.query(`CREATE DATABASE "${name}"${template}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.toString()
  })
}

function databaseName(postgresUrl: string): string {
  return new URL(postgresUrl).pathname.slice(1)
}

/**
 * A fresh database of the engine under test: a copy of `templateUrl` (a database of the same engine
 * that nothing is connected to) when given, else an empty one.
 */
export async function tempTestDatabaseUrl(label: string, templateUrl?: string): Promise<string> {
  return testDatabaseEngine() === 'postgres' ? tempPostgresDatabaseUrl(label, templateUrl) : tempDatabaseUrl(label, templateUrl)
}

/**
 * Seals a migrated template so it can be copied: PostgreSQL copies a template only while nobody is
 * connected to it, so connections to it are refused from now on and the ones left are ended.
 */
export async function sealTemplateDatabase(templateUrl: string): Promise<void> {
  if (testDatabaseEngine() !== 'postgres') return
  const name = databaseName(templateUrl)
  await onTestServer(async (client) => {
    await client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`)
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])
  })
}

/** Removes a template made by tempTestDatabaseUrl once the run is over (the copies go with their server or temporary folder). */
export async function removeTemplateDatabase(templateUrl: string): Promise<void> {
  if (testDatabaseEngine() !== 'postgres') {
    const file = templateUrl.slice('file:'.length)
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
    return
  }
  await onTestServer(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${databaseName(templateUrl)}"`)
  })
}
