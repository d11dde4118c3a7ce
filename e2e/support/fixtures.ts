import { test as base, expect } from '@playwright/test'

/** The site's address for this run, set by the global setup. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_SITE_URL)
  },
})

export { expect }
