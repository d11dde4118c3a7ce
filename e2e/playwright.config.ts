import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two workers fill the two cores of the machine `npm test` runs on, in CI as here (ADR 083);
  // whether the CI sets `CI` or not, the run is the same. E2E_WORKERS=1 for a quieter local run.
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    // An action or a navigation that cannot happen fails where it waits, within the test's time,
    // instead of waiting out a long test's whole budget and failing only with "Test timeout".
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    // A failed test keeps its trace (every action, network call and DOM snapshot) without the
    // screencast (a JPEG of every frame); with the 1x drawing below, 18 % less CPU per test (ADR 083).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // Patients are mostly on phones: the funnel is tested at a phone's size first. Pixel 7's viewport,
    // touch and user agent, drawn at one device pixel per CSS pixel: the layout under test is the
    // same, and Chromium's software raster of 2.625 x 2.625 as many pixels was its largest cost (ADR 083).
    { name: 'phone', testIgnore: /content-edits\//, use: { ...devices['Pixel 7'], deviceScaleFactor: 1, browserName: 'chromium' } },
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
