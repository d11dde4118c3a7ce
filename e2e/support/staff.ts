import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { localApi, runSupportScript } from './local-api.ts'
import { newTotpSecret, totpCode, totpStep } from './staff-totp.ts'

export type StaffRole = 'admin' | 'marketing' | 'clinical' | 'fulfilment' | 'support'

/**
 * A staff member's sign-in. With a second factor (ADR 020), `totpSecret` is their authenticator's
 * key (not enumerable, so it never travels in a request body) and `code` the current six-digit
 * code, computed each time it is read: a login request built from these credentials
 * (`POST /api/staff/login` with email, password and code) signs in in one step.
 */
export interface StaffCredentials {
  email: string
  password: string
  totpSecret?: string
  readonly code?: string
}

export function staffCredentials(email: string, password: string, totpSecret?: string): StaffCredentials {
  const credentials: StaffCredentials = { email, password }
  if (totpSecret) {
    Object.defineProperty(credentials, 'totpSecret', { value: totpSecret, enumerable: false })
    Object.defineProperty(credentials, 'code', { enumerable: true, get: () => totpCode(totpSecret) })
  }
  return credentials
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Runs one operation of staff-runner.ts against the e2e database (a separate Node process). */
function staffRunner<T>(operation: string, args: unknown): T {
  return runSupportScript<T>('staff-runner.ts', operation, args)
}

/**
 * A staff account of the role, made for this test run. By default its second factor is on (as
 * after enrolment), with a key the test knows; `secondFactor: false` leaves it to set up.
 */
export function createStaff(role: StaffRole, options: { secondFactor?: boolean } = {}): StaffCredentials & { id: number } {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = `e2e-${role}-password-long`
  const totpSecret = options.secondFactor === false ? undefined : newTotpSecret()
  const { id } = staffRunner<{ id: number }>('create', { data: { email, password, name: `E2E ${role}`, role }, totpSecret })
  return Object.assign(staffCredentials(email, password, totpSecret), { id })
}

// Keys learnt by enrolling in the admin (the seeded admin's), shared with the other workers.
const enrolledKeysFile = () => path.join(process.env.DATA_DIR ?? repoRoot, 'e2e-staff-totp-keys.json')

function knownKey(email: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(enrolledKeysFile(), 'utf8')) as Record<string, string>)[email]
  } catch {
    return undefined
  }
}

function rememberKey(email: string, secret: string) {
  let keys: Record<string, string> = {}
  try {
    keys = JSON.parse(fs.readFileSync(enrolledKeysFile(), 'utf8')) as Record<string, string>
  } catch {
    // The first key of this run.
  }
  fs.writeFileSync(enrolledKeysFile(), JSON.stringify({ ...keys, [email]: secret }))
}

// The last time step this process used per member: the admin accepts each code once.
const usedSteps = new Map<string, number>()

/**
 * A code from a step this process has not used yet for the member. The admin takes a code from one
 * step either side of now, each step once (second-factor.ts: 30 s of tolerance), as an
 * authenticator app's clock may run a little ahead: a second sign-in within the same 30 s uses the
 * next step's code instead of waiting up to 30 s for it (ADR 083). A third waits.
 */
export async function freshCode(email: string, secret: string): Promise<string> {
  for (;;) {
    const now = totpStep()
    const used = usedSteps.get(email) ?? -1
    // Not in the step's first two seconds, where the next step is at the very edge of the tolerance.
    const nextIsSafe = Date.now() - now * 30_000 >= 2_000
    const step = used < now ? now : used === now && nextIsSafe ? now + 1 : null
    if (step !== null) {
      usedSteps.set(email, step)
      return totpCode(secret, step)
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

/**
 * Signs in through the admin's login page and, when asked, the second-factor page: enters the
 * current code, or sets the factor up (reading the key the page shows, confirming with a first
 * code, passing the recovery codes) for a member who has none yet. Ends on the dashboard.
 */
export async function logIntoAdmin(page: Page, credentials: StaffCredentials) {
  const cmsUrl = process.env.E2E_CMS_URL ?? ''
  await page.goto(`${cmsUrl}/admin/login`)
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Login' }).click()

  const enrolHeading = page.getByRole('heading', { name: 'Set up your second factor' })
  const verifyHeading = page.getByRole('heading', { name: 'Enter your sign-in code' })
  await expect(enrolHeading.or(verifyHeading).or(page.locator('.template-default'))).toBeVisible({ timeout: 20_000 })
  if (await enrolHeading.isVisible()) {
    const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').trim()
    rememberKey(credentials.email, secret)
    await page.getByLabel('Code from the app').fill(await freshCode(credentials.email, secret))
    await page.getByRole('button', { name: 'Turn on the second factor' }).click()
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue to the admin' }).click()
  } else if (await verifyHeading.isVisible()) {
    const secret = credentials.totpSecret ?? knownKey(credentials.email)
    if (!secret) throw new Error(`No authenticator key known for ${credentials.email}`)
    await page.getByLabel('Code from the app').fill(await freshCode(credentials.email, secret))
    await page.getByRole('button', { name: 'Verify' }).click()
  }
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** A staff member signed in to the admin in a browser of their own, at a desktop's width. */
export async function adminPage(browser: Browser, staff: StaffCredentials): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await logIntoAdmin(page, staff)
  return page
}

/**
 * Closes a staff member's browser. Chromium's close of a context can wait forever (seen once in
 * three runs of the clinical journey, on an admin page that had just saved: the test then used up
 * its whole time and failed with nothing but "Test timeout"); its pages are emptied first and the
 * close is given 15 s, after which the test goes on and the browser's own close at the end of the
 * worker takes the context with it.
 */
export async function closeDesk(target: Page | BrowserContext) {
  const context = 'context' in target ? target.context() : target
  await Promise.all(context.pages().map((page) => page.goto('about:blank', { timeout: 5_000 }).catch(() => undefined)))
  const closed = await Promise.race([context.close().then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000).unref())])
  if (!closed) console.warn('A staff browser did not close within 15 s; the test goes on without waiting for it.')
}

/**
 * Types a value into an admin field and presses the form's button once the admin has registered
 * the edit: the button stays disabled until then, and a keystroke made before the page is
 * interactive can be lost, so the typing is repeated until the button is enabled.
 */
export async function editAndSubmit(page: Page, field: Locator, value: string, buttonName: string | RegExp) {
  const button = page.getByRole('button', { name: buttonName })
  await expect(async () => {
    await field.fill('')
    await field.fill(value)
    await expect(button).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await button.click()
}

/**
 * Opens a document in the admin to edit it. The admin locks a document while its editor has it
 * open (for five minutes after their last sign of life); an editor from an earlier test whose
 * browser closed on the document still holds it, so that stale lock is released first, as its
 * expiry would release it.
 */
export async function openInAdmin(page: Page, collection: string, id: number | string) {
  localApi('delete', {
    collection: 'payload-locked-documents',
    where: { and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }] },
  })
  await page.goto(`${process.env.E2E_CMS_URL}/admin/collections/${collection}/${id}`)
}
