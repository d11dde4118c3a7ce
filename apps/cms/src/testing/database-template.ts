import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { removeTemplateDatabase, sealTemplateDatabase, tempTestDatabaseUrl } from './temp-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated template database (a SQLite file URL or a PostgreSQL database URL); each test file gets a copy. */
    databaseTemplate?: string
  }
}

/** Sets environment variables for the length of `work`, then puts back what was there. */
async function withEnvironment<T>(values: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]))
  Object.assign(process.env, values)
  try {
    return await work()
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) Reflect.deleteProperty(process.env, key)
      else process.env[key] = value
    }
  }
}

/**
 * Vitest's global setup for the integration suites: one database of the engine under test, migrated
 * once per run by the production path (migrateDatabase), which every test file then gets a copy of
 * (use-temp-database.ts) instead of running every migration again. Each file still has a database of
 * its own; the template is never opened by a test. migrate.int.test.ts migrates an empty database too.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateUrl = await tempTestDatabaseUrl('template')
  // The CMS reads its environment when its config is imported, so the config is imported here, with
  // the template's database and a data folder of its own (the secrets, env.ts), and the variables put back after.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-int-template-'))
  await withEnvironment({ DATABASE_URL: templateUrl, DATA_DIR: dataDir }, async () => {
    const { migrateDatabase } = await import('../migrate.ts')
    const { closePayload, payloadOn } = await import('./test-payload.ts')
    const payload = await payloadOn(templateUrl)
    try {
      await migrateDatabase(payload)
    } finally {
      await closePayload(payload)
    }
  })
  await sealTemplateDatabase(templateUrl)
  project.provide('databaseTemplate', templateUrl)
  return async () => {
    await removeTemplateDatabase(templateUrl)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
