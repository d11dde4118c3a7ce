import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '~': path.resolve(import.meta.dirname, 'app') }

/**
 * Tests never read or write the developer's `.data/`: secrets a test process needs are made in a
 * temporary DATA_DIR of its own (env.server.ts, apps/cms/src/env.ts); the int project's setup file
 * gives each test file one with its database.
 */
const unitDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-site-unit-'))

/** Files that mock a module or set the environment a module reads when imported: each needs a process of its own. */
const OWN_PROCESS = ['app/uploads/two-hosts-s3.int.test.ts', 'app/intake/submit-intake-undo.int.test.ts']

/** The integration suites' settings. */
const integration = {
  // Links in emails start with the public origin, as in production (never a request's Host).
  env: { NODE_ENV: 'test' as const, CONTENT_CACHE_MS: '0', SITE_ORIGIN: 'https://care.example.com' },
  // Each test file gets a fresh database (a copy of one migrated once per run, ADR 081) and DATA_DIR of its own (see the CMS's testing folder).
  globalSetup: [path.resolve(import.meta.dirname, '../cms/src/testing/database-template.ts')],
  setupFiles: [path.resolve(import.meta.dirname, '../cms/src/testing/use-temp-database.ts')],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
          env: { DATA_DIR: unitDataDir },
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int',
          include: ['app/**/*.int.test.ts'],
          exclude: OWN_PROCESS,
          // Files share a worker's imports (Payload, the CMS config, the site's modules: half the
          // suite's CPU) and each still gets a database of its own (the CMS's testing/test-payload.ts binds Payload to it; ADR 081).
          isolate: false,
        },
      },
      { resolve: { alias }, test: { ...integration, name: 'int-own-process', include: OWN_PROCESS } },
    ],
  },
})
