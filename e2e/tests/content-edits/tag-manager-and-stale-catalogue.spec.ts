import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { answerPreCheckout, fillPayment } from '../../support/checkout.ts'
import { expect, expectOnSiteSoon, test } from '../../support/fixtures.ts'
import { localApi, runSupportScript } from '../../support/local-api.ts'
import { createPatient, signIn } from '../../support/patients.ts'

// These change shared content (Settings) or break the shared database for a moment, so they run
// with the other content edits, one at a time after everything else; at a phone's width.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/**
 * A stand-in tag manager container on the port the site's TAG_MANAGER_ORIGIN names: its script
 * forwards every dataLayer entry (those before it loaded and every push after) back to it, as a
 * real container forwards events to its tags.
 */
function startTestContainer() {
  const received: Record<string, unknown>[] = []
  const scriptRequests: string[] = []
  const origin = `http://127.0.0.1:${process.env.E2E_TAG_MANAGER_PORT}`
  const script = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function forward(entry) { navigator.sendBeacon(${JSON.stringify(`${origin}/collect`)}, JSON.stringify(entry)); }
  layer.forEach(forward);
  var push = layer.push.bind(layer);
  layer.push = function () { for (var i = 0; i < arguments.length; i++) forward(arguments[i]); return push.apply(null, arguments); };
})();`
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin)
    if (request.method === 'GET' && url.pathname === '/gtm.js') {
      scriptRequests.push(url.searchParams.get('id') ?? '')
      response.writeHead(200, { 'Content-Type': 'application/javascript' }).end(script)
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      if (url.pathname === '/collect') received.push(JSON.parse(body) as Record<string, unknown>)
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end()
    })
  })
  return {
    received,
    scriptRequests,
    listen: () => new Promise<void>((resolve) => server.listen(Number(process.env.E2E_TAG_MANAGER_PORT), '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const hasDataLayer = (page: import('@playwright/test').Page) => page.evaluate(() => 'dataLayer' in window)
const tagManagerScripts = (page: import('@playwright/test').Page) => page.locator('script[src*="gtm.js"]')
const policyOf = async (page: import('@playwright/test').Page, path: string) => (await page.request.get(path)).headers()['content-security-policy'] ?? ''

test('the tag manager marketing asked for loads on the landing pages only: never in the portal, on /sorry or in checkout (ADR 101)', async ({ page }) => {
  // A whole purchase, with the content cache's delays before and after.
  test.slow()
  const container = startTestContainer()
  await container.listen()
  const containerOrigin = `http://127.0.0.1:${process.env.E2E_TAG_MANAGER_PORT}`
  try {
    localApi('updateGlobal', { slug: 'settings', data: { tagManagerContainerId: 'GTM-E2ETEST' } })
    // `/`: the container, its start snippet (window.dataLayer), and its origin in this page's CSP.
    await expectOnSiteSoon(page, '/', async () => {
      await expect(page.locator('script[src*="/gtm.js?id=GTM-E2ETEST"]')).toHaveCount(1, { timeout: 500 })
    })
    expect(await hasDataLayer(page)).toBe(true)
    await expect.poll(() => container.scriptRequests).toContain('GTM-E2ETEST')
    const landingPolicy = await policyOf(page, '/')
    expect(landingPolicy).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(landingPolicy).toContain(`connect-src 'self' ${containerOrigin}`)

    // /sorry (its message says why someone was turned away): nothing, and the origin not allowed.
    await page.goto('/sorry?message=Based%20on%20your%20responses')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(tagManagerScripts(page)).toHaveCount(0)
    expect(await hasDataLayer(page)).toBe(false)
    expect(await policyOf(page, '/sorry')).not.toContain(containerOrigin)

    // The portal: nothing either.
    const patient = createPatient('Tagged')
    await signIn(page, patient, '/home')
    await expect(page).toHaveURL(/\/home/)
    await expect(tagManagerScripts(page)).toHaveCount(0)
    expect(await hasDataLayer(page)).toBe(false)
    expect(await policyOf(page, '/home')).not.toContain(containerOrigin)
    // A portal address with nothing behind it: the site's own 404 page, without the container.
    const missing = await page.goto('/prescription/999999999')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(tagManagerScripts(page)).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('not-found-390.png'), fullPage: true })

    // From /select-med (a landing page, container loaded) into checkout: the checkout page is a new
    // document without it, and the purchase never reaches the container.
    await page.goto('/select-med')
    await expect(page.locator('script[src*="/gtm.js?id=GTM-E2ETEST"]')).toHaveCount(1)
    await page.getByRole('radio', { name: /Compounded Semaglutide, Monthly Plan/ }).check({ force: true })
    await page.getByRole('button', { name: 'Continue to checkout' }).click()
    await answerPreCheckout(page)
    await expect(tagManagerScripts(page)).toHaveCount(0)
    expect(await hasDataLayer(page)).toBe(false)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('link', { name: 'Continue to payment' }).click()
    await fillPayment(page, '4242 4242 4242 4242')
    await page.getByRole('button', { name: 'BUY NOW' }).click()
    await expect(page).toHaveURL(/\/payment\/thanks\?terms=1&amount=249\.99&trans_id=\d+/)
    await expect(tagManagerScripts(page)).toHaveCount(0)
    // The spec's purchase event is still written to the page's own dataLayer; no container reads it there.
    await page.waitForTimeout(500)
    expect(container.received.filter((entry) => entry.event === 'purchase')).toEqual([])
  } finally {
    localApi('updateGlobal', { slug: 'settings', data: { tagManagerContainerId: null } })
  }
  // Unset: no page asks for a container any more.
  await expectOnSiteSoon(page, '/', async () => {
    await expect(tagManagerScripts(page)).toHaveCount(0, { timeout: 500 })
  })
  const asked = container.scriptRequests.length
  await page.goto('/')
  await page.goto('/select-med')
  expect(container.scriptRequests.length).toBe(asked)
  expect(await policyOf(page, '/')).not.toContain(containerOrigin)
  await container.close()
})

