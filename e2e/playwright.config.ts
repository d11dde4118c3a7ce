import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // Patients are mostly on phones: the funnel is tested at a phone's size first.
    { name: 'phone', testIgnore: /content-edits\//, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    // Tests that change shared CMS content run after the rest, one at a time, so no other test
    // sees their edits.
    {
      name: 'content-edits',
      testMatch: /content-edits\/.*\.spec\.ts/,
      dependencies: ['phone'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
    },
  ],
})
