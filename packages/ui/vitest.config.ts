import path from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'

const storybookDir = path.resolve(import.meta.dirname, '../../.storybook')

// Every story is a test: it renders in real Chromium, its play function runs, and the
// accessibility addon fails it on any violation (parameters.a11y.test = 'error').
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: [path.join(storybookDir, 'vitest.setup.ts')],
        },
      },
    ],
  },
})
