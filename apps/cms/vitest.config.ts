import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    setupFiles: ['./src/testing/use-temp-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
