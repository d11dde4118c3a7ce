import { defineConfig } from 'vitest/config'

/** Files that set the environment the CMS config reads when it is imported: each needs a process of its own. */
const OWN_PROCESS = ['src/storage.int.test.ts']

export default defineConfig({
  test: {
    env: { NODE_ENV: 'test' },
    // One migrated database per run, copied for each test file (ADR 081).
    globalSetup: ['./src/testing/database-template.ts'],
    setupFiles: ['./src/testing/use-temp-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // Files share a worker's imports (Payload, the config: half the suite's CPU) and each still gets
      // a database of its own (testing/test-payload.ts binds Payload to it; ADR 081).
      { extends: true, test: { name: 'shared', isolate: false, include: ['src/**/*.test.ts'], exclude: OWN_PROCESS } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS } },
    ],
  },
})
