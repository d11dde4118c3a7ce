import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    // One migrated database per run, copied for each test file (ADR 081).
    globalSetup: ['./src/testing/database-template.ts'],
    setupFiles: ['./src/testing/use-temp-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
