import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { tempTestDatabaseUrl } from './temp-database.ts'

// Runs before each test file's imports (a Vitest setup file): every file gets a database of its
// own (a SQLite file, or a database on the test PostgreSQL server when TEST_DATABASE_ENGINE=postgres),
// so files never see each other's data and may run in parallel. It is a copy of the run's migrated
// template (database-template.ts, a global setup) when there is one. It gets a data directory of
// its own too: the secrets a test process needs are made there (env.ts), never read from or
// written to the developer's `.data/`, and never a fixed value. Files that share a worker's imports
// (`isolate: false`, ADR 081) share its data directory, as they share the modules that read its
// secrets once (a second process of a test must read the same ones).
process.env.DATABASE_URL = await tempTestDatabaseUrl('int', inject('databaseTemplate'))
const worker = globalThis as { telehealthTestDataDir?: string }
worker.telehealthTestDataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-int-data-'))
process.env.DATA_DIR = worker.telehealthTestDataDir
