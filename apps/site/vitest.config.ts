import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '~': path.resolve(import.meta.dirname, 'app') }

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['app/**/*.int.test.ts'],
          env: { NODE_ENV: 'test', CONTENT_CACHE_MS: '0' },
          // Each test file gets a fresh SQLite database of its own (see the CMS's testing folder).
          setupFiles: [path.resolve(import.meta.dirname, '../cms/src/testing/use-temp-database.ts')],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
