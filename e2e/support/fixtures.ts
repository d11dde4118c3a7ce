import { test as base, expect } from '@playwright/test'
import { localApi } from './local-api.ts'

/**
 * Every test's browser comes from this machine, so all of them share the per-address budgets
 * (sign-in 100 in 15 minutes, checkout, forgot password, codes: apps/site/app/auth/rate-limit.server.ts).
 * A suite of a hundred-odd sign-ins spends them within one window, so each test starts as a new
 * visitor: the loopback addresses' per-address budgets are cleared before it. The limits
 * themselves are tested from loopback addresses of their own (support/sign-in-from.ts), which this
 * never clears.
 */
const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1']
const PER_ADDRESS_BUDGETS = ['login-ip', 'forgot-ip', 'verify-code-ip', 'checkout-ip']

export const test = base.extend<{ freshAddress: void }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_SITE_URL)
  },
  freshAddress: [
    async ({}, use) => {
      localApi('resetAddressBudgets', { addresses: LOOPBACK_ADDRESSES, prefixes: PER_ADDRESS_BUDGETS })
      await use()
    },
    { auto: true },
  ],
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
