import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
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

/**
 * What the browser saw, for the PHI canary check at the run's end (canaries.ts, issue 32): every URL
 * a page requested and `window.dataLayer` after each page load, one JSON line each in the run's
 * capture folder. Nothing is asserted here; the check reads them all once.
 */
async function captureForCanaries(context: BrowserContext, workerIndex: number, use: () => Promise<void>): Promise<void> {
  const dir = process.env.E2E_CANARY_DIR
  if (!dir) return use()
  const lines: string[] = []
  const dataLayerOf = async (page: Page) => {
    const value = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? null)).catch(() => null)
    if (value && value !== 'null') lines.push(JSON.stringify({ place: 'dataLayer', page: page.url(), text: value }))
  }
  const watch = (page: Page) => page.on('load', () => void dataLayerOf(page))
  context.on('request', (request) => lines.push(JSON.stringify({ place: 'browserUrl', text: request.url() })))
  context.pages().forEach(watch)
  context.on('page', watch)
  try {
    await use()
  } finally {
    await Promise.all(context.pages().map(dataLayerOf))
    if (lines.length) fs.appendFileSync(path.join(dir, `browser-${workerIndex}.jsonl`), `${lines.join('\n')}\n`)
  }
}

export const test = base.extend<{ freshAddress: void; phiCanaryCapture: void }>({
  phiCanaryCapture: [async ({ context }, use, testInfo) => captureForCanaries(context, testInfo.workerIndex, use), { auto: true }],
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