/** One request on a connection of its own, so the cluster may hand it to either site process. */
function getOnNewConnection(pathname: string): Promise<{ status: number; process: string | undefined }> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, process.env.E2E_SITE_URL)
    const request = http.get(url, { agent: false, headers: { Connection: 'close' } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, process: response.headers['x-site-process'] as string | undefined }))
    })
    request.on('error', reject)
  })
}

test('/select-med shows the last catalogue while the database read fails', async ({ page }) => {
  // Every site process reads the catalogue once while the database answers.
  const processes = new Set<string | undefined>()
  for (let attempt = 0; attempt < 20 && processes.size < 2; attempt += 1) {
    const answer = await getOnNewConnection('/select-med')
    expect(answer.status).toBe(200)
    processes.add(answer.process)
  }
  expect(processes.size).toBe(2)

  const logFile = path.join(process.env.DATA_DIR ?? '', 'servers.log')
  const logBefore = fs.readFileSync(logFile, 'utf8').length
  runSupportScript('database-fault.ts', 'break-products', {})
  try {
    expect(runSupportScript<boolean>('database-fault.ts', 'products-readable', {})).toBe(false)
    // Past the content cache's lifetime (2 s), so every page below reads the catalogue again, and fails:
    // wait until each site process has said so for a request of its own.
    const failingProcesses = new Set<string | undefined>()
    await expect
      .poll(
        async () => {
          const logLength = fs.readFileSync(logFile, 'utf8').length
          const answer = await getOnNewConnection('/select-med')
          if (fs.readFileSync(logFile, 'utf8').slice(logLength).includes('Content read failed (catalogue)')) failingProcesses.add(answer.process)
          return failingProcesses.size
        },
        { timeout: 15_000, intervals: [100] },
      )
      .toBe(processes.size)
    for (let visit = 0; visit < 4; visit += 1) {
      const response = await page.goto('/select-med')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('radio', { name: /Compounded Semaglutide, Half Yearly Plan, \$809\.99/ })).toBeChecked()
      await expect(page.getByRole('radio', { name: /Compounded Tirzepatide, Yearly Plan, \$2,349\.00/ })).toBeAttached()
      await expect(page.getByText('$809.99 billed every 6 months').first()).toBeVisible()
    }
    // The reads did fail: the site said so in its log, and served the last good copy.
    await expect.poll(() => fs.readFileSync(logFile, 'utf8').slice(logBefore)).toContain('Content read failed (catalogue); serving the last good copy')
  } finally {
    runSupportScript('database-fault.ts', 'restore-products', {})
  }
  expect(runSupportScript<boolean>('database-fault.ts', 'products-readable', {})).toBe(true)
})
