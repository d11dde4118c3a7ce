import { test as base, expect } from '@playwright/test'

/** The site's address for this run, set by the global setup. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_SITE_URL)
  },
})

export { expect }

/**
 * Content edited in the CMS reaches the site within its content cache's lifetime (2 s, ADR 013):
 * open the page again until the edit shows.
 */
export async function expectOnSiteSoon(page: import('@playwright/test').Page, path: string, assertion: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path)
    await assertion()
  }).toPass({ timeout: 15_000, intervals: [500, 1_000] })
}
